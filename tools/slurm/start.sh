#!/usr/bin/env bash
# start.sh - install (if needed) and start a one-node Slurm cluster on localhost.
#
# Everything (config, state, spool, logs, pid files, munge socket) lives in
# $SLURM_DIR (default /tmp/coordsim-slurm). Nothing is written to /etc/slurm
# (only /etc/munge/munge.key is created if missing).
# Client commands find the config through SLURM_CONF:
#     source "$SLURM_DIR/env.sh"    # exports SLURM_CONF=$SLURM_DIR/slurm.conf
#
# Env knobs: SLURM_DIR, SLURM_START_TIMEOUT (s, default 60),
#            SLURM_CTLD_PORT (6817), SLURM_SLURMD_PORT (6818),
#            SLURM_LINK_ETC=1 to also symlink /etc/slurm/slurm.conf to our config
#            (only then can clients run without SLURM_CONF),
#            SLURM_SCHED_PARAMS (SchedulerParameters, default batch_sched_delay=0),
#            SLURM_KEEP_ON_FAIL=1 to leave daemons running when start fails.
set -euo pipefail
export PATH="$PATH:/usr/sbin:/sbin"   # slurmd/slurmctld/munged live in /usr/sbin

SLURM_DIR=${SLURM_DIR:-/tmp/coordsim-slurm}
TIMEOUT=${SLURM_START_TIMEOUT:-60}
CTLD_PORT=${SLURM_CTLD_PORT:-6817}
SLURMD_PORT=${SLURM_SLURMD_PORT:-6818}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

log() { echo "[slurm-start] $*" >&2; }
die() {
    log "ERROR: $*"; dump_logs
    # leave nothing half-started behind (set SLURM_KEEP_ON_FAIL=1 to debug)
    [ "${SLURM_KEEP_ON_FAIL:-0}" = 1 ] || SLURM_DIR="$SLURM_DIR" bash "$HERE/stop.sh" >/dev/null 2>&1 || true
    exit 1
}
dump_logs() {
    local f
    for f in "$SLURM_DIR"/log/munged.log "$SLURM_DIR"/log/slurmctld.log "$SLURM_DIR"/log/slurmd.log; do
        [ -f "$f" ] || continue
        echo "===== $f (last 40 lines) =====" >&2
        tail -n 40 "$f" >&2 || true
    done
    if command -v scontrol >/dev/null 2>&1 && [ -f "$SLURM_DIR/slurm.conf" ]; then
        echo "===== scontrol show node =====" >&2
        SLURM_CONF="$SLURM_DIR/slurm.conf" timeout 5 scontrol show node >&2 2>&1 || true
    fi
}
# wait_for SECONDS DESCRIPTION CMD... : poll CMD every 0.2 s until it succeeds
wait_for() {
    local secs=$1 what=$2; shift 2
    local deadline=$(( $(date +%s) + secs ))
    until "$@" >/dev/null 2>&1; do
        [ "$(date +%s)" -lt "$deadline" ] || die "timed out after ${secs}s waiting for $what"
        sleep 0.2
    done
}

[ "$(id -u)" -eq 0 ] || { echo "start.sh must run as root" >&2; exit 1; }
case "$SLURM_DIR" in
    /?*/?*|/tmp/?*) ;;   # absolute and at least two levels deep (or under /tmp)
    *) echo "refusing SLURM_DIR='$SLURM_DIR' (want an absolute path like /tmp/coordsim-slurm)" >&2; exit 1 ;;
esac
T0=$(date +%s.%N)

# ---------------------------------------------------------------- 1. install
if ! command -v sbatch >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1 \
   || ! command -v slurmctld >/dev/null 2>&1 || ! command -v slurmd >/dev/null 2>&1; then
    log "installing slurm-wlm and munge via apt"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
fi
MUNGED=$(command -v munged || echo /usr/sbin/munged)

# ---------------------------------------------- 2. stop leftovers of a previous run
if [ -d "$SLURM_DIR" ]; then
    SLURM_DIR="$SLURM_DIR" bash "$HERE/stop.sh" >/dev/null 2>&1 || true
fi
# fresh state every time: stale job/node state must not leak between runs
rm -rf "$SLURM_DIR"/{state,spool,log,run,munge} "$SLURM_DIR"/{slurm.conf,plugstack.conf,env.sh}
mkdir -p "$SLURM_DIR"/{state,spool,log,run,munge}
chmod 755 "$SLURM_DIR"

# Refuse to start if someone else (e.g. a Slurm started by other means) holds
# our ports: the clients would otherwise silently talk to that cluster.
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for p in "$CTLD_PORT" "$SLURMD_PORT"; do
    if port_busy "$p"; then
        die "port $p already in use (another slurmctld/slurmd running? stop it, or set SLURM_CTLD_PORT/SLURM_SLURMD_PORT)"
    fi
done

# ------------------------------------------------------------------- 3. munge
if ! getent passwd munge >/dev/null; then die "user 'munge' missing (munge package broken?)"; fi
mkdir -p /etc/munge
chown munge:munge /etc/munge; chmod 700 /etc/munge
if [ ! -s /etc/munge/munge.key ]; then
    log "creating munge key"
    if [ -x /usr/sbin/mungekey ]; then
        /usr/sbin/mungekey --create --keyfile=/etc/munge/munge.key
    else
        dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    fi
fi
chown munge:munge /etc/munge/munge.key; chmod 400 /etc/munge/munge.key

