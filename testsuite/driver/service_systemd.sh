#!/bin/bash
# tapc@NAME.service under a real systemd as PID 1: in the guest, Debian's
# systemd (the host's files, read-only, with tmpfs on /run and /var and
# cgroup2 mounted) boots as PID 1 of a PID namespace of its own
# (unshare --pid --fork --mount-proc, as a container's init), to a target
# that wants only the journal; the unit and a drop-in (the test's paths)
# are runtime units in /run/systemd/system. systemctl and journalctl run
# in its namespaces (nsenter), as on a booted machine. Checked:
# systemctl start tapc@journal (prepare finds the module built here up to
# date, the unit active, the module loaded), systemctl stop (the unit's
# result success, its end probe run), the script's output in the journal
# (begin and end), the module unloaded, the kernel log clean.
#
#   service_systemd.sh TAPC         prints PASS:/FAIL:/SKIP: lines
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tapc=$(realpath "$1")
bindir=$(dirname "$tapc")
work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-systemd-test.XXXXXX") || exit 1
if [[ -n ${KEEP:-} ]]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
failed=0
pass() { echo "PASS: service_systemd/$1"; }
fail() { echo "FAIL: service_systemd/$1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30; failed=1; }
skip() { echo "SKIP: service_systemd/$1: $2"; }

for p in /lib/systemd/systemd /usr/bin/systemctl /usr/bin/journalctl /usr/bin/unshare /usr/bin/nsenter; do
	if [[ ! -x $p ]]; then
		skip all "no $p (systemd, util-linux)"
		exit 0
	fi
done
release=${TAPC_GUEST_RELEASE:-$("$here/../lib/target_release.sh" "$tapc")}
mkdir -p "$work/etc" "$work/units"
sed "s|@pkglibexecdir@|$work|g" "$top/scripts/service/tapc@.service.in" > "$work/units/tapc@.service"
cp "$top/scripts/service/tapc-service" "$work/tapc-service"
cat > "$work/etc/journal.stp" <<'EOS'
global greeting = "boot"
probe begin { printf("begin %s\n", greeting) }
probe end { println("end") }
EOS
# built here, as the service.sh check builds it: the guest's prepare
# finds it up to date
PATH=$bindir:$PATH TAPC_SERVICE_CONFDIR=$work/etc TAPC_SERVICE_CACHE=$work/cache \
	TAPC_SERVICE_RELEASE=$release "$work/tapc-service" prepare journal > "$work/prep.out" 2>&1 ||
	{ fail "prepare" "$(cat "$work/prep.out")"; exit 1; }

cat > "$work/inner.sh" <<'EOS'
#!/bin/sh
w=$1
bindir=$2
mount -t tmpfs -o mode=755 run /run || exit 1
mkdir -p /run/systemd/system/tapc@.service.d /run/lock
mount -t tmpfs -o mode=755 var /var && mkdir -p /var/log /var/lib /var/tmp /var/cache || exit 1
mount -t cgroup2 cgroup2 /sys/fs/cgroup || exit 1
cp "$w/units/tapc@.service" /run/systemd/system/ || exit 1
cat > /run/systemd/system/tapc@.service.d/test.conf <<EOC
[Service]
Environment=PATH=$bindir:/usr/sbin:/usr/bin:/sbin:/bin
Environment=TAPC_SERVICE_CONFDIR=$w/etc TAPC_SERVICE_CACHE=$w/cache
EOC
cat > /run/systemd/system/tapc-test.target <<EOC
[Unit]
Description=tapc's test: the journal and nothing else
Requires=systemd-journald.socket
After=systemd-journald.socket
EOC
dmesg -C
unshare --pid --fork --mount-proc env container=tapc-test /lib/systemd/systemd \
	--unit=tapc-test.target > "$w/systemd.log" 2>&1 &
sd=$!
i=0
while [ -z "${inner:-}" ] && [ $i -lt 100 ]; do
	inner=$(cat /proc/$sd/task/*/children 2>/dev/null | tr -d ' ')
	sleep 0.1
	i=$((i + 1))
done
in_sd() { nsenter -t "$inner" -p -m -r -w "$@"; }
i=0
while [ $i -lt 300 ]; do
	st=$(in_sd systemctl is-system-running 2>/dev/null)
	case $st in running|degraded) break ;; esac
	sleep 0.5
	i=$((i + 1))
done
in_sd readlink /proc/1/exe > "$w/pid1"
in_sd systemctl start tapc@journal > "$w/start.out" 2>&1
echo $? > "$w/start.rc"
in_sd systemctl is-active tapc@journal > "$w/active" 2>&1
i=0
while ! grep -q '^journal ' /proc/modules && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
sleep 1
grep -c '^journal ' /proc/modules > "$w/loaded"
in_sd systemctl stop tapc@journal > "$w/stop.out" 2>&1
echo $? > "$w/stop.rc"
in_sd systemctl show -p Result --value tapc@journal > "$w/result" 2>&1
in_sd journalctl -u tapc@journal -o cat --no-pager > "$w/journal" 2>&1
grep -c '^journal ' /proc/modules > "$w/left"
in_sd systemctl exit > /dev/null 2>&1
i=0
while kill -0 $sd 2>/dev/null && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
kill -KILL $sd 2>/dev/null
dmesg > "$w/dmesg"
EOS
TAPC_GUEST_RELEASE=$release timeout -k 10 900 "$tapc" --guest-run --guest-writable "$work" \
	/bin/sh "$work/inner.sh" "$work" "$bindir" > "$work/guest.out" 2> "$work/guest.err"
st=$?
((st == 0)) || fail "the guest (exit $st)" "$(tail -n 20 "$work/guest.err")"
if [[ $(cat "$work/pid1" 2>/dev/null) == */systemd && $(cat "$work/start.rc" 2>/dev/null) == 0 &&
	$(cat "$work/active") == active && $(cat "$work/loaded") == 1 ]]; then
	pass "systemctl start tapc@journal under systemd as PID 1: active, its module loaded"
else
	fail "systemctl start" "pid 1 $(cat "$work/pid1" 2>&1), rc $(cat "$work/start.rc" 2>&1), $(cat "$work/active" 2>&1), loaded $(cat "$work/loaded" 2>&1)"$'\n'"$(cat "$work/start.out" "$work/systemd.log" 2>&1)"
fi
if [[ $(cat "$work/stop.rc" 2>/dev/null) == 0 && $(cat "$work/result") == success && $(cat "$work/left") == 0 ]]; then
	pass "systemctl stop tapc@journal: result success, the module unloaded"
else
	fail "systemctl stop" "rc $(cat "$work/stop.rc" 2>&1), result $(cat "$work/result" 2>&1), left $(cat "$work/left" 2>&1)"$'\n'"$(cat "$work/stop.out" 2>&1)"
fi
if grep -qx 'begin boot' "$work/journal" && grep -qx 'end' "$work/journal" &&
	[[ $(grep -xn 'begin boot\|end' "$work/journal" | cut -d: -f2 | tr '\n' ' ') == "begin boot end " ]]; then
	pass "the script's output in the journal: begin, then the end probe's at systemctl stop"
else
	fail "the journal" "$(cat "$work/journal" 2>&1)"
fi
if "$here/../lib/kernel_log.sh" "$work/dmesg" > "$work/klog" 2>&1; then
	pass "the guest's kernel log clean"
else
	fail "the guest's kernel log" "$(cat "$work/klog")"
fi
exit $failed
