#!/bin/bash
# The README's quick start works: each of its one-liners builds its module
# (tapc -p4; the listings run whole), so that what a newcomer copies first
# is never stale. The lines are those of the indented block under
# "## Quick start" that start with "tapc ".
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
tapc=${TAPC:-$top/tapc}
status=0 n=0
lines=$(awk '/^## Quick start/ { on = 1; next } /^## / { on = 0 }
	on && /^    tapc / { sub(/^    /, ""); print }' "$top/README.md")
if [[ -z $lines ]]; then
	echo "FAIL: README quick start: no one-liner found under '## Quick start'"
	exit 1
fi
while IFS= read -r line; do
	n=$((n + 1))
	args=${line#tapc }
	case $args in
	-l\ *|-L\ *) args=$(sed -E 's/ +# .*$//' <<< "$args"); opts=() ;;
	*) opts=(-p4) ;;
	esac
	out=$(cd "${TMPDIR:-/tmp}" && eval "\"\$tapc\" \"\${opts[@]}\" $args" 2>&1)
	code=$?
	if ((code == 0)) && [[ -n $out ]]; then
		:
	else
		echo "FAIL: README quick start line $n (exit $code): $line"
		head -n 5 <<< "$out" | sed 's/^/  /'
		status=1
	fi
done <<< "$lines"
((status == 0)) && echo "PASS: README quick start: all $n one-liners build (-p4) or list"
exit $status
