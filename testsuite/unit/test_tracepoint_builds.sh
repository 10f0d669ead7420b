#!/bin/bash
# Every tracepoint of every installed target kernel's catalog can be
# probed: the handler prototype pass 3 writes for each (in types that need
# no kernel header) compiles with that kernel's own kbuild, warnings as
# errors. The runtime is left out, so that this checks the catalog alone.
# Prints "PASS: name" or "FAIL: name" per kernel.
tapc=$(cd "$(dirname "$0")/../.." && pwd)/tapc
work=$(mktemp -d /tmp/tapc-tpbuild.XXXXXX)
trap 'rm -rf "$work"' EXIT

for build in /lib/modules/*/build; do
	[[ -f $build/Makefile ]] || continue
	release=$(basename "$(dirname "$build")")
	dir=$work/$release
	mkdir -p "$dir"
	if ! "$tapc" -r "$release" -p3 -e 'global n; probe kernel.trace("*") { n++ }' \
		> "$dir/module.c" 2> "$dir/p3.log"; then
		echo "FAIL: tracepoints of $release: pass 3"
		sed 's/^/    /' "$dir/p3.log" | head -n 20
		continue
	fi
	# each handler's first line is its whole prototype
	grep '^static void tp_[0-9_]*(void \*__data' "$dir/module.c" |
		sed 's/$/ { }/; s/^static /__attribute__((used)) static /' > "$dir/handlers.c"
	count=$(grep -c . "$dir/handlers.c")
	printf 'obj-m := handlers.o\nccflags-y := -Werror\n' > "$dir/Makefile"
	if make -C "$build" M="$dir" handlers.o > "$dir/make.log" 2>&1; then
		echo "PASS: tracepoints of $release: $count handlers compile"
	else
		echo "FAIL: tracepoints of $release: $count handlers, not all compile"
		grep -E 'error|warning' "$dir/make.log" | sed 's/^/    /' | head -n 20
	fi
done
