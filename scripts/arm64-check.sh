#!/usr/bin/env bash
# The README's setup and the assistant itself, run in an emulated arm64 Debian 12 (qemu-user +
# debootstrap): what a Raspberry Pi OS 64-bit owner gets, checked on an x86-64 machine.
#
#   sudo scripts/arm64-check.sh            # root filesystem in /var/tmp/edgeassist-arm64
#   ARM64_ROOT=/some/dir ARM64_CPU=cortex-a76 scripts/arm64-check.sh
#
# Steps: host tools, binfmt (qemu-aarch64), the root filesystem (debootstrap, once), the
# checkout copied in, ./scripts/setup.sh run inside it unchanged, then a functional check inside
# it: doctor --json (aarch64 and its thread plan), ask --local (intents and slots as on x86-64),
# say --local --out then transcribe --local of that file with Whisper (CTranslate2's ARM code;
# the words come back), models verify.
# One line per step with its time; the first failure ends the run, named, with exit code 1.
# A second run reuses the root filesystem, the virtual environment, pip's cache (the compiled
# llama-cpp-python wheel) and the models. Emulation is slow: the times are not a board's.
set -uo pipefail
cd "$(dirname "$0")/.."
src=$(pwd)
ROOT=${ARM64_ROOT:-/var/tmp/edgeassist-arm64}
SUITE=bookworm
# The Debian mirror: ARM64_MIRROR, else the one this machine's own apt sources use for the main
# archive (deb822 .sources files or sources.list), so that the check asks no other server.
apt_mirror() {
  local uri
  uri=$(awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i !~ /security/) { print $i; exit } }' \
        /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
  [ -n "$uri" ] || uri=$(awk '$1 == "deb" && $2 !~ /security/ { print ($2 ~ /^\[/ ? $3 : $2); exit }' \
        /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | head -1)
  echo "$uri"
}
MIRROR=${ARM64_MIRROR:-$(apt_mirror)}
LOG=${ARM64_LOG:-$ROOT.log}
INSIDE=/opt/edgeassist            # where the checkout lives inside the root filesystem
# The emulated CPU: a Raspberry Pi 4's Cortex-A72 (NEON; no dot product, no SVE), so that the
# engines pick the kernels a Pi 4 runs; qemu's own default ("max") offers SVE, dot product and
# i8mm, which a Pi 4 lacks. ARM64_CPU=cortex-a76 is a Pi 5's; `qemu-aarch64-static -cpu help` lists more.
CPU=${ARM64_CPU:-cortex-a72}
t_all=$(date +%s)

[ "$(id -u)" -eq 0 ] || { echo "arm64-check: run as root (debootstrap, chroot and binfmt need it)" >&2; exit 2; }
[ -n "$MIRROR" ] || { echo "arm64-check: no Debian mirror in this machine's apt sources (/etc/apt); set ARM64_MIRROR" >&2; exit 2; }
mkdir -p "$(dirname "$LOG")"
: > "$LOG"

step() {   # step NAME COMMAND...: runs it, logs its output, prints one line with its time
    local name=$1; shift
    local t0=$(date +%s)
    echo "=== $name" >> "$LOG"
    if "$@" >> "$LOG" 2>&1; then
        printf '[arm64] %-48s ok    %5ss\n' "$name" "$(( $(date +%s) - t0 ))"
    else
        printf '[arm64] %-48s FAIL  %5ss  (log: %s)\n' "$name" "$(( $(date +%s) - t0 ))" "$LOG"
        tail -n 25 "$LOG" | sed 's/^/    /'
        exit 1
    fi
}

