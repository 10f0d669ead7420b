# Per pass: the seed's scripts through passes 1-4 with tapc and stap,
# `-v --disable-cache -p4 -r RELEASE`, and the kbuild of a hello-world
# module as pass 4's yardstick. Sourced by bench/run.

PASS_SCRIPTS=(sbp_nd_syscall sbp_syscall sbp_tracepoint sbp_syscall_any close)

# tapc: RUNS runs each, then one more with an empty catalog cache, since
# stap with --disable-cache rebuilds its own kernel queries on every run
# while tapc keeps its catalogs of the kernel per build.
passes_tapc() {
	local s r
	for s in "${PASS_SCRIPTS[@]}"; do
		say "passes: tapc $s ($RUNS runs and one cold)"
		for ((r = 1; r <= RUNS; r++)); do
			(cd "$WORK" && measure_passes tapc "$s" "$r" "$WORK/log/tapc-$s.$r" \
				env TMPDIR="$WORK/tmp" "$TAPC" -v --disable-cache -k -p4 \
				-r "$RELEASE" "$BENCH/scripts/$s.stp")
		done
		rm -rf "$WORK/cold-cache"
		mkdir -p "$WORK/cold-cache"
		(cd "$WORK" && measure_passes tapc-cold "$s" 1 "$WORK/log/tapc-cold-$s" \
			env TMPDIR="$WORK/tmp" XDG_CACHE_HOME="$WORK/cold-cache" "$TAPC" -v \
			--disable-cache -k -p4 -r "$RELEASE" "$BENCH/scripts/$s.stp")
	done
}

# stap: its pass 2 of kernel probes builds and runs query modules (about a
# minute a run here) and its pass 4 fails against this kernel, so few runs.
passes_stap() {
	local s r
	for s in "${PASS_SCRIPTS[@]}"; do
		say "passes: stap $s ($STAP_RUNS runs)"
		for ((r = 1; r <= STAP_RUNS; r++)); do
			(cd "$WORK" && measure_passes stap "$s" "$r" "$WORK/log/stap-$s.$r" \
				env TMPDIR="$WORK/tmp" stap -v --disable-cache -p4 \
				-r "$RELEASE" "$BENCH/scripts/$s.stp")
		done
	done
}

# The hello-world module through the same kbuild (make -C BUILD M=DIR -j2,
# as tapc runs it): the time pass 4 cannot go below.
passes_hello() {
	local r dir start end
	say "passes: kbuild of a hello-world module ($RUNS runs)"
	for ((r = 1; r <= RUNS; r++)); do
		dir=$WORK/hello.$r
		rm -rf "$dir"
		cp -r "$BENCH/lib/hello" "$dir"
		start=$(date +%s%N)
		if /usr/bin/time -f '%U %S' -o "$WORK/hello.time" \
			make -C "/lib/modules/$RELEASE/build" M="$dir" -j2 modules > "$WORK/log/hello.$r" 2>&1; then
			end=$(date +%s%N)
			local cpu
			cpu=$(awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$WORK/hello.time")
			printf 'kbuild\thello\t%s\t4\t%s\t-\t%s\n' "$r" $(((end - start) / 1000000)) "$cpu" >> "$DATA/passes.tsv"
			printf 'kbuild\thello\t%s\tko\t%s\t-\t-\n' "$r" "$(stat -c %s "$dir/hello.ko")" >> "$DATA/passes.tsv"
		else
			printf 'kbuild\thello\t4\t%s\n' "$(grep -m 1 -i error "$WORK/log/hello.$r")" >> "$DATA/fails.tsv"
		fi
		rm -rf "$dir"
	done
}
