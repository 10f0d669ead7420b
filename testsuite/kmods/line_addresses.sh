#!/bin/bash
# line_addresses.sh KMODS TOP: a macro file, KMODS/lines/lines.stpm, of
# the addresses of the lines the guest cases probe by address, taken
# from the modules built now (the compiler the target's kbuild runs
# decides them: gcc 12 and gcc 16 place them apart), in the layout stap
# reads a module's sections in (line_address.c):
#   @tapc_test_c_28   line 28 of tapc_test.c in tapc_test.ko
# A case uses them with `=== ARGS -I @KMODS@/lines`.
set -eu
kmods=$1 top=$2
out=$kmods/lines
mkdir -p "$out"
gcc -O2 -Wall -Wextra -Werror -o "$out/line_address" "$top/testsuite/kmods/line_address.c" -ldw -lelf
# the first address of FILE:LINE in MODULE.ko, as the macro NAME
line_macro() {
	local name=$1 module=$2 file=$3 line=$4 addr
	addr=$("$out/line_address" "$kmods/$module" "$file" "$line" | head -n 1)
	[[ $addr == 0x* ]] || { echo "line_addresses.sh: no address for $file:$line in $module" >&2; exit 1; }
	printf '@define %s %%( %s %%)\n' "$name" "$addr"
}
{
	echo "# generated from the built modules by testsuite/kmods/line_addresses.sh"
	line_macro tapc_test_c_28 tapc_test.ko tapc_test.c 28
} > "$out/lines.stpm"
