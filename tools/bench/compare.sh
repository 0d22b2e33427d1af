#!/usr/bin/env bash
# make bench's first step: the engine's reference run (BenchmarkReferenceRun)
# at a baseline commit and in this work tree, side by side: each built with
# its own commit's default.pgo (as make bench builds the engine), run in
# alternating short turns (ROUNDS, default 15, of 0.2 s), the median of each
# kept, so that load on the machine falls on both alike. (A best-of-5 of
# half-second runs moved by 3-4% from one call to the next on a shared
# 2-vCPU guest, more than most changes it judged.) Prints both and their
# ratio, and exits 1 when
# the work tree is more than BUDGET (default 1.15) times the baseline: a
# refactor for reading keeps its speed (DESIGN, "Budgets").
#
# Both are built with -trimpath (the checkout's directory is no part of
# the code), and each turn runs a fresh copy of each binary: where the
# kernel's page cache puts a binary's pages moved one and the same binary
# by up to 25% from one file to another here (2026-12-05: two byte-equal
# test binaries measured 236 and 295 ns, turn after turn), while fresh
# copies of the two agreed within 1%.
#
# BASE is the commit to compare with (default: tools/bench/baseline, the
# last release's engine); BASE=HEAD compares with the last commit.
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${BASE:-$(cat tools/bench/baseline)}
rounds=${ROUNDS:-15}
budget=${BUDGET:-1.15}
tmp=$(mktemp -d)
cleanup() { git worktree remove --force "$tmp/base" >/dev/null 2>&1 || true; rm -rf "$tmp"; }
trap cleanup EXIT
git worktree add -q --detach "$tmp/base" "$base"
echo "bench: building the engine at $(git rev-parse --short "$base") and in the work tree..."
(cd "$tmp/base" && go test -c -trimpath -pgo="$tmp/base/cmd/coordsim/default.pgo" -o "$tmp/base.test" ./engine)
go test -c -trimpath -pgo="$PWD/cmd/coordsim/default.pgo" -o "$tmp/work.test" ./engine
turn() { # the ns/op of one short run of a fresh copy of $1
  cp "$1" "$tmp/turn.test"
  (cd engine && "$tmp/turn.test" -test.run '^$' -test.bench '^BenchmarkReferenceRun$' -test.benchtime 0.2s) | awk '/^BenchmarkReferenceRun/ {print $3}'
  rm -f "$tmp/turn.test"
}
median() { sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
: >"$tmp/b"; : >"$tmp/w"
for _ in $(seq "$rounds"); do
  turn "$tmp/base.test" >>"$tmp/b"; turn "$tmp/work.test" >>"$tmp/w"
done
b=$(median <"$tmp/b"); w=$(median <"$tmp/w")
ratio=$(awk -v w="$w" -v b="$b" 'BEGIN {printf "%.3f", w / b}')
echo "bench: BenchmarkReferenceRun, median of $rounds turns each, side by side: $(git rev-parse --short "$base") $b ns, work tree $w ns: ${ratio}x (budget ${budget}x)"
if awk -v r="$ratio" -v m="$budget" 'BEGIN {exit !(r > m)}'; then
  echo "bench: OVER BUDGET: the reference run is ${ratio}x the baseline's, over ${budget}x" >&2
  exit 1
fi
