#!/bin/bash
# panic(MSG) (guru) ends the kernel as stap 5.6's does: the kernel's own
# panic with the message, "Kernel panic - not syncing: MSG" on the
# console. No case of the suite's one boot can call it (it would end
# that boot for the cases after it), so it runs here in a guest of its
# own, at begin; tapc reports the guest's end and the console's line,
# and pass 5 fails.
#
#   panic.sh TAPC          prints PASS:/FAIL: lines (boots a guest)
set -u
tapc=$(realpath "$1")
work=$(mktemp -d /tmp/tapc-panic.XXXXXX)
trap 'rm -rf "$work"' EXIT
msg="tapc panic check $$"
start=$(date +%s)
# the guest's panic=-1 and qemu's -no-reboot end the guest at once; the
# ceiling is for a tapc that does not see that end
(cd "$work" && timeout -k 5 400 "$tapc" -g -e "probe begin { panic(\"$msg\") }") \
	> "$work/out" 2> "$work/err"
st=$?
took=$(($(date +%s) - start))
if ((st == 1)) &&
	grep -q "^tapc: guest: the kernel logged: \[ *[0-9.]*\] Kernel panic - not syncing: $msg\$" "$work/err" &&
	grep -qx 'Pass 5: run failed.  \[man error::pass5\]' "$work/err"; then
	echo "PASS: panic/the kernel's panic with the message, on the guest's console, exit 1 ($took s in all)"
else
	echo "FAIL: panic/no kernel panic with the message (exit $st after $took s)"
	sed 's/^/    /' "$work/err" | head -n 20
	exit 1
fi
