#!/bin/bash
# Checks the floors (docs/architecture.md): a file includes tapc's headers
# only from its own floor or below, and a floor's private header (NAME_int.h)
# only from that floor. Prints a PASS:/FAIL: line per floor. A floor's
# files may sit in folders of its own (probes/syscall/).
# Then two more lines: no file outside kernel/ loads one of the kernel's
# catalogs itself (it asks the target: kernel/catalogs.h), and no two
# folders include each other's headers, directly or round a longer
# circle (a family that builds on another includes that one's header,
# never the other way); and no header includes itself round a circle of
# headers, inside a folder or across folders (include guards hide one:
# whichever is read first decides what the other sees); and no two files
# of a family's folder (probes/NAME/) call each other, directly or round
# a longer circle (the family's shared core is called, never calls back:
# testsuite/lib/file_calls.awk says which file calls which).
#
#   base < runner < kernel < dwarf < user < parser < elaborate < translate < probes < driver
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
floors=(base runner kernel dwarf user parser elaborate translate probes driver)
# edges: the folders whose headers each folder's files include (for the
# circles, at the end)
declare -A rank header_floor header_dir edges header_edges
for i in "${!floors[@]}"; do rank[${floors[$i]}]=$i; done
for f in "${floors[@]}"; do
	while read -r h; do
		header_floor[$(basename "$h")]=$f
		header_dir[$(basename "$h")]=$(dirname "${h#"$top"/}")
	done < <(find "$top/$f" -name '*.h')
done
header_floor[parser.h]=parser	# bison's, built in parser/
status=0
for f in "${floors[@]}"; do
	bad=
	while read -r src; do
		dir=$(dirname "${src#"$top"/}")
		while read -r inc; do
			owner=${header_floor[$inc]:-}
			[[ -n $owner ]] || continue
			to=${header_dir[$inc]:-$dir}
			[[ $to == "$dir" || " ${edges[$dir]:-} " == *" $to "* ]] ||
				edges[$dir]+=" $to"
			[[ $src == *.h ]] && header_edges[$(basename "$src")]+=" $inc"
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

# the catalogs' loaders: every NAME_load() kernel/'s headers declare
loaders=$(grep -ho '\b[a-z_]*_load(' "$top"/kernel/*.h | sort -u | sed 's/($//' |
	paste -sd'|')
bad=
for f in "${floors[@]}"; do
	[[ $f == kernel ]] && continue
	while read -r hit; do
		bad+="    ${hit#"$top"/}"$'\n'
	done < <(grep -EnH "\b($loaders)\(" $(find "$top/$f" -name '*.[chyl]') /dev/null)
done
if [[ -n $bad ]]; then
	echo "FAIL: floors/catalogs (load them through kernel/catalogs.h)"
	printf '%s' "$bad"; status=1
else
	echo "PASS: floors/catalogs"
fi

# depth first, colouring each node of the graph named $1 (an array of
# each node's edges): 1 while on the path, 2 when done; each circle found
# is added to $circles
declare -A colour
circles=
visit() {
	local -n graph=$1
	local d=$2 path="$3 $2" to cycle
	colour[$d]=1
	for to in ${graph[$d]:-}; do
		if [[ ${colour[$to]:-0} == 1 ]]; then
			cycle="$to ${path#* "$to" } $to"
			circles+="    ${cycle// / -> }"$'\n'
		elif [[ ${colour[$to]:-0} == 0 ]]; then
			visit "$1" "$to" "$path"
		fi
	done
	colour[$d]=2
}
circles_of() {
	local -n graph=$1
	local d
	colour=()
	circles=
	for d in $(printf '%s\n' "${!graph[@]}" | sort); do
		[[ ${colour[$d]:-0} == 0 ]] && visit "$1" "$d" ""
	done
}
# circles_of GRAPH, then its line: PASS: floors/NAME, or FAIL: with WHAT
# and each circle
circles_line() {
	circles_of "$1"
	if [[ -n $circles ]]; then
		echo "FAIL: floors/$2 ($3)"
		printf '%s' "$circles"; status=1
	else
		echo "PASS: floors/$2"
	fi
}
circles_line edges circles "folders that include each other"
circles_line header_edges header-circles "headers that include each other"
# the files of each family's folder that call into each other: the
# other floors' folders are left out, where a recursive descent (the
# parser, translate/'s expressions and statements) spans files by design
declare -A call_edges
while read -r from to; do
	call_edges[${from#"$top"/}]+=" ${to#"$top"/}"
done < <(for d in "$top"/probes/*/; do
	files=("$d"*.c)
	[[ -e ${files[0]} ]] && awk -f "$top/testsuite/lib/file_calls.awk" "${files[@]}" "${files[@]}"
done)
circles_line call_edges call-circles "files of a family that call each other"
exit $status
