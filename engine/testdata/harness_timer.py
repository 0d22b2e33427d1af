"""Times the lesson's harness: simulate(SEED), as harness.py defines it.

Loads harness.py unmodified (its top-level report is printed into nothing),
then prints the best per-call time of simulate(SEED) in nanoseconds over
five timeit rounds, for the engine's side-by-side benchmark.
"""
import io
import sys
import timeit

path = sys.argv[1]
env = {"print": lambda *a, **k: print(*a, file=io.StringIO())}
exec(compile(open(path, encoding="utf-8").read(), path, "exec"), env)
simulate, seed = env["simulate"], env["SEED"]
timer = timeit.Timer(lambda: simulate(seed))
number, _ = timer.autorange()
best = min(timer.repeat(repeat=5, number=number)) / number
print(int(best * 1e9))
