#!/bin/bash
# stap's options whose values a test file's one line of arguments cannot
# carry: -E SCRIPT beside the main script, --example FILE found among
# stap's examples, -G's safety pattern; --modinfo, read back from the
# module with modinfo(8).
# Prints "PASS: name" or "FAIL: name" per check.
tapc=$(cd "$(dirname "$0")/../.." && pwd)/tapc

check() {
	local name=$1
	shift
	if "$@"; then echo "PASS: $name"; else echo "FAIL: $name"; fi
}

both=$("$tapc" -p1 -e 'probe begin { println(1) }' -E 'probe end { println(2) }' 2>&1)
check "-E: its probe beside the main script's" \
	test "$both" = "$(printf 'probe begin\n{\n\tprintln(1);\n}\nprobe end\n{\n\tprintln(2);\n}')"
example=$("$tapc" -p1 --example helloworld.stp 2>&1)
check "--example helloworld.stp: stap's example parsed" grep -q 'hello world' <<< "$example"
bad=$("$tapc" -p2 -G 'x=a b' -e 'global x; probe begin { x = 1 }' 2>&1)
check "-G: stap's safety pattern" test "$bad" = \
	"ERROR: Safety pattern mismatch for -G parameter ('x=a b' vs. '^[a-z_][a-z0-9_]*=[a-z0-9_.-]+\$') rc=1"
work=$(mktemp -d /tmp/tapc-options.XXXXXX)
trap 'rm -rf "$work"' EXIT
(cd "$work" && "$tapc" -p4 -m modinfo_t --modinfo 'note=a "b"' --modinfo foo=bar \
	-e 'probe begin { println(1) }' > /dev/null 2>&1)
check "--modinfo NAME=VALUE: the module's modinfo shows each" \
	test "$(modinfo -F note "$work/modinfo_t.ko" 2>&1) $(modinfo -F foo "$work/modinfo_t.ko" 2>&1)" = 'a "b" bar'
