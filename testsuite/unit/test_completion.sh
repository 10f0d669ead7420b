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
got=$(complete_line -e 'probe begin { exit() } probe kernel.tr')
check "-e: the word after probe" "$got" 'probe begin { exit() } probe kernel.trace("'
refuse "-e: nothing outside a probe point" "$(complete_line -e 'println(')" 'println('
got=$(complete_line -p '')
check "-p: the passes" "$got" 5
release=$(ls /lib/modules | while read -r r; do [[ -e /lib/modules/$r/build ]] && echo "$r"; done | head -n 1)
if [[ -n $release ]]; then
	check "-r: an installed release" "$(complete_line -r "${release:0:3}")" "$release"
else
	echo "FAIL: completion: -r: no /lib/modules/*/build to offer"
fi
