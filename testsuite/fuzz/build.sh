#!/bin/sh
# Builds the libFuzzer target over passes 1 to 3 (fuzz_frontend.c), with
# AddressSanitizer and UndefinedBehaviorSanitizer, from the sources of a
# configured tree (the bison and flex output come from its `make`).
#
#   testsuite/fuzz/build.sh [OUTPUT]
set -e
top=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$top/testsuite/fuzz/fuzz_frontend}
[ -f "$top/parser/parser.c" ] && [ -f "$top/parser/lexer.c" ] ||
	make -C "$top" parser/parser.c parser/lexer.c >/dev/null
srcs=$(ls "$top"/base/*.c "$top"/kernel/*.c "$top"/dwarf/*.c "$top"/user/*.c "$top"/parser/*.c "$top"/elaborate/*.c "$top"/translate/*.c \
	"$top"/probes/*.c "$top"/probes/*/*.c "$top"/runner/*.c "$top"/driver/*.c | grep -v -e '/driver/main\.c$' -e '/runner/tapc_run\.c$')
# the libraries configure found (libelf, libdw, the images' decompressors)
libs=$(sed -n 's/^\(IMAGE\|DWARF\)_LIBS = //p' "$top/Makefile" | tr '\n' ' ')
probes=$(for d in "$top"/probes "$top"/probes/*/; do printf -- '-I%s ' "${d%/}"; done)
# each source compiled apart, TAPC_TEST_JOBS at once (default: the CPUs),
# with the flags in a response file, then linked
objs=$(mktemp -d "${TMPDIR:-/tmp}/tapc-fuzz-objs.XXXXXX")
trap 'rm -rf "$objs"' EXIT
# shellcheck disable=SC2086
printf '%s\n' -g -O1 -std=gnu11 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=undefined -D_GNU_SOURCE \
	-I"$top/base" -I"$top/kernel" -I"$top/dwarf" -I"$top/user" -I"$top/parser" -I"$top/elaborate" -I"$top/translate" $probes -I"$top/runner" -I"$top/driver" \
	"'-DTAPC_PKGDATADIR=\"/nonexistent\"'" "'-DTAPC_VERSION=\"fuzz\"'" > "$objs/flags"
# shellcheck disable=SC2016
printf '%s\n' $srcs "$top/testsuite/fuzz/fuzz_frontend.c" |
	xargs -P "${TAPC_TEST_JOBS:-$(nproc)}" -I{} sh -c \
		'clang @"$1/flags" -c "$2" -o "$1/$(printf %s "$2" | tr / _).o"' sh "$objs" {}
# shellcheck disable=SC2086
clang -g -fsanitize=fuzzer,address,undefined "$objs"/*.o $libs -o "$out"
echo "$out"
