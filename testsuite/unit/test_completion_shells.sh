#!/bin/bash
# zsh's and fish's completion of tapc (scripts/completion/_tapc.in and
# tapc.fish.in), each driven by the shell itself: zsh interactive in a
# pseudo-terminal (testsuite/lib/zsh_complete.zsh), fish by its own
# `complete -C LINE`. Both ask bash's completion for its answers, so the
# checks are a few of each kind; test_completion.sh checks the answers
# themselves. A shell that is not installed is a counted skip. Prints
# "PASS: name", "FAIL: name" or "SKIP: name: reason" per check.
top=$(cd "$(dirname "$0")/../.." && pwd)
tapc=${TAPC:-$top/tapc}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
# the line's "tapc" is this tree's; the answerer is this tree's script
ln -s "$tapc" "$bin/tapc"
mkdir "$bin/zsh"
cp "$top/scripts/completion/_tapc.in" "$bin/zsh/_tapc"
export PATH=$bin:$PATH TAPC_BASH_COMPLETION=$top/scripts/completion/tapc

# the tracepoint catalog the tracepoint's check reads, kept as a Tab wants
target=$("$tapc" -p2 -vv -e 'probe begin {}' 2>&1 | sed -n 's/^Session release: //p')
TAPC_KEPT_CATALOGS=1 "$tapc" -q -r "$target" -l 'kernel.trace("sched_sw*")' 2>/dev/null | grep -q . ||
	"$tapc" -q -r "$target" -l 'kernel.trace("sched_sw*")' > /dev/null 2>&1

zsh_answers() { timeout 120 zsh -f "$top/testsuite/lib/zsh_complete.zsh" "$bin/zsh" "$1" 2>/dev/null; }
fish_answers() {
	timeout 120 fish -c "source ${top@Q}/scripts/completion/tapc.fish.in; complete -C \$argv[1]" "$1" 2>/dev/null |
		cut -f 1
}

# check SHELL NAME LINE WANT: WANT among SHELL's matches for LINE<Tab>
check() {
	local sh=$1 name=$2 line=$3 want=$4 got
	got=$("${sh}_answers" "$line")
	if grep -qxF -- "$want" <<< "$got"; then
		echo "PASS: completion $sh: $name"
	else
		echo "FAIL: completion $sh: $name: no '$want' among"
		sed 's/^/    /' <<< "$got" | head -20
	fi
}

for sh in zsh fish; do
	if ! command -v "$sh" > /dev/null; then
		echo "SKIP: completion $sh: $sh is not installed"
		continue
	fi
	check "$sh" "an option" "tapc --vers" --version
	check "$sh" "a family's next component" "tapc -l sysc" syscall.
	check "$sh" "a tapset alias" "tapc -l vfs.rea" vfs.read
	check "$sh" "a point after probe in -e" "tapc -e 'probe kernel.tr" "probe kernel.trace(\""
	check "$sh" "a tracepoint, quoted" "tapc -l 'kernel.trace(\"sched_sw" "kernel.trace(\"sched_switch\")"
done
