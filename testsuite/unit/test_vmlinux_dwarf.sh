#!/bin/bash
# The kernel's own DWARF path without linux-image-REL-dbg: a small ELF
# with DWARF linked at the kernel's text address (fake_vmlinux.c), put
# where stap looks for the kernel's debug info under a directory of
# $SYSTEMTAP_DEBUGINFO_PATH (DIR/boot/vmlinux-REL, then
# DIR/lib/modules/REL/vmlinux), gives kernel.function("F@FILE"), its
# lines, the variables located at each and its inline instances, as a
# vmlinux of the package would; without it they are refused, naming the
# package. Pass 2 and the listings only: the fake is no running kernel.
# Prints "PASS: name" or "FAIL: name" per check.
top=$(cd "$(dirname "$0")/../.." && pwd)
tapc=${TAPC:-$top/tapc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# check NAME GOT WANT [-x]: WANT is a line of GOT (its start without -x)
check() {
	local name=$1 got=$2 want=$3 whole=${4--x}
	if grep -q "$whole"F -- "$want" <<< "$got"; then
		echo "PASS: vmlinux_dwarf: $name"
	else
		echo "FAIL: vmlinux_dwarf: $name: no '$want' in"
		sed 's/^/    /' <<< "$got" | head -20
	fi
}

# the release tapc targets: the suite's, else the newest with a kbuild tree
rel=${TAPC_RELEASE:-$(ls -d /lib/modules/*/build 2> /dev/null | sort -V | tail -n 1 | cut -d/ -f4)}
cp "$top/testsuite/unit/fake_vmlinux.c" "$work/"
if ! gcc -g -O2 -static -nostdlib -fno-pie -no-pie -Wl,-Ttext=0xffffffff81000000 \
	-o "$work/vmlinux" "$work/fake_vmlinux.c" 2> "$work/gcc.err"; then
	echo "FAIL: vmlinux_dwarf: build fake_vmlinux.c: $(head -n 5 "$work/gcc.err")"
	exit 0
fi
mkdir -p "$work/a/boot" "$work/b/lib/modules/$rel"
cp "$work/vmlinux" "$work/a/boot/vmlinux-$rel"
cp "$work/vmlinux" "$work/b/lib/modules/$rel/vmlinux"
src=$work/fake_vmlinux.c

got=$(SYSTEMTAP_DEBUGINFO_PATH=$work/a "$tapc" -r "$rel" -L 'kernel.function("tapc_vm_*@*")' 2>&1)
check "DIR/boot/vmlinux-REL: a function by file, its parameter" "$got" \
	"kernel.function(\"tapc_vm_step@$src:15\") \$i:int"
check "DIR/boot/vmlinux-REL: the inline function" "$got" \
	"kernel.function(\"tapc_vm_twice@$src:10\") \$x:int"
got=$(SYSTEMTAP_DEBUGINFO_PATH=$work/a "$tapc" -r "$rel" -L 'kernel.statement("tapc_vm_step@fake_vmlinux.c:19")' 2>&1)
check "a statement by line, the local located there" "$got" \
	"kernel.statement(\"tapc_vm_step@$src:19\") \$i:int \$sq:int"
got=$(SYSTEMTAP_DEBUGINFO_PATH=$work/a "$tapc" -r "$rel" -L 'kernel.function("tapc_vm_twice").inline' 2>&1)
check ".inline: the instance in tapc_vm_step" "$got" \
	"kernel.function(\"tapc_vm_twice@$src:10\").inline \$x:int"
got=$(SYSTEMTAP_DEBUGINFO_PATH="+:.debug:$work/nowhere:$work/b" "$tapc" -r "$rel" \
	-p2 -e 'probe kernel.statement("tapc_vm_step@fake_vmlinux.c:19") { println($sq) }' 2>&1)
check "DIR/lib/modules/REL/vmlinux, after a directory without it and elfutils' relative entries" \
	"$got" "kernel.statement(\"tapc_vm_step@$src:19\") /*  <- kernel.statement(\"tapc_vm_step@fake_vmlinux.c:19\") */ "
got=$(SYSTEMTAP_DEBUGINFO_PATH=$work/nowhere "$tapc" -r "$rel" \
	-p2 -e 'probe kernel.function("tapc_vm_step@fake_vmlinux.c") {}' 2>&1)
check "without it: refused, naming the package" "$got" \
	"semantic error: kernel.function(\"tapc_vm_step@fake_vmlinux.c\") needs source files and lines, which only the kernel's DWARF debuginfo has (package linux-image-$rel-dbg, its /usr/lib/debug/boot/vmlinux-$rel, is not installed)" -
