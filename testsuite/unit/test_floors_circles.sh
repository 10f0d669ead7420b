#!/bin/bash
# floors.sh's circle check fails closed: on a copy of the tree's sources it
# passes, and it fails, naming the circle, once two family folders include
# each other's headers, and once three do round a longer circle (each
# include allowed by the floors alone); and once two headers of one
# folder include each other (the process family's core and its family
# header); and once two files of a family's folder call each other (the
# process family's core calling back the file that builds on it, as it
# did).  Prints "PASS: name" or
# "FAIL: name" per check.
top=$(cd "$(dirname "$0")/../.." && pwd)
copy=$(mktemp -d "${TMPDIR:-/tmp}/tapc-floors.XXXXXX")
trap 'rm -rf "$copy"' EXIT
mkdir -p "$copy/testsuite/lib"
cp "$top/testsuite/floors.sh" "$copy/testsuite/"
cp "$top/testsuite/lib/file_calls.awk" "$copy/testsuite/lib/"
(cd "$top" && find base runner kernel dwarf user parser elaborate translate \
	probes driver -name '*.[chyl]' -exec cp --parents -t "$copy" {} +)

# check NAME WANT [LINE]: floors.sh's LINE (circles, or header-circles)
# is WANT ("PASS" or a circle)
check() {
	local name=$1 want=$2 line=${3:-circles} out
	out=$("$copy/testsuite/floors.sh" 2>&1)
	local status=$?
	if [[ $want == PASS ]]; then
		if grep -qx "PASS: floors/$line" <<< "$out"; then
			echo "PASS: floors circles: $name"
		else
			echo "FAIL: floors circles: $name: no PASS line"
			sed 's/^/    /' <<< "$out" | grep -v PASS | head
		fi
	elif ((status != 0)) && grep -qx "FAIL: floors/$line .*" <<< "$out" &&
	     grep -qxF "    $want" <<< "$out"; then
		echo "PASS: floors circles: $name"
	else
		echo "FAIL: floors circles: $name: exit $status, want '$want' in"
		sed 's/^/    /' <<< "$out" | grep -v PASS | head
	fi
}
plant() { echo "#include \"$2\"" >> "$copy/$1"; }

check "the tree as it is" PASS
plant probes/timer/timer.c tracepoint_family.h
plant probes/tracepoint/tracepoint.c timer_family.h
check "two folders" "probes/tracepoint -> probes/timer -> probes/tracepoint"
cp "$top/probes/timer/timer.c" "$copy/probes/timer/"
cp "$top/probes/tracepoint/tracepoint.c" "$copy/probes/tracepoint/"
check "the plants removed" PASS
plant probes/kprobe/kprobe.c timer_family.h
plant probes/syscall/syscall.c kprobe_family.h
plant probes/timer/timer.c syscall_family.h
check "three folders" "probes/kprobe -> probes/timer -> probes/syscall -> probes/kprobe"
check "headers, as they are" PASS header-circles
plant probes/process/proc_core.h process_family.h
check "two headers" "proc_core.h -> process_family.h -> proc_core.h" header-circles
check "calls, as they are" PASS call-circles
# a call from the core back into ulib.c, which calls the core
cat >> "$copy/probes/process/proc_core.c" <<'EOF'

int proc_core_planted(session *s, const ast_probe_point *pp, session_probe *out)
{
	return proc_resolve(s, pp, out, NULL);
}
EOF
check "two files" "probes/process/proc_core.c -> probes/process/ulib.c -> probes/process/proc_core.c" call-circles
