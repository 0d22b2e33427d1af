#!/usr/bin/env bash
# make test-slurm: a sharded sweep on a real (one-node) Slurm, as the guide
# deploy/slurm/README.md says to run it, compared byte for byte with the
# unsharded sweep. Starts the cluster (start.sh installs slurm-wlm and munge
# if they are missing; it needs root) and stops it at the end.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
here="$repo/tools/slurm"
export SLURM_DIR=${SLURM_DIR:-/tmp/coordsim-slurm}
work=$(mktemp -d /tmp/coordsim-slurm-test.XXXXXX)
trap 'bash "$here/stop.sh" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
t0=$(date +%s)

bash "$here/start.sh"
# shellcheck disable=SC1091
source "$SLURM_DIR/env.sh"
t1=$(date +%s)

echo "test-slurm: building coordsim"
go build -o "$work/bin/coordsim" "$repo/cmd/coordsim"
chmod 755 "$work" "$work/bin"

# The sweep (small, so the test is quick) and the guide's other settings.
export COORDSIM="$work/bin/coordsim" SCENARIO=random-faults SEEDS=1..300 PARTITION=1..30
export DEPLOY="$repo/deploy"
mkdir "$work/sweep"
cd "$work/sweep"
block=$(awk '/<!-- make test-slurm runs this block as written -->/ {on=1; next} on && /^```sh$/ {inside=1; next} inside && /^```$/ {exit} inside {print}' "$DEPLOY/slurm/README.md")
[ -n "$block" ] || { echo "test-slurm: no tested block in deploy/slurm/README.md" >&2; exit 1; }
echo "test-slurm: running the guide's block:"
echo "$block" | sed 's/^/    /'
eval "$block"

# Wait for both jobs (squeue, polled: sbatch --wait polls every 10 s).
deadline=$(( $(date +%s) + 600 ))
while [ -n "$(squeue -h -j "$jid,$merge" -o %i 2>/dev/null)" ]; do
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "test-slurm: the jobs did not finish in 600 s" >&2; squeue >&2; exit 1
  fi
  sleep 0.5
done
for id in "$jid" "$merge"; do
  states=$(scontrol show job "$id" | grep -o 'JobState=[A-Z_]*' | sort -u | tr '\n' ' ')
  if [ "$states" != "JobState=COMPLETED " ]; then
    echo "test-slurm: job $id ended $states" >&2
    tail -n 20 sweep-*.out merge-*.out >&2 || true
    exit 1
  fi
done
t2=$(date +%s)
echo "test-slurm: $(ls parts | wc -l) parts; the shards said:"
grep -h '^sweep: shard' sweep-*.out | sort -V | sed 's/^/    /' | head -n 4
echo "    ..."

# The unsharded sweep, in a directory of its own so its summary names the
# same rows.csv.
mkdir "$work/whole"
(cd "$work/whole" && "$COORDSIM" sweep --scenario "$SCENARIO" --seeds "$SEEDS" --partition "$PARTITION" --out rows.csv > summary.txt)
cmp rows.csv "$work/whole/rows.csv"
cmp merge-*.out "$work/whole/summary.txt"
echo "test-slurm: rows.csv ($(wc -l < rows.csv) lines) and the summary are the unsharded sweep's, byte for byte"
echo "test-slurm: passed in $(( $(date +%s) - t0 )) s (cluster up in $(( t1 - t0 )) s, array and merge in $(( t2 - t1 )) s)"
