#!/bin/bash
# tapc-functions(7) and tapc-probes(7) give every entry its description:
# the functions and probe aliases of the tapsets that have no description
# block (scripts/tapset-man undocumented) may not grow past the ceilings
# below, today's counts; lower them as descriptions are written, never
# raise them. Also checks that the page shows a block's example.
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
status=0
list=$(sh "$top/scripts/tapset-man" undocumented test "$top"/tapsets/*.stp) || {
	echo "FAIL: tapset docs: scripts/tapset-man undocumented failed"; exit 1; }
# check WHAT PAGE CEILING LIST: the undocumented entries of one page
check() {
	local n total
	n=$(grep -c . <<< "$4")
	total=$(sh "$top/scripts/tapset-man" "$2" test "$top"/tapsets/*.stp | grep -c '^\.TP$')
	if ((total < 200)); then
		echo "FAIL: tapset docs: tapc-$2(7) lists $total $1 (the generator lost some)"
		status=1
	elif ((n > $3)); then
		echo "FAIL: tapset docs: $n of $total $1 have no description (at most $3):"
		sed 's/^/  /' <<< "$4"
		status=1
	else
		echo "PASS: tapset docs: $n of $total $1 without a description (at most $3)"
	fi
}
check functions functions 0 "$(grep -v ': probe ' <<< "$list")"
check "probe aliases" probes 0 "$(grep ': probe ' <<< "$list")"
# an example block is shown as written, in a no-fill block
if sh "$top/scripts/tapset-man" functions test "$top/tapsets/task_time.stp" |
	grep -A2 '^usecs_to_string\|^\.nf$' | grep -qF 'Example: usecs_to_string(62003000) is "1m2.003000s".'; then
	echo "PASS: tapset docs: an example is shown"
else
	echo "FAIL: tapset docs: usecs_to_string's example is not on the page"
	status=1
fi
exit $status
