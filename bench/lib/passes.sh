# Per pass: the seed's scripts through passes 1-4 with tapc and stap,
# `-v --disable-cache -p4 -r RELEASE`, and the kbuild of a hello-world
# module as pass 4's yardstick. Sourced by bench/run.

PASS_SCRIPTS=(sbp_nd_syscall sbp_syscall sbp_tracepoint sbp_syscall_any close)

# passes_runs TOOL SCRIPT RUNS COMMAND...: COMMAND -v ... SCRIPT, RUNS times
passes_runs() {
	local tool=$1 s=$2 runs=$3 r
	shift 3
	for ((r = 1; r <= runs; r++)); do
		(cd "$WORK" && measure_passes "$tool" "$s" "$r" "$WORK/log/$tool-$s.$r" \
			env TMPDIR="$WORK/tmp" "$@" -v --disable-cache -p4 -r "$RELEASE" \
			"$BENCH/scripts/$s.stp")
	done
}

# tapc: RUNS rounds, each running every script once and the hello-world
# kbuild once (passes_hello_run), so that pass 4 and its yardstick are
# measured under the same load of this shared machine and compared round
# by round (the report's pass 4 target takes the median of the paired
# ratios); then one more run of each with empty per-kernel caches, since
# stap with --disable-cache rebuilds its own kernel queries on every run
# while tapc keeps what it makes once per kernel build (its catalogs of
# the kernel, the runtime's object and precompiled headers, per script
# kind). One run of each script first, not counted, makes those as any
# first run on the kernel does.
passes_tapc() {
	local s r
	for s in "${PASS_SCRIPTS[@]}"; do
		(cd "$WORK" && TMPDIR=$WORK/tmp "$TAPC" --disable-cache -p4 -r "$RELEASE" \
			"$BENCH/scripts/$s.stp") > /dev/null 2>&1
	done
	say "passes: tapc, $RUNS rounds of ${PASS_SCRIPTS[*]} and the hello-world kbuild"
	for ((r = 1; r <= RUNS; r++)); do
		passes_hello_run "$r"
		for s in "${PASS_SCRIPTS[@]}"; do
			(cd "$WORK" && measure_passes tapc "$s" "$r" "$WORK/log/tapc-$s.$r" \
				env TMPDIR="$WORK/tmp" "$TAPC" -k -v --disable-cache -p4 \
				-r "$RELEASE" "$BENCH/scripts/$s.stp")
		done
	done
	for s in "${PASS_SCRIPTS[@]}"; do
		say "passes: tapc $s, one run on the kernel's first"
		rm -rf "$WORK/cold-cache"
		mkdir -p "$WORK/cold-cache"
		passes_runs tapc-cold "$s" 1 env XDG_CACHE_HOME="$WORK/cold-cache" "$TAPC" -k
	done
}

# stap: its pass 2 of kernel probes builds and runs query modules (one to
# six minutes a run here) and its pass 4 fails against this kernel, so few
# runs.
passes_stap() {
	local s
	for s in "${PASS_SCRIPTS[@]}"; do
		say "passes: stap $s ($STAP_RUNS runs)"
		passes_runs stap "$s" "$STAP_RUNS" stap
	done
}

# The hello-world module through the same kbuild (make -C BUILD M=DIR
# -j2, as tapc's fallback runs it): the time pass 4 cannot go below. Run
# R of the pairs passes_tapc makes.
passes_hello_run() {
	local r=$1 dir start end cpu
	dir=$WORK/hello.$r
	rm -rf "$dir"
	cp -r "$BENCH/lib/hello" "$dir"
	start=$(date +%s%N)
	if /usr/bin/time -f '%U %S' -o "$WORK/hello.time" \
		make -C "/lib/modules/$RELEASE/build" M="$dir" -j2 modules > "$WORK/log/hello.$r" 2>&1; then
		end=$(date +%s%N)
		cpu=$(awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$WORK/hello.time")
		printf 'kbuild\thello\t%s\t4\t%s\t-\t%s\n' "$r" $(((end - start) / 1000000)) "$cpu" >> "$DATA/passes.tsv"
		printf 'kbuild\thello\t%s\tko\t%s\t-\t-\n' "$r" "$(stat -c %s "$dir/hello.ko")" >> "$DATA/passes.tsv"
		printf 'kbuild\thello\t%s\tloaded\t%s\t-\t-\n' "$r" \
			"$(size "$dir/hello.ko" | awk 'NR == 2 { print $4 }')" >> "$DATA/passes.tsv"
	elif [[ $r == 1 ]]; then
		printf 'kbuild\thello\t4\t%s\n' "$(grep -m 1 -i error "$WORK/log/hello.$r")" >> "$DATA/fails.tsv"
	fi
	rm -rf "$dir"
}

# Where pass 4's compiler time goes, for the seed's close script and for
# the hello-world module: gcc's own -ftime-report of the unit compiled
# (the script's; its runtime is linked from the kept object), run again
# with the command that compiled it (kbuild's saved one; for tapc's the
# kept recipe's, with its precompiled headers, as -vvv prints it), and
# the preprocessed lines.
# usage: cc_anatomy UNIT COMMAND   (rows into anatomy.tsv)
cc_anatomy() {
	local unit=$1 cmd=$2 report
	[[ -n $cmd ]] || return 0
	report=$(cd "/lib/modules/$RELEASE/build" && bash -c "$cmd -ftime-report" 2>&1)
	# usr + sys seconds: " phase parsing : 0.70 ( 51%) 0.26 (100%) ...",
	# read with the percentages taken out
	awk -v u="$unit" '
		{ gsub(/\( *[0-9]+%\)/, "") }
		/phase parsing/ { printf "%s\tparse_s\t%.2f\n", u, $4 + $5 }
		/phase opt and generate/ { printf "%s\topt_s\t%.2f\n", u, $6 + $7 }
		/^ TOTAL/ { printf "%s\ttotal_s\t%.2f\n", u, $3 + $4 }' <<< "$report" >> "$DATA/anatomy.tsv"
	cmd=$(sed "s| -c -o [^ ]*| -E -o $WORK/anatomy.i|" <<< "$cmd")
	(cd "/lib/modules/$RELEASE/build" && bash -c "$cmd") > /dev/null 2>&1 &&
		printf '%s\tlines\t%s\n' "$unit" "$(wc -l < "$WORK/anatomy.i")" >> "$DATA/anatomy.tsv"
}

pass4_anatomy() {
	local dir
	rm -f "$DATA/anatomy.tsv"
	say "passes: where pass 4's compiler time goes"
	(cd "$WORK" && TMPDIR=$WORK/tmp "$TAPC" -vvv -k -p4 --disable-cache -r "$RELEASE" \
		-m anatomy "$BENCH/scripts/close.stp" > /dev/null 2> "$WORK/log/anatomy")
	cc_anatomy tapc "$(grep -m 1 -- '-c -o [^ ]*/anatomy_src\.o ' "$WORK/log/anatomy" | sed 's/ ;.*//')"
	dir=$WORK/hello.anatomy
	rm -rf "$dir"
	cp -r "$BENCH/lib/hello" "$dir"
	make -C "/lib/modules/$RELEASE/build" M="$dir" -j2 modules > /dev/null 2>&1 &&
		cc_anatomy hello "$(sed -n 's/^\(saved\)\{0,1\}cmd_[^ ]* := //p' "$dir/.hello.o.cmd" |
			head -n 1 | sed 's/;.*//')"
}
