"""Times the lesson's harness: simulate(SEED), as harness.py defines it.

Loads harness.py unmodified (its top-level report is printed into nothing),
then prints the best per-call time of simulate(SEED) in nanoseconds, for the
engine's side-by-side benchmark, timed as its bestOf times the engine: the
number of calls that takes at least ROUND seconds (doubling from one), then
ROUNDS rounds of that many calls, the best round.

Usage: harness_timer.py harness.py [ROUND [ROUNDS]]  (defaults 0.05 and 10)
"""
import io
import sys
import timeit

path = sys.argv[1]
round_s = float(sys.argv[2]) if len(sys.argv) > 2 else 0.05
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
env = {"print": lambda *a, **k: print(*a, file=io.StringIO())}
exec(compile(open(path, encoding="utf-8").read(), path, "exec"), env)
simulate, seed = env["simulate"], env["SEED"]
timer = timeit.Timer(lambda: simulate(seed))
number = 1
while timer.timeit(number) < round_s:
    number *= 2
best = min(timer.repeat(repeat=rounds, number=number)) / number
print(int(best * 1e9))
