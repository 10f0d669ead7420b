#!/bin/bash
# The record of the tapset audit (issue 30): which function pages of the
# installed systemtap-doc have their values checked against stap 5.6
# (stap's tapset sources and /work/shared/tools/stap-reference) in a guest
# case tapset_values_*.t. A page is audited when a tapset_values case calls
# its function outside comments, or a check that boots a guest of its own
# does (tapset_values.driver: panic, which ends the kernel); every other page is in
# tapset_values.left with why (not yet audited, or a difference from stap
# that is known), or in function_pages.excluded (a page with no function).
# Fails when a page is in none of them or audited and left at once, so the
# count stays exact; prints "N of M function pages audited".
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
man=${TAPC_STAP_MAN:-/usr/share/man/man3}

pages=("$man"/function::*.3stap*)
if [[ ! -e ${pages[0]} ]]; then
	echo "SKIP: tapset values audit: no function pages in $man (systemtap-doc)"
	exit 0
fi
names=$(for f in "${pages[@]}"; do f=${f##*/function::}; echo "${f%.3stap*}"; done | sort -u)
total=$(grep -c . <<< "$names")

# the calls of the cases' programs, comments left out
calls=$(for t in "$top"/testsuite/guest/tapset_values_*.t; do
	awk '/^=== PROG/ { on = 1; next } /^=== / { on = 0 } on' "$t"
done | sed 's/#.*//; s|//.*||' | grep -o '[A-Za-z_][A-Za-z0-9_]*(' | tr -d '(' | sort -u)
# the pages a guest check of its own boot asserts (panic ends the kernel)
calls=$(sort -u <(echo "$calls") <(grep -v '^#' "$here/tapset_values.driver" |
	while read -r name check; do
		[[ -n $name ]] && grep -q "$name(" "$top/$check" 2>/dev/null && echo "$name"
	done))
excluded=$(grep -v '^#' "$here/function_pages.excluded" | awk 'NF { print $1 }' | sort -u)
left=$(grep -v '^#' "$here/tapset_values.left" | awk 'NF { print $1 }' | sort -u)

audited=$(comm -12 <(echo "$names") <(echo "$calls"))
n=$(grep -c . <<< "$audited")
fail=0
both=$(comm -12 <(echo "$audited") <(echo "$left") | tr '\n' ' ')
if [[ -n ${both// /} ]]; then
	echo "FAIL: tapset values audit: audited and in tapset_values.left at once: $both"
	fail=1
fi
unknown=$(comm -23 <(echo "$left") <(echo "$names") | tr '\n' ' ')
if [[ -n ${unknown// /} ]]; then
	echo "FAIL: tapset values audit: tapset_values.left names no page: $unknown"
	fail=1
fi
none=$(comm -23 <(echo "$names") <(sort -u <(echo "$audited") <(echo "$left") <(echo "$excluded")) | tr '\n' ' ')
if [[ -n ${none// /} ]]; then
	echo "FAIL: tapset values audit: neither audited nor in tapset_values.left: $none"
	fail=1
fi
nleft=$(comm -23 <(echo "$left") <(echo "$audited") | grep -c .)
echo "tapset values audit: $n of $total function pages audited, $nleft left (tapset_values.left)," \
	"$(grep -c . <<< "$excluded") without a function (function_pages.excluded)"
((fail)) || echo "PASS: tapset values audit: $n of $total function pages audited"
