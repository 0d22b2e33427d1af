#!/usr/bin/env bash
# stop.sh - stop the slurmd, slurmctld and munged that start.sh started
# (found by their pid files under $SLURM_DIR). Safe to run repeatedly.
set -uo pipefail
export PATH="$PATH:/usr/sbin:/sbin"

SLURM_DIR=${SLURM_DIR:-/tmp/coordsim-slurm}
log() { echo "[slurm-stop] $*" >&2; }

# alive PID: process exists and is not a zombie (this container's init reaps
# orphans only every few seconds, and kill -0 succeeds on a zombie)
alive() {
    local st
    st=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1
    [ -n "$st" ] && [ "$st" != Z ]
}
# stop_pidfile NAME PIDFILE: TERM, wait up to 10 s, then KILL. Only signals the
# pid if its command line mentions $SLURM_DIR (guards against pid reuse and
# against daemons that start.sh did not start).
stop_pidfile() {
    local name=$1 pf=$2 pid i
    [ -f "$pf" ] || return 0
    pid=$(cat "$pf" 2>/dev/null || true)
    if [[ "$pid" =~ ^[0-9]+$ ]] && alive "$pid"; then
        if ! tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$SLURM_DIR/"; then
            log "$name: pid $pid does not belong to $SLURM_DIR, leaving it alone"
        else
            kill -TERM "$pid" 2>/dev/null
            for i in $(seq 50); do alive "$pid" || break; sleep 0.2; done
            if alive "$pid"; then
                log "$name (pid $pid) ignored TERM, sending KILL"
                kill -KILL "$pid" 2>/dev/null
                sleep 0.2
            fi
            log "stopped $name (pid $pid)"
        fi
    fi
    rm -f "$pf"
}

# Cancel whatever is still queued/running so slurmd can kill its job steps
# (slurmstepd) cleanly before it goes down.
if [ -f "$SLURM_DIR/slurm.conf" ] && command -v scancel >/dev/null 2>&1 \
   && [ -f "$SLURM_DIR/run/slurmctld.pid" ] && alive "$(cat "$SLURM_DIR/run/slurmctld.pid")"; then
    export SLURM_CONF="$SLURM_DIR/slurm.conf"
    if [ -n "$(timeout 5 squeue -h -o %i 2>/dev/null)" ]; then
        log "cancelling remaining jobs"
        timeout 5 scancel --quiet --partition="$(timeout 5 sinfo -h -o %R | head -n1)" 2>/dev/null || true
        for i in $(seq 50); do
            [ -z "$(timeout 5 squeue -h -o %i 2>/dev/null)" ] && break; sleep 0.2
        done
    fi
fi

stop_pidfile slurmd    "$SLURM_DIR/run/slurmd.pid"
stop_pidfile slurmctld "$SLURM_DIR/run/slurmctld.pid"
stop_pidfile munged    "$SLURM_DIR/munge/munged.pid"
# Job processes orphaned by a slurmd that crashed or was killed -9: slurmstepd and
# the job's own processes. Recognised by SLURM_CONF=$SLURM_DIR/slurm.conf in their
# environment (start.sh exports it to slurmd, which passes it on) plus being a
# slurmstepd or carrying SLURM_JOB_ID. This script's own ancestors are skipped.
ancestors=" $$ "; p=$$
while [ "${p:-1}" -gt 1 ]; do p=$(awk '{print $4}' "/proc/$p/stat" 2>/dev/null) || break; ancestors+="$p "; done
for d in /proc/[0-9]*; do
    pid=${d#/proc/}
    case "$ancestors" in *" $pid "*) continue ;; esac
    env=$(tr '\0' '\n' 2>/dev/null <"$d/environ") || continue
    grep -qxF "SLURM_CONF=$SLURM_DIR/slurm.conf" <<<"$env" || continue
    if [ "$(cat "$d/comm" 2>/dev/null)" = slurmstepd ] || grep -q '^SLURM_JOB_ID=' <<<"$env"; then
        cmd=$(tr '\0' ' ' 2>/dev/null <"$d/cmdline")
        kill -KILL "$pid" 2>/dev/null && log "killed orphaned job process $pid ($cmd)"
    fi
done
rm -f "$SLURM_DIR/munge/munge.socket" "$SLURM_DIR/munge/munge.socket.lock"
exit 0
