#!/bin/bash
# tapc-functions(7) gives every function its description: the functions of
# the tapsets that have no description block (scripts/tapset-man
# undocumented) may not grow past the ceiling below, today's count; lower
# it as descriptions are written, never raise it. Also checks that the
# page shows a block's example.
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
ceiling=0
status=0
list=$(sh "$top/scripts/tapset-man" undocumented test "$top"/tapsets/*.stp) || {
	echo "FAIL: tapset docs: scripts/tapset-man undocumented failed"; exit 1; }
n=$(grep -c . <<< "$list")
total=$(sh "$top/scripts/tapset-man" functions test "$top"/tapsets/*.stp | grep -c '^\.TP$')
if ((total < 400)); then
	echo "FAIL: tapset docs: the page lists $total functions (the generator lost some)"
	status=1
elif ((n > ceiling)); then
	echo "FAIL: tapset docs: $n of $total functions have no description (at most $ceiling):"
	sed 's/^/  /' <<< "$list"
	status=1
else
	echo "PASS: tapset docs: $n of $total functions without a description (at most $ceiling)"
fi
# an example block is shown as written, in a no-fill block
if sh "$top/scripts/tapset-man" functions test "$top/tapsets/task_time.stp" |
	grep -A2 '^usecs_to_string\|^\.nf$' | grep -qF 'Example: usecs_to_string(62003000) is "1m2.003000s".'; then
	echo "PASS: tapset docs: an example is shown"
else
	echo "FAIL: tapset docs: usecs_to_string's example is not on the page"
	status=1
fi
exit $status
