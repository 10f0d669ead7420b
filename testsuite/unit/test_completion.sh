#!/bin/bash
# bash completion (scripts/completion/tapc) as bash runs it on Tab: options
# from tapc's --help, probe points from its listing after -l/-L and after
# "probe " inside -e, releases after -r. Prints "PASS: name" or
# "FAIL: name" per check.
top=$(cd "$(dirname "$0")/../.." && pwd)
tapc=${TAPC:-$top/tapc}
# shellcheck source=scripts/completion/tapc
. "$top/scripts/completion/tapc"

# complete WORD...: COMPREPLY for the command line WORD... (the last word is
# the one being typed), one per line
complete_line() {
	COMP_WORDS=("$tapc" "$@")
	COMP_CWORD=$#
	COMPREPLY=()
	_tapc 2> /dev/null
	printf '%s\n' "${COMPREPLY[@]}"
}

check() {
	local name=$1 got=$2 want=$3
	if grep -qxF -- "$want" <<< "$got"; then
		echo "PASS: completion: $name"
	else
		echo "FAIL: completion: $name: no '$want' among"
		sed 's/^/    /' <<< "$got" | head -20
	fi
}
refuse() {
	local name=$1 got=$2 unwanted=$3
	if grep -qxF -- "$unwanted" <<< "$got"; then
		echo "FAIL: completion: $name: offers '$unwanted'"
	else
		echo "PASS: completion: $name"
	fi
}

got=$(complete_line --vers)
check "an option from --help" "$got" --version
got=$(complete_line -l sysc)
check "-l: a family's next component" "$got" syscall.
check "-l: a point with no more components" "$got" syscall_any
got=$(complete_line -L "'syscall.clo")
check "-L: a quoted point" "$got" "'syscall.close"
check "-L: a quoted point's return" "$got" "'syscall.close."
got=$(complete_line -e "'probe begin { exit() } probe kernel.tr")
check "-e: the word after probe" "$got" "'probe begin { exit() } probe kernel.trace(\""
refuse "-e: nothing outside a probe point" "$(complete_line -e "'println(")" "'println("
got=$(complete_line -e '"probe kernel.tr')
check "-e: in double quotes, the point's quote escaped" "$got" '"probe kernel.trace(\"'
got=$(complete_line -p '')
check "-p: the passes" "$got" 5
release=$(ls /lib/modules | while read -r r; do [[ -e /lib/modules/$r/build ]] && echo "$r"; done | head -n 1)
if [[ -n $release ]]; then
	check "-r: an installed release" "$(complete_line -r "${release:0:3}")" "$release"
else
	echo "FAIL: completion: -r: no /lib/modules/*/build to offer"
fi
# a kernel in a build root of its own (tapc-prep RELEASE), laid out as
# tapc-prep lays it out
roots=$(mktemp -d)
mkdir -p "$roots/9.9.9-rooted-amd64/lib/modules/9.9.9-rooted-amd64" "$roots/empty"
got=$(TAPC_ROOTS=$roots complete_line -r 9.9.9)
check "-r: a release in a build root" "$got" 9.9.9-rooted-amd64
refuse "-r: not a folder of the roots without its kernel" "$(TAPC_ROOTS=$roots complete_line -r em)" empty
rm -rf "$roots"

# Inside a point's string: the target's tracepoints, kernel and module
# functions, a binary's functions, modules and paths, from tapc's kept
# catalogs (how long each answer takes is bench/completion's).

# the release tapc targets, and whether its catalogs are kept: a test
# without them would prove nothing
target=$("$tapc" -p2 -vv -e 'probe begin {}' 2>&1 | sed -n 's/^Session release: //p')
listed() { TAPC_KEPT_CATALOGS=1 "$tapc" -q -r "$target" -l "$1" 2>/dev/null | head -n 1; }
# globs, as a Tab's listings are: a name alone may be looked up without
# the whole catalog
for pattern in 'kernel.trace("sched_sw*")' 'kernel.function("vfs_rea*")' 'syscall.clo*' 'vfs.rea*'; do
	[[ -n $(listed "$pattern") ]] || "$tapc" -q -r "$target" -l "$pattern" > /dev/null
done

# the word as bash gives it: ( and " are the shell's, so a point is
# quoted or escaped, and the answers are quoted as it is
got=$(complete_line -l "'kernel.trace(\"sched_sw")
check "-l: a tracepoint by its name" "$got" "'kernel.trace(\"sched_switch\")"
got=$(complete_line -l '"kernel.trace(\"sched_sw')
check "-l: a tracepoint in double quotes" "$got" '"kernel.trace(\"sched_switch\")'
got=$(complete_line -l 'kernel.trace\(\"sched_sw')
check "-l: a tracepoint escaped" "$got" 'kernel.trace\(\"sched_switch\"\)'
got=$(complete_line -e "'probe kernel.trace(\"sched:sched_sw")
check "-e: a tracepoint with its system" "$got" "'probe kernel.trace(\"sched:sched_switch\")"
got=$(complete_line -l "'kernel.function(\"vfs_rea")
check "-l: a kernel function" "$got" "'kernel.function(\"vfs_read\")"
got=$(complete_line -r "$target" -l 'syscall.clo')
check "-l: a system call" "$got" syscall.close
got=$(complete_line -l 'vfs.rea')
check "-l: a tapset alias" "$got" vfs.read
module=$(find "/lib/modules/$target/kernel" -name 'ext4.ko*' 2>/dev/null | head -n 1)
if [[ -n $module ]]; then
	got=$(complete_line -l "'module(\"ext")
	check "-l: a module by its name" "$got" "'module(\"ext4\")"
	got=$(complete_line -r "$target" -l "'module(\"ext4\").function(\"ext4_file_read_it")
	check "-l: a module's function" "$got" "'module(\"ext4\").function(\"ext4_file_read_iter\")"
else
	echo "FAIL: completion: no ext4 module in /lib/modules/$target to complete"
fi
got=$(complete_line -l "'process(\"$tapc\").function(\"run_tap")
check "-l: a binary's function" "$got" "'process(\"$tapc\").function(\"run_tapc\")"
got=$(complete_line -l "'process(\"${tapc%/*}/tap")
check "-l: a binary's path" "$got" "'process(\"$tapc\")"
if [[ -d /usr/share/systemtap/examples ]]; then
	got=$(complete_line --example 'iotop')
	check "--example: stap's example scripts" "$got" iotop.stp
else
	echo "SKIP: completion: --example: no /usr/share/systemtap/examples"
fi
# a catalog not kept is not built on a Tab
empty=$(mktemp -d)
got=$(XDG_CACHE_HOME=$empty complete_line -r "$target" -l "'kernel.trace(\"sched_sw")
if [[ -z $got && ! -e $empty/tapc/tracepoints ]]; then
	echo "PASS: completion: a catalog not kept offers nothing and is not built"
else
	echo "FAIL: completion: without a kept catalog: '$got', $(ls "$empty/tapc" 2>&1)"
fi
rm -rf "$empty"
