#!/bin/bash
# The hints tapc's messages end with ("[man error::pass2]", stap's) lead to
# tapc's own pages: every hint the sources print (the driver, the probe
# families, the runtime, the tapsets) is a section of tapc-errors.7, which
# scripts/errors-man makes into the page `man HINT` opens; each such page
# renders with its NAME line. tapc(1)'s SEE ALSO names tapc's other pages.
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
page=$top/tapc-errors.7
gen=$top/scripts/errors-man
status=0
fail() { echo "FAIL: error pages: $1"; status=1; }

have=$(sh "$gen" --list "$page")
[[ -n $have ]] || fail "tapc-errors.7 has no hint section"
# the hints the sources print; "error::pass%d" is pass_failed's, passes 1-4
printed=$(cd "$top" && grep -rhoE '\[man (error|warning)::[a-z0-9_%-]+' \
	base kernel dwarf user parser elaborate translate probes runtime runner \
	driver tapsets 2>/dev/null | sed 's/^\[man //' | sort -u)
[[ -n $printed ]] || fail "no hint found in the sources (the pattern is stale)"
for hint in $printed; do
	if [[ $hint == *%d ]]; then
		want=$(for n in 1 2 3 4; do echo "${hint%\%d}$n"; done)
	else
		want=$hint
	fi
	for w in $want; do
		grep -qxF "$w" <<< "$have" || fail "'[man $w]' is printed, but tapc-errors.7 has no section ${w^^}"
	done
done
n=0
for hint in $have; do
	out=$(sh "$gen" "$hint" "$page" | MANWIDTH=80 man -l - 2>&1)
	if grep -qE "^ *$hint +- " <<< "$out" && (($(wc -l <<< "$out") > 8)); then
		n=$((n + 1))
	else
		fail "the page $hint does not render with its NAME line" 
		echo "$out" | head -n 12
	fi
done
for ref in 'tapc-functions (7)' 'tapc-probes (7)' 'tapc-errors (7)' 'tapc-prep (1)'; do
	sed -n '/^\.SH SEE ALSO/,$p' "$top/tapc.1" | grep -qF ".BR $ref" ||
		fail "tapc.1's SEE ALSO does not name ${ref/ /}"
done
((status == 0)) && echo "PASS: error pages: $n hint pages from tapc-errors.7, every hint the sources print among them; tapc(1) names tapc's pages"
exit $status
