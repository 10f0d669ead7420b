#!/bin/bash
# inline_params.sh KMODS TOP: for each module with DWARF in KMODS, a
# directory KMODS/NAME.inline/ with an empty file FUNC.PARAM for each
# parameter of an inlined function that the module's DWARF locates at
# the entry of its every inline instance (inline_params.c): a case that
# reads one NEEDS @KMODS@/NAME.inline/FUNC.PARAM (gcc 16 locates none).
set -eu
kmods=$1 top=$2
tool=$kmods/lines/inline_params
mkdir -p "$kmods/lines"
gcc -O2 -Wall -Wextra -Werror -o "$tool" "$top/testsuite/kmods/inline_params.c" -ldw -lelf
for ko in "$kmods"/*.ko; do
	name=$(basename "${ko%.ko}")
	# the BTF-only ones have no DWARF
	readelf -S "$ko" | grep -q ' \.debug_info ' || continue
	mkdir -p "$kmods/$name.inline"
	"$tool" "$ko" | while read -r param located; do
		if [[ $located == yes ]]; then
			: > "$kmods/$name.inline/$param"
		fi
	done
done
