#!/bin/bash
# Every stap option tapc does not implement (the table of
# driver/options_stap.c, read from the source so that none is left out):
# one refused stops before pass 1 with one "ERROR: ..." line, exit 1 and
# nothing on stdout, never running the script otherwise than asked; one
# accepted says why it changes nothing in one warning and the script
# runs (pass 2 here). Then what the table leaves to code: --privilege
# (stapdev alone accepted), --runtime, -b beside -o, and
# --no-global-var-display, which tapc does.
# Prints "PASS: name" or "FAIL: name" per check.
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
tapc=${TAPC:-$top/tapc}
script='probe begin { println("ran") }'

check() {
	local name=$1
	shift
	if "$@"; then echo "PASS: options_stap: $name"; else echo "FAIL: options_stap: $name"; fi
}

# refused ARGS...: exit 1, one ERROR line on stderr, nothing on stdout
refused() {
	local out err rc
	out=$("$tapc" "$@" -p2 -e "$script" 2> "$work/err")
	rc=$?
	err=$(cat "$work/err")
	if ((rc == 1)) && [[ -z $out && $err == ERROR:* && $(wc -l < "$work/err") == 1 ]]; then
		echo "PASS: options_stap: $* refused ($err)"
	else
		echo "FAIL: options_stap: $* refused: exit $rc, stdout '$out', stderr:"
		sed 's/^/    /' "$work/err"
	fi
}

# accepted ARGS...: exit 0, the one warning, and pass 2's listing
accepted() {
	local out rc
	out=$("$tapc" "$@" -p2 -e "$script" 2>&1)
	rc=$?
	if ((rc == 0)) && grep -q "^tapc: warning: $1 has no effect: " <<< "$out" &&
	   grep -qx 'begin /\*  <- begin \*/ ' <<< "$out"; then
		echo "PASS: options_stap: $* accepted"
	else
		echo "FAIL: options_stap: $* accepted: exit $rc"
		sed 's/^/    /' <<< "$out" | head -20
	fi
}

work=$(mktemp -d /tmp/tapc-options-stap.XXXXXX)
trap 'rm -rf "$work"' EXIT

# { "NAME", ARG, KIND, ... } rows of the table
rows=$(sed -n 's/^\t{ "\(-[^"]*\)", \([a-z_]*\), \(STAP_[A-Z]*\),.*/\1 \2 \3/p' \
	"$top/driver/options_stap.c")
check "the table is read ($(wc -l <<< "$rows") options)" test "$(wc -l <<< "$rows")" -ge 30
while read -r name arg kind; do
	args=("$name")
	[[ $arg == required_argument ]] && args=("$name" x)
	case $kind in
	STAP_REFUSED) refused "${args[@]}" ;;
	STAP_ACCEPTED) accepted "${args[@]}" ;;
	STAP_CHECKED) ;;
	*) echo "FAIL: options_stap: $name: unknown kind $kind" ;;
	esac
done <<< "$rows"

refused --privilege
refused --privilege=stapusr
refused --privilege=stapsys
refused --unprivileged
refused --runtime=dyninst
refused --runtime=bpf
refused -b -o "$work/out"
accepted -b
# -F is the flight recorder (runner/run.c's detaching): pass 2 as
# without it; its pass 5 is tested in driver/tapc_run.sh
out=$("$tapc" -F -p2 -e "$script" 2>&1)
check "-F: pass 2 as without it, without a word" \
	test "$out" = "$("$tapc" -p2 -e "$script" 2>&1)"
out=$("$tapc" --privilege=stapdev -p2 -e "$script" 2>&1)
check "--privilege=stapdev, tapc's own: runs without a word" \
	test "$out" = $'# probes\nbegin /*  <- begin */ '
out=$("$tapc" --runtime=kernel -p2 -e "$script" 2>&1)
check "--runtime=kernel runs without a word" test "$out" = $'# probes\nbegin /*  <- begin */ '
out=$("$tapc" -a x86_64 -p2 -e "$script" 2>&1)
check "-a x86_64 runs without a word" test "$out" = $'# probes\nbegin /*  <- begin */ '
"$tapc" -a arm64 -p2 -e "$script" > /dev/null 2>&1
check "-a arm64 refused" test $? = 1

# --no-global-var-display: the end probe that prints x is not made
shown=$("$tapc" -p2 -e 'global x probe begin { x = 1 }' 2>&1)
hidden=$("$tapc" -p2 --no-global-var-display -e 'global x probe begin { x = 1 }' 2>&1)
check "without --no-global-var-display, x printed at the end" grep -q '^end' <<< "$shown"
check "--no-global-var-display: nothing prints x" test "$hidden" = $'# globals\nx:long\n# probes\nbegin /*  <- begin */ '
