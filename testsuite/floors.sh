#!/bin/bash
# Checks the floors (docs/architecture.md): a file includes tapc's headers
# only from its own floor or below, and a floor's private header (NAME_int.h)
# only from that floor. Prints a PASS:/FAIL: line per floor. A floor's
# files may sit in folders of its own (probes/syscall/).
#
#   base < runner < kernel < dwarf < user < parser < elaborate < translate < probes < driver
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
floors=(base runner kernel dwarf user parser elaborate translate probes driver)
declare -A rank header_floor
for i in "${!floors[@]}"; do rank[${floors[$i]}]=$i; done
for f in "${floors[@]}"; do
	while read -r h; do
		header_floor[$(basename "$h")]=$f
	done < <(find "$top/$f" -name '*.h')
done
header_floor[parser.h]=parser	# bison's, built in parser/
status=0
for f in "${floors[@]}"; do
	bad=
	while read -r src; do
		while read -r inc; do
			owner=${header_floor[$inc]:-}
			[[ -n $owner ]] || continue
			if ((rank[$owner] > rank[$f])); then
				bad+="    ${src#"$top"/} includes $owner/$inc"$'\n'
			elif [[ $inc == *_int.h && $owner != "$f" ]]; then
				bad+="    ${src#"$top"/} includes $owner's private $inc"$'\n'
			fi
		done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$src")
	done < <(find "$top/$f" -name '*.[chyl]')
	if [[ -n $bad ]]; then
		echo "FAIL: floors/$f"; printf '%s' "$bad"; status=1
	else
		echo "PASS: floors/$f"
	fi
done
exit $status
