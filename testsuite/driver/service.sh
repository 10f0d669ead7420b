#!/bin/bash
# tapc@NAME.service, the systemd unit that runs a script at boot.
#
#   service.sh TAPC                 all of it, the guest a boot of its own
#   service.sh TAPC prepare WORK    the checks here, and the guest's step
#                                   WORK/guest.d/service.sh, which
#                                   testsuite/run's guest part runs in its
#                                   guest after the cases (no boot of its own)
#   service.sh TAPC check WORK      the checks of what the guest's step left
#
# The host has no systemd as PID 1 (a container without it) and the
# guest's init is tapc's own, so here the unit is checked by
# systemd-analyze verify and its two command lines are run as systemd
# would run them (service_systemd.sh runs it under Debian's systemd as
# PID 1 of a PID namespace in the guest):
#   here       tapc-service prepare NAME builds NAME.stp with NAME.conf's
#              TAPC_OPTIONS into CACHE/RELEASE/NAME.ko, once (again only
#              when the script or its .conf is newer); a missing script is
#              a clear error
#   the guest  tapc-service run NAME (ExecStart) in the background, then
#              SIGTERM to it alone, what systemctl stop sends with
#              KillMode=mixed: the end probe's output, exit 0, the module
#              unloaded; NAME.conf's TAPC_RUN_OPTIONS (-o FILE) followed;
#              the kernel log clean
# Prints PASS:/FAIL:/SKIP: lines.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tapc=$(realpath "$1")
bindir=$(dirname "$tapc")
service=$top/scripts/service/tapc-service
unit_in=$top/scripts/service/tapc@.service.in
mode=${2:-all}
if [[ $mode == prepare || $mode == check ]]; then
	# in the suite's work directory, which its guest sees and which it removes
	work=$3/service
	mkdir -p "$work" || exit 1
else
	work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-service-test.XXXXXX") || exit 1
	if [[ -n ${KEEP:-} ]]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