host_tools() {
    local need=()
    command -v debootstrap >/dev/null || need+=(debootstrap)
    [ -e /usr/libexec/qemu-binfmt/aarch64-binfmt-P ] || [ -x /usr/bin/qemu-aarch64-static ] || need+=(qemu-user-static)
    command -v rsync >/dev/null || need+=(rsync)
    [ ${#need[@]} -eq 0 ] && return 0
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
}

binfmt() {
    local reg=/proc/sys/fs/binfmt_misc
    [ -e "$reg/register" ] || mount -t binfmt_misc binfmt_misc "$reg"
    if [ ! -e "$reg/qemu-aarch64" ]; then
        local conf
        conf=$(ls /usr/lib/binfmt.d/qemu-aarch64*.conf 2>/dev/null | head -n1)
        [ -n "$conf" ] || { echo "no qemu-aarch64 binfmt entry in /usr/lib/binfmt.d (qemu-user-static)"; return 1; }
        cat "$conf" > "$reg/register"
    fi
    grep -q enabled "$reg/qemu-aarch64"
}

rootfs() {
    if [ -f "$ROOT/.edgeassist-rootfs" ]; then
        echo "reusing $ROOT"
        return 0
    fi
    rm -rf "$ROOT"
    debootstrap --arch=arm64 --variant=minbase --include=ca-certificates,git "$SUITE" "$ROOT" "$MIRROR" \
        && echo "deb $MIRROR $SUITE main" > "$ROOT/etc/apt/sources.list" \
        && touch "$ROOT/.edgeassist-rootfs"
}

mounts() {
    mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
    mountpoint -q "$ROOT/sys" || mount --rbind /sys "$ROOT/sys"
    mountpoint -q "$ROOT/dev" || mount --rbind /dev "$ROOT/dev"
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
    arm_cpuinfo
    # the host's own CA certificates (a proxy's), so that the root filesystem reaches the
    # registries the host reaches
    if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
        cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
        chroot "$ROOT" /usr/sbin/update-ca-certificates >/dev/null
    fi
}

arm_cpuinfo() {
    # qemu-user (7.2 in Debian 12) passes the host's x86 /proc/cpuinfo through. onnxruntime
    # >= 1.28 (Piper) crashes at import when that file describes no ARM processor; a board's
    # kernel describes its own. So the root filesystem sees a Raspberry Pi 4's (Cortex-A72, as
    # the emulated CPU), one processor per host CPU, as /sys/devices/system/cpu says.
    local f=$ROOT/.edgeassist-cpuinfo i
    : > "$f"
    for ((i = 0; i < $(nproc); i++)); do
        printf 'processor\t: %d\nBogoMIPS\t: 108.00\nFeatures\t: fp asimd evtstrm crc32 cpuid\n' "$i" >> "$f"
        printf 'CPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x0\nCPU part\t: 0xd08\nCPU revision\t: 3\n\n' >> "$f"
    done
    printf 'Hardware\t: BCM2835\nRevision\t: c03111\nModel\t\t: Raspberry Pi 4 Model B (emulated by qemu-user)\n' >> "$f"
    grep -q " $ROOT/proc/cpuinfo " /proc/self/mountinfo || mount --bind "$f" "$ROOT/proc/cpuinfo"
}

unmount() {
    for d in dev sys proc; do
        mountpoint -q "$ROOT/$d" && umount -R -l "$ROOT/$d"
    done
    return 0
}
trap unmount EXIT

copy_checkout() {
    # the tracked files as they are in the work tree; what setup makes there (.venv, models) stays
    mkdir -p "$ROOT$INSIDE"
    git -C "$src" ls-files -z --cached --others --exclude-standard \
        | rsync -a --from0 --files-from=- "$src/" "$ROOT$INSIDE/"
}

inside() {   # inside COMMAND: a login shell in the checkout inside the root filesystem, on the CPU
    chroot "$ROOT" /usr/bin/env -i QEMU_CPU="$CPU" HOME=/root PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
        LANG=C.UTF-8 /bin/bash -c "cd $INSIDE && $1"
}

check_arch() {   # the kernel's and Python's idea of the machine: both aarch64
    local out
    out=$(inside "uname -m; .venv/bin/python -c 'import platform; print(platform.machine())'") || return 1
    echo "$out"
    [ "$(printf '%s\n' "$out" | sort -u)" = aarch64 ]
}

check_doctor() {
    inside ".venv/bin/edgeassist doctor --json > /tmp/doctor.json; .venv/bin/python - <<'EOF'
import json
d = json.load(open('/tmp/doctor.json'))
checks = {c['name']: c for c in d['checks']}
for c in d['checks']:
    print('ok  ' if c['ok'] else 'FAIL', c['name'] + ':', c['detail'])
cpu = checks['cpu']['detail']
assert 'aarch64' in cpu, 'doctor does not report aarch64: ' + cpu
assert checks['thread plan']['ok'] and checks['thread plan']['detail'], 'doctor reports no thread plan'
# no microphone or speaker in a root filesystem: only the audio checks may fail
bad = [n for n, c in checks.items() if not c['ok'] and not n.startswith('audio')]
assert not bad, 'doctor fails: ' + ', '.join(bad)
EOF"
}

check_ask() {
    inside ".venv/bin/python - <<'EOF'
import json, subprocess
cases = [('what time is it', 'get_time', {}),
         ('set a timer for five minutes', 'set_timer', {'duration_s': 300}),
         ('turn the volume down', 'volume', {'direction': 'down'})]
for text, intent, slots in cases:
    out = subprocess.run(['.venv/bin/edgeassist', 'ask', '--local', '--json', text],
                         capture_output=True, text=True, timeout=1800)
    assert out.returncode == 0, f'ask --local {text!r}: exit {out.returncode}: {out.stderr[-500:]}'
    r = json.loads(out.stdout)
    print(text, '->', r.get('intent'), r.get('slots'), repr(r.get('reply')))
    assert r.get('intent') == intent, f'{text!r}: intent {r.get(\"intent\")!r}, expected {intent!r}'
    for k, v in slots.items():
        assert r.get('slots', {}).get(k) == v, f'{text!r}: slot {k} = {r.get(\"slots\", {}).get(k)!r}, expected {v!r}'
EOF"
}

check_voice_round_trip() {
    inside ".venv/bin/edgeassist say --local --out /tmp/arm64-say.wav 'turn on the kitchen light' \
        && .venv/bin/edgeassist transcribe --local --engine whisper --json /tmp/arm64-say.wav > /tmp/arm64-heard.json \
        && .venv/bin/python -c \"
import json; t = json.load(open('/tmp/arm64-heard.json'))['text'].lower(); print('heard:', t)
assert all(w in t for w in ('kitchen', 'light')), 'the words did not come back: ' + t\""
}

echo "[arm64] log: $LOG (emulated CPU: $CPU)"
step "host tools (qemu-user-static, debootstrap)" host_tools
step "binfmt: qemu-aarch64 registered" binfmt
step "root filesystem (debootstrap $SUITE arm64)" rootfs
step "mounts (proc, sys, dev) and resolv.conf" mounts
step "checkout copied in ($INSIDE)" copy_checkout
step "README setup inside: ./scripts/setup.sh" inside "./scripts/setup.sh"
step "running on aarch64" check_arch
step "doctor --json: aarch64 and its thread plan" check_doctor
step "ask --local: intents and slots" check_ask
step "say --local --out, then transcribe --local (Whisper)" check_voice_round_trip
step "models verify" inside ".venv/bin/edgeassist models verify"
echo "[arm64] all steps passed in $(( $(date +%s) - t_all ))s (emulated: not a board's speed)"
