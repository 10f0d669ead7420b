#!/bin/bash
# The coverage check of the function library: every function page of the
# installed systemtap-doc (man 3stap function::NAME), each form of its
# synopsis called with arguments of the documented types, must compile
# with tapc -p4. All calls go into one script for passes 2 and 3, whose
# errors name the pages that fail (each call is a line of its own); the
# rest is built in a few modules. Prints "N of M function pages compile", and
# fails when N is below what docs/what-works.md says, or when a module that pass 3
# accepted does not build. The pages not tried, and why:
# function_pages.excluded; those of old scripts alone, tried in a script
# of their --compatible: function_pages.compat.
tapc=${TAPC:-$(cd "$(dirname "$0")/../.." && pwd)/tapc}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
man=${TAPC_STAP_MAN:-/usr/share/man/man3}
work=$(mktemp -d /tmp/tapc-pages.XXXXXX)
trap 'rm -rf "$work"' EXIT

pages=("$man"/function::*.3stap*)
if [[ ! -e ${pages[0]} ]]; then
	echo "FAIL: function pages: none in $man (scripts/install-deps installs systemtap-doc)"
	exit 0
fi
total=${#pages[@]}

# NAME ARGTYPES... per synopsis form: "ctime long", "ctime".
synopses() {
	local f name
	for f in "${pages[@]}"; do
		name=${f##*/function::}; name=${name%.3stap*}
		zcat -f "$f" | awk -v page="$name" '
			/^\.SH "SYNOPSIS"/ { on = 1; next }
			/^\.SH/ { on = 0 }
			on && !/^\./ {
				line = $0
				gsub(/\\f[BIR]/, "", line); gsub(/\\-/, "-", line)
				sub(/^ *[0-9]+\) */, "", line); sub(/^ +/, "", line)
				if (!match(line, /\(.*\)/)) next
				args = substr(line, RSTART + 1, RLENGTH - 2)
				out = page
				n = split(args, a, ",")
				for (i = 1; i <= n; i++) {
					t = a[i]; sub(/^[^:]*:?/, "", t)
					out = out " " (t == "string" ? "string" : "long")
				}
				print out
			}'
	done
}

excluded=$(grep -v '^#' "$here/function_pages.excluded" | awk '{ print $1 }')
compat=$(grep -v '^#' "$here/function_pages.compat" | awk 'NF { print $1 }')
oldest=$(grep -v '^#' "$here/function_pages.compat" | awk 'NF { print $2 }' | sort -V | head -n 1)
# the types tapc gives its functions, for where a result goes (an old
# script's too)
types=$({ "$tapc" --dump-functions; "$tapc" --compatible="$oldest" --dump-functions; } 2>/dev/null |
	sed 's/:\([a-z]*\) (.*/ \1/')

# One probe line per call, remembered by line: "LINE PAGE".
{
	echo "global pages_l, pages_s"
	echo "probe begin {"
} > "$work/all.stp"
line=2
: > "$work/lines"; : > "$work/lc"
while read -r name argtypes; do
	grep -qxF -- "$name" <<< "$excluded" && continue
	args=""
	for t in $argtypes; do
		[[ $t == string ]] && a='"x"' || a=1
		args=${args:+$args, }$a
	done
	type=$(awk -v n="$name" '$1 == n { print $2; exit }' <<< "$types")
	case $type in
	long) call="pages_l = $name($args)" ;;
	string) call="pages_s = $name($args)" ;;
	*) call="$name($args)" ;;
	esac
	line=$((line + 1))
	echo "	$call" >> "$work/all.stp"
	echo "$line $name" >> "$work/lines"
	grep -qxF -- "$name" <<< "$compat" && echo "$line" >> "$work/lc"
done < <(synopses)
echo "}" >> "$work/all.stp"

# script LINES OUT: the calls of those lines of all.stp as a script
script() {
	{
		echo "global pages_l, pages_s"
		echo "probe begin {"
		awk 'NR == FNR { want[$1] = 1; next } want[FNR]' "$1" "$work/all.stp"
		echo "}"
	} > "$2"
}

# failing PASS LINES: prints the lines of LINES whose calls fail pass
# PASS: those its errors name, and where an error names none of them (a
# tapset's line), the ones found by halving.
failing() {
	local pass=$1 lines=$2 n
	n=$(wc -l < "$lines")
	((n)) || return 0
	script "$lines" "$lines.stp"
	"$tapc" ${old_script:+--compatible="$old_script"} -g -w -p"$pass" "$lines.stp" \
		> /dev/null 2> "$lines.err" && return 0
	sed -n "s/.* at [^ ]*${lines##*/}\.stp:\([0-9]*\):[0-9]*\$/\1/p" "$lines.err" |
		sort -un > "$lines.named"
	# script line k is the (k - 2)th line of LINES
	awk 'NR == FNR { bad[$1 - 2] = 1; next } bad[FNR]' "$lines.named" "$lines" > "$lines.bad"
	if [[ -s $lines.bad ]]; then
		cat "$lines.bad"
		grep -vxFf "$lines.bad" "$lines" > "$lines.rest"
		failing "$pass" "$lines.rest"
	elif ((n == 1)); then
		cat "$lines"
	else
		head -n $((n / 2)) "$lines" > "$lines.a"
		tail -n +$((n / 2 + 1)) "$lines" > "$lines.b"
		failing "$pass" "$lines.a"
		failing "$pass" "$lines.b"
	fi
}

# passes 2 and 3 over all the calls at once, then pass 4 in four modules;
# an old script's in one script of their own, of the oldest --compatible
# bad ALL: the lines of ALL whose calls fail a pass
bad() {
	local all=$1
	failing 2 "$all" > "$all.bad2"
	grep -vxFf "$all.bad2" "$all" > "$all.l3"
	failing 3 "$all.l3" > "$all.bad3"
	grep -vxFf "$all.bad3" "$all.l3" > "$all.l4"
	cat "$all.bad2" "$all.bad3"
	if [[ -n $old_script ]]; then
		failing 4 "$all.l4"
		return
	fi
	split -n l/4 -d "$all.l4" "$all.part."
	for part in "$all".part.0?; do
		failing 4 "$part"
	done
}
awk '{ print $1 }' "$work/lines" | grep -vxFf "$work/lc" > "$work/l2"
old_script="" bad "$work/l2" > "$work/bad_lines"
[[ -s $work/lc ]] && old_script=$oldest bad "$work/lc" >> "$work/bad_lines"
awk 'NR == FNR { bad[$1] = 1; next } bad[$1] { print $2 }' "$work/bad_lines" "$work/lines" |
	sort -u > "$work/failed"
awk '{ print $2 }' "$work/lines" | sort -u > "$work/tried"
comm -23 "$work/tried" "$work/failed" > "$work/passed"

n=$(wc -l < "$work/passed")
echo "function pages: $n of $total function pages compile" \
	"($(grep -c . <<< "$excluded") left out: function_pages.excluded)"
missing=$(tr '\n' ' ' < "$work/failed")
[[ -n $missing ]] && echo "function pages that do not compile: $missing"
want=$(sed -n 's/.*\b\([0-9][0-9]*\) of [0-9]* function pages compile.*/\1/p' "$top/docs/what-works.md" | head -n 1)
if [[ -z $want ]]; then
	echo "FAIL: function pages: docs/what-works.md does not say how many of them compile"
elif ((n < want)); then
	echo "FAIL: function pages: $n compile, docs/what-works.md says $want"
else
	echo "PASS: function pages: $n of $total compile (docs/what-works.md: $want)"
fi
