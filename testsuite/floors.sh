#!/bin/bash
# Checks the floors (docs/architecture.md): a file includes tapc's headers
# only from its own floor or below, and a floor's private header (NAME_int.h)
# only from that floor. Prints a PASS:/FAIL: line per floor.
#
#   base < kernel < parser < elaborate < translate < driver
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
floors=(base kernel parser elaborate translate driver)
declare -A rank header_floor
for i in "${!floors[@]}"; do rank[${floors[$i]}]=$i; done
for f in "${floors[@]}"; do
	for h in "$top/$f"/*.h; do
		[[ -e $h ]] && header_floor[$(basename "$h")]=$f
	done
done
header_floor[parser.h]=parser	# bison's, built in parser/
status=0
for f in "${floors[@]}"; do
	bad=
	for src in "$top/$f"/*.[chyl]; do
		[[ -e $src ]] || continue
		while read -r inc; do
			owner=${header_floor[$inc]:-}
			[[ -n $owner ]] || continue
			if ((rank[$owner] > rank[$f])); then
				bad+="    $f/$(basename "$src") includes $owner/$inc"$'\n'
			elif [[ $inc == *_int.h && $owner != "$f" ]]; then
				bad+="    $f/$(basename "$src") includes $owner's private $inc"$'\n'
			fi
		done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$src")
	done
	if [[ -n $bad ]]; then
		echo "FAIL: floors/$f"; printf '%s' "$bad"; status=1
	else
		echo "PASS: floors/$f"
	fi
done
exit $status