fi
failed=0
pass() { echo "PASS: service/$1"; }
fail() { echo "FAIL: service/$1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 20; failed=1; }
skip() { echo "SKIP: service/$1: $2"; }

release=${TAPC_GUEST_RELEASE:-$("$here/../lib/target_release.sh" "$tapc")}
export PATH=$bindir:$PATH
export TAPC_SERVICE_CONFDIR=$work/etc TAPC_SERVICE_CACHE=$work/cache TAPC_SERVICE_RELEASE=$release
mkdir -p "$work/etc" "$work/units"

# here: the unit, and its prepare step
host_part() {
# the unit, as make installs it (its helper's path filled in)
sed "s|@pkglibexecdir@|$top/scripts/service|g" "$unit_in" > "$work/units/tapc@.service"
if grep -q '@' <(grep -v '^#' "$work/units/tapc@.service" | grep -v '%i\|tapc@') ; then
	fail "the unit: a placeholder left" "$(cat "$work/units/tapc@.service")"
fi
if ! command -v systemd-analyze > /dev/null; then
	skip "systemd-analyze verify" "no systemd-analyze here"
else
	cp "$work/units/tapc@.service" "$work/units/tapc@demo.service"
	if (cd "$work/units" && systemd-analyze verify --man=no "$work/units/tapc@demo.service") > "$work/verify.log" 2>&1 &&
		! grep -qi 'tapc' "$work/verify.log"; then
		pass "systemd-analyze verify tapc@demo.service: no complaint"
	else
		fail "systemd-analyze verify" "$(cat "$work/verify.log")"
	fi
fi
if grep -qx 'ExecStart=.*/tapc-service run %i' "$work/units/tapc@.service" &&
	grep -qx 'ExecStartPre=.*/tapc-service prepare %i' "$work/units/tapc@.service" &&
	grep -qx 'KillMode=mixed' "$work/units/tapc@.service"; then
	pass "the unit: prepare before, tapc-service run as its process, SIGTERM to it alone"
else
	fail "the unit's command lines" "$(cat "$work/units/tapc@.service")"
fi

# prepare: built once per kernel
mkdir -p "$work/tapsets"
echo 'function conf_word:string () { return "tapset" }' > "$work/tapsets/word.stp"
cat > "$work/etc/demo.stp" <<'EOF'
global greeting = "boot"
probe begin { printf("begin %s %s\n", greeting, conf_word()) }
probe end { println("end") }
EOF
cat > "$work/etc/demo.conf" <<EOF
TAPC_OPTIONS="-I $work/tapsets"
TAPC_RUN_OPTIONS="-o $work/demo.log -G greeting=conf"
EOF
ko=$work/cache/$release/demo.ko
"$service" prepare demo > "$work/prep1.out" 2>&1
rc1=$?
if [[ $rc1 == 0 && -f $ko && $(cat "$work/prep1.out") == "tapc@demo: built $ko" ]]; then
	pass "prepare: NAME.stp built into CACHE/$release/demo.ko"
else
	fail "prepare" "exit $rc1: $(cat "$work/prep1.out")"
fi
stamp=$(stat -c %Y.%s "$ko" 2>/dev/null)
"$service" prepare demo > "$work/prep2.out" 2>&1
if [[ $? == 0 && $(cat "$work/prep2.out") == "tapc@demo: $ko is up to date" && $(stat -c %Y.%s "$ko") == "$stamp" ]]; then
	pass "prepare again: the module kept, not rebuilt"
else
	fail "prepare again" "$(cat "$work/prep2.out")"
fi
"$service" prepare none > "$work/prep3.out" 2>&1
if [[ $? == 1 && $(cat "$work/prep3.out") == "tapc@none: no script $work/etc/none.stp" ]]; then
	pass "prepare of a name without a script: said, exit 1"
else
	fail "prepare of a name without a script" "$(cat "$work/prep3.out")"
fi
cat > "$work/etc/journal.stp" <<'EOF'
global greeting = "boot"
probe begin { printf("begin %s\n", greeting) }
probe end { println("end") }
EOF
"$service" prepare journal > "$work/prep4.out" 2>&1 || fail "prepare journal" "$(cat "$work/prep4.out")"
}

# the guest's step: what it runs there, inner.sh, as a line of sh
guest_command() {
	printf '/usr/bin/env PATH=%q TAPC_SERVICE_CONFDIR=%q TAPC_SERVICE_CACHE=%q /bin/sh %q %q\n' \
		"$bindir:/usr/sbin:/usr/bin:/sbin:/bin" "$work/etc" "$work/cache" \
		"$work/inner.sh" "$work"
}

guest_prepare() {

# the guest: ExecStart, then systemctl stop's SIGTERM
cat > "$work/inner.sh" <<'EOF'
#!/bin/sh
w=$1
cd /
dmesg -C
# stop NAME: tapc-service run NAME, SIGTERM once its module is loaded
# (and 1 s more for its begin probe), as systemctl stop
stop() {
	"$w/tapc-service" run "$1" > "$w/$1.out" 2> "$w/$1.err" < /dev/null &
	pid=$!
	i=0
	while ! grep -q "^$1 " /proc/modules && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
	sleep 1
	grep -c "^$1 " /proc/modules > "$w/$1.loaded"
	kill -TERM $pid
	wait $pid
	echo $? > "$w/$1.rc"
}
stop demo
stop journal
grep -c '^demo \|^journal ' /proc/modules > "$w/left"
dmesg > "$w/dmesg"
: > "$w/ended"
EOF
cp "$service" "$work/tapc-service"
}

guest_check() {
[[ -f $work/ended ]] || fail "the guest's step did not run to its end" "$(ls "$work" 2>&1)"
if [[ $(cat "$work/demo.rc" 2>/dev/null) == 0 && $(cat "$work/demo.loaded") == 1 && ! -s $work/demo.out && ! -s $work/demo.err ]] &&
	[[ $(cat "$work/demo.log" 2>/dev/null) == $'begin conf tapset\nend' ]]; then
	pass "run, then SIGTERM: NAME.conf's -I (tapc) and -G, -o (tapc-run), into its -o file, the end probe, exit 0"
else
	fail "run with NAME.conf, then SIGTERM" "rc $(cat "$work/demo.rc" 2>&1) loaded $(cat "$work/demo.loaded" 2>&1)"$'\n'"$(cat "$work/demo.out" "$work/demo.err" "$work/demo.log" 2>&1)"
fi
if [[ $(cat "$work/journal.rc" 2>/dev/null) == 0 && $(cat "$work/journal.out") == $'begin boot\nend' && ! -s $work/journal.err ]]; then
	pass "run without a .conf: its output on stdout (the journal), SIGTERM ends it cleanly"
else
	fail "run without a .conf" "rc $(cat "$work/journal.rc" 2>&1)"$'\n'"$(cat "$work/journal.out" "$work/journal.err" 2>&1)"
fi
if [[ $(cat "$work/left" 2>/dev/null) == 0 ]] && "$here/../lib/kernel_log.sh" "$work/dmesg" > "$work/klog" 2>&1; then
	pass "the guest: no module left loaded, its kernel log clean"
else
	fail "the guest: modules left $(cat "$work/left" 2>&1)" "$(cat "$work/klog" 2>&1)"
fi
}

case $mode in
all)
	host_part
	guest_prepare
	TAPC_GUEST_RELEASE=$release "$tapc" --guest-run --guest-writable "$work" \
		/bin/sh -c "$(guest_command)" > "$work/guest.out" 2> "$work/guest.err"
	st=$?
	((st == 0)) || fail "the guest (exit $st)" "$(tail -n 20 "$work/guest.err")"
	guest_check ;;
prepare)
	host_part
	guest_prepare
	mkdir -p "$3/guest.d"
	guest_command > "$3/guest.d/service.sh" ;;
check) guest_check ;;
*) echo "usage: service.sh TAPC [prepare WORK|check WORK]" >&2; exit 2 ;;
esac
exit $failed