MUNGE_SOCK="$SLURM_DIR/munge/munge.socket"
chown munge:munge "$SLURM_DIR/munge"; chmod 755 "$SLURM_DIR/munge"
munge_args=(--socket="$MUNGE_SOCK" --pid-file="$SLURM_DIR/munge/munged.pid"
            --log-file="$SLURM_DIR/munge/munged.log" --seed-file="$SLURM_DIR/munge/munged.seed"
            --key-file=/etc/munge/munge.key)
# munged daemonizes itself once its socket is ready. Prefer the munge user.
if ! runuser -u munge -- "$MUNGED" "${munge_args[@]}" >"$SLURM_DIR/log/munged.out" 2>&1; then
    log "munged as user munge failed ($(tr '\n' ' ' <"$SLURM_DIR/log/munged.out")); retrying as root with --force"
    "$MUNGED" --force "${munge_args[@]}" >>"$SLURM_DIR/log/munged.out" 2>&1 \
        || { cat "$SLURM_DIR/log/munged.out" >&2; die "munged failed to start"; }
fi
ln -sf "$SLURM_DIR/munge/munged.log" "$SLURM_DIR/log/munged.log"
munge_ok() { munge -n --socket="$MUNGE_SOCK" | unmunge --socket="$MUNGE_SOCK"; }
wait_for 15 "munged" munge_ok
log "munged up (pid $(cat "$SLURM_DIR/munge/munged.pid"))"

# -------------------------------------------------------------- 4. slurm.conf
HOST=$(hostname -s)
# Node hardware line as slurmd itself sees it, e.g.
# NodeName=vm CPUs=2 Boards=1 SocketsPerBoard=1 CoresPerSocket=2 ThreadsPerCore=1 RealMemory=24105
NODE_LINE=$(slurmd -C | grep '^NodeName=' | head -n1)
[ -n "$NODE_LINE" ] || die "slurmd -C printed no NodeName line"
NODE_LINE="NodeName=$HOST ${NODE_LINE#NodeName=* }"

cat >"$SLURM_DIR/slurm.conf" <<EOF
# generated by start.sh - one-node local cluster
ClusterName=localci
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCK
StateSaveLocation=$SLURM_DIR/state
SlurmdSpoolDir=$SLURM_DIR/spool
SlurmctldPidFile=$SLURM_DIR/run/slurmctld.pid
SlurmdPidFile=$SLURM_DIR/run/slurmd.pid
SlurmctldLogFile=$SLURM_DIR/log/slurmctld.log
SlurmdLogFile=$SLURM_DIR/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$SLURM_DIR/plugstack.conf
# no cgroups inside a container
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/backfill
# default batch_sched_delay=3 adds ~3 s between array waves / dependency release
SchedulerParameters=${SLURM_SCHED_PARAMS:-batch_sched_delay=0}
# CR_Core (not CR_Core_Memory): otherwise each job would claim the whole node's memory
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmdTimeout=300
InactiveLimit=0
KillWait=5
MinJobAge=300
MaxArraySize=10001
MailProg=/bin/true
$NODE_LINE NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=debug Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
: >"$SLURM_DIR/plugstack.conf"
echo "export SLURM_CONF=$SLURM_DIR/slurm.conf" >"$SLURM_DIR/env.sh"
export SLURM_CONF="$SLURM_DIR/slurm.conf"

if [ "${SLURM_LINK_ETC:-0}" = 1 ]; then
    mkdir -p /etc/slurm
    ln -sfn "$SLURM_CONF" /etc/slurm/slurm.conf
    log "linked /etc/slurm/slurm.conf -> $SLURM_CONF"
fi

# ------------------------------------------------------------ 5. daemons
alive() { local st; st=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1; [ -n "$st" ] && [ "$st" != Z ]; }
pid_alive() { [ -s "$1" ] && alive "$(cat "$1")"; }
# Both daemonize themselves; -f is redundant with SLURM_CONF but explicit.
slurmctld -f "$SLURM_CONF" -i >"$SLURM_DIR/log/slurmctld.out" 2>&1 \
    || { cat "$SLURM_DIR/log/slurmctld.out" >&2; die "slurmctld failed to start"; }
wait_for 30 "slurmctld to answer (scontrol ping)" bash -c 'scontrol ping | grep -q "is UP"'
pid_alive "$SLURM_DIR/run/slurmctld.pid" || die "slurmctld is not running"
slurmd -f "$SLURM_CONF" >"$SLURM_DIR/log/slurmd.out" 2>&1 \
    || { cat "$SLURM_DIR/log/slurmd.out" >&2; die "slurmd failed to start"; }

node_state() { sinfo -h -n "$HOST" -o %T 2>/dev/null | head -n1; }
deadline=$(( $(date +%s) + TIMEOUT ))
until [ "$(node_state)" = idle ]; do
    case "$(node_state)" in
        *drain*|*inval*) die "node $HOST registered as $(node_state): $(sinfo -h -n "$HOST" -o %E)" ;;
    esac
    if [ "$(date +%s)" -ge "$deadline" ]; then
        die "node $HOST not idle after ${TIMEOUT}s (state: $(sinfo -h -n "$HOST" -o '%T %E' 2>&1))"
    fi
    for p in slurmctld slurmd; do
        # slurmd writes its pid file a moment after forking; only judge once it exists
        if [ -f "$SLURM_DIR/run/$p.pid" ] && ! pid_alive "$SLURM_DIR/run/$p.pid"; then die "$p died"; fi
    done
    sleep 0.2
done
pid_alive "$SLURM_DIR/run/slurmd.pid" || die "slurmd is not running"
T1=$(date +%s.%N)
log "cluster up: node $HOST idle after $(awk -v a="$T0" -v b="$T1" 'BEGIN{printf "%.1f", b-a}')s"
log "use: export SLURM_CONF=$SLURM_CONF   (or: source $SLURM_DIR/env.sh)"
