# Pass 5 in the target kernel, all in one boot of the guest: start-up and
# shutdown of each per-pass script, and the seed's per-hit cost. The host
# builds every module first; the guest only loads and runs them. Sourced
# by bench/run.

HIT_SCRIPTS=(hit_never hit_floor hit_trace hit_syscall_close hit_syscall_all hit_nd_close
	hit_pidmap hit_stat hit_printf hit_hist hit_kfunc)
# tapc's options for a per-hit module: the floor's empty probe
# is kept with -u
declare -A HIT_OPTS=([hit_floor]=-u [hit_ufloor]=-u)
# The uprobe's per-hit cases, on call_loop's tick (UHITS calls a run,
# HITS by default): the empty handler of our own, and the count
UHIT_SCRIPTS=(hit_ufloor hit_ufunc)
# bpftrace beside tapc, run in the same boot and rounds: each bt_NAME.bt
# is the bpftrace form of a tapc case (bench/lib/report.sh pairs them)
BT_SCRIPTS=(bt_floor bt_count bt_pidmap bt_hist bt_kprobe)
# HIT_ONLY and BT_ONLY (names, space-separated; BT_ONLY=none: no
# bpftrace) measure a few of them alone, for a quick look: the report's
# rows want the whole set
[[ -n ${HIT_ONLY:-} ]] && read -r -a HIT_SCRIPTS <<< "$HIT_ONLY"
[[ -n ${BT_ONLY:-} ]] && read -r -a BT_SCRIPTS <<< "${BT_ONLY/none/}"
[[ -n ${UHIT_ONLY:-} ]] && read -r -a UHIT_SCRIPTS <<< "${UHIT_ONLY/none/}"

# tapc -p4 into $WORK/mod/NAME.ko, the cache aside; the reason on stdout
# when it fails.
guest_build() {
	local name=$1 stp=$2 dir ko
	shift 2
	local log=$WORK/log/build-$name
	ko=$(cd "$WORK" && TMPDIR=$WORK/tmp "$TAPC" -p4 -k --disable-cache -r "$RELEASE" \
		-m "$name" "$@" "$stp" 2> "$log" | tail -n 1)
	dir=$(sed -n 's/^Keeping temporary directory "\(.*\)"$/\1/p' "$log")
	[[ -z $ko || $ko == /* ]] || ko=$WORK/$ko	# -m copies it into $WORK
	if [[ $ko == *.ko && -f $ko ]]; then
		cp "$ko" "$WORK/mod/$name.ko"
		rm -rf "$dir"
		return 0
	fi
	[[ -n $dir ]] && rm -rf "$dir"
	grep -m 1 -E '(error|ERROR)[: ]' "$log" | strip_dirs | cut -c 1-160
	return 1
}

# The first boot's script: every start-up GUEST_RUNS times (interleaved,
# so that a slow moment of the host does not fall on one script).
guest_batch() {
	cat <<EOF
#!/bin/sh
w=$WORK
for r in \$(seq 1 $GUEST_RUNS); do
	for m in $*; do
		[ -f \$w/mod/su_\$m.ko ] || continue
		\$w/progs/stamp \$w/out/su_\$m.\$r.out "$TAPC" -vv --run-module \$w/mod/su_\$m.ko -T 300 \\
			2> \$w/out/su_\$m.\$r.err < /dev/null
	done
done
EOF
}

# The second boot's script: the per-hit rounds, the bare loop first, in
# a guest whose clock counts instructions (qemu's -icount shift=0: one
# ns per instruction), so that a hit's cost is what it executes, the same
# from run to run whatever else the host does. The loop runs on CPU 1:
# there bpftrace's hits cost it least (on CPU 0 each of its tracepoint
# hits executes about 500 instructions more; tapc's cost the same
# on either). The loop times its calls in ten parts and the rows take the
# fastest part's pace: in some runs a kernel thread executes some four
# million instructions on CPU 1 during the loop, which would add 20 a
# call to that run alone.
HIT_PARTS=10
# HIT_CPU: the guest's CPU the loops run on, 1 by default; 0 in a boot of
# one CPU (TAPC_GUEST_CPUS=1, where a boot of two under -icount does not
# always come up)
HIT_CPU=${HIT_CPU:-1}
hit_batch() {
	cat <<EOF
#!/bin/sh
w=$WORK
loop="${HIT_BOTH_CPUS:+\$w/both_loop }/usr/bin/taskset -c $HIT_CPU \$w/progs/close_loop $HITS $HIT_PARTS"
uloop="/usr/bin/taskset -c $HIT_CPU \$w/progs/call_loop ${UHITS:-$HITS}"
for r in \$(seq 1 $HIT_RUNS); do
	\$loop 2> \$w/out/hit_bare.\$r.err
	for m in ${HIT_SCRIPTS[*]}; do
		[ -f \$w/mod/\$m.ko ] || continue
		"$TAPC" --run-module \$w/mod/\$m.ko -T 1800 -c "\$loop" \\
			> \$w/out/\$m.\$r.out 2> \$w/out/\$m.\$r.err < /dev/null
		echo \$? > \$w/out/\$m.\$r.status
	done
	\$uloop 2> \$w/out/hit_ubare.\$r.err
	for m in ${UHIT_SCRIPTS[*]}; do
		[ -f \$w/mod/\$m.ko ] || continue
		"$TAPC" --run-module \$w/mod/\$m.ko -T 1800 -c "\$uloop" \\
			> \$w/out/\$m.\$r.out 2> \$w/out/\$m.\$r.err < /dev/null
		echo \$? > \$w/out/\$m.\$r.status
	done
	command -v bpftrace > /dev/null || continue
	for m in ${BT_SCRIPTS[*]}; do
		timeout 1800 bpftrace $BENCH/scripts/\$m.bt -c "\$loop" \\
			> \$w/out/\$m.\$r.out 2> \$w/out/\$m.\$r.err < /dev/null
		echo \$? > \$w/out/\$m.\$r.status
	done
done
EOF
}

# A number after "KEY=" or "KEY " in FILE, or nothing.
field() {
	sed -nE "s/.*$2[= ]([0-9-]+).*/\\1/p" "$1" 2> /dev/null | head -n 1
}

# The -t line of the probe under test (the one with the most hits, not
# begin's or end's): "hits cycles_min cycles_avg cycles_max".
timing_line() {
	cat "$@" 2> /dev/null | grep -vE '^(begin|end)[ ,(]' |
		sed -nE 's/.*hits: ([0-9]+), cycles: ([0-9]+)min\/([0-9]+)avg\/([0-9]+)max.*/\1 \2 \3 \4/p' |
		sort -n -k 1 | tail -n 1
}

# The hits a per-hit run counted, from what it printed at the end: tapc's
# "hits N" lines (one per key of a map), bpftrace's "@hits: N" and
# "@hits[KEY]: N" lines or the buckets of its hist(), summed.
counted_hits() {
	sed -nE 's/^hits ([0-9]+)$/\1/p; s/^@hits(\[[^]]*\])?: ([0-9]+)$/\2/p;
		s/^\[[^])]*[])] +([0-9]+) +\|.*/\1/p' "$1" |
		awk '{ n += $1; c++ } END { if (c) print n }'
}

startup_collect() {
	local s r f
	for s in "${PASS_SCRIPTS[@]}"; do
		for ((r = 1; r <= GUEST_RUNS; r++)); do
			f=$WORK/out/su_$s.$r.err
			[[ -f $f ]] || continue
			local st
			st=$(field "$f" status)
			if [[ $st == 0 && $(field "$f" startup_ns) != -1 ]]; then
				printf 'startup\t%s\t%s\tstartup_ns\t%s\n' "$s" "$r" "$(field "$f" startup_ns)"
				printf 'startup\t%s\t%s\tshutdown_ns\t%s\n' "$s" "$r" "$(field "$f" shutdown_ns)"
				# the loader's own -vv times of the load and the unload
				local what ms
				for what in loaded unloaded; do
					ms=$(sed -nE "s/^Pass 5: module \".*\" $what in [0-9]+usr\/[0-9]+sys\/([0-9]+)real ms\.$/\\1/p" "$f")
					[[ -n $ms ]] && printf 'startup\t%s\t%s\t%s_ns\t%s\n' "$s" "$r" "$what" "$((ms * 1000000))"
				done
			elif [[ $r == 1 ]]; then
				printf 'fail\tsu_%s\t1\trun\t%s\n' "$s" \
					"$(grep -v '^stamp:' "$f" | head -n 1 | cut -c 1-160) (status ${st:-none})"
			fi
		done
	done
}

hit_collect() {
	local r m f
	for ((r = 1; r <= HIT_RUNS; r++)); do
		# call_loop's own time of its calls (instructions, in this boot)
		for m in hit_ubare "${UHIT_SCRIPTS[@]}"; do
			f=$WORK/out/$m.$r
			local uns
			uns=$(sed -nE 's/^call_loop: [0-9]+ calls in ([0-9]+) ns$/\1/p' "$f.err" 2> /dev/null)
			if [[ -n $uns && ( $m == hit_ubare || $(cat "$f.status" 2> /dev/null) == 0 ) ]]; then
				printf 'hit\t%s\t%s\tloop_ns\t%s\n' "$m" "$r" "$uns"
				local uh
				uh=$([[ $m == hit_ubare ]] || counted_hits "$f.out")
				[[ -n $uh ]] && printf 'hit\t%s\t%s\tcounted\t%s\n' "$m" "$r" "$uh"
			elif [[ $r == 1 && $m != hit_ubare ]]; then
				printf 'fail\t%s\t1\trun\t%s\n' "$m" \
					"$(grep -v '^call_loop:' "$f.err" 2> /dev/null | head -n 1 | cut -c 1-160)"
			fi
		done
		f=$WORK/out/hit_bare.$r.err
		[[ -f $f ]] && printf 'hit\tbare\t%s\tloop_ns\t%s\n' "$r" "$(sed -nE "s/^close_loop: .* pace in ([0-9]+) ns$/\1/p" "$f")"
		for m in "${HIT_SCRIPTS[@]}" "${BT_SCRIPTS[@]}"; do
			f=$WORK/out/$m.$r
			[[ -f $f.status ]] || continue
			local ns
			ns=$(sed -nE "s/^close_loop: .* pace in ([0-9]+) ns$/\1/p" "$f.err")
			if [[ $(cat "$f.status") != 0 || -z $ns ]]; then
				[[ $r == 1 ]] && printf 'fail\t%s\t1\trun\t%s\n' "$m" \
					"$(grep -v '^close_loop:' "$f.err" | head -n 1 | cut -c 1-160) (status $(cat "$f.status"))"
				continue
			fi
			printf 'hit\t%s\t%s\tloop_ns\t%s\n' "$m" "$r" "$ns"
			local hits
			hits=$(counted_hits "$f.out")
			[[ -n $hits ]] && printf 'hit\t%s\t%s\tcounted\t%s\n' "$m" "$r" "$hits"
			local t
			t=$(timing_line "$f.out" "$f.err")
			if [[ -n $t ]]; then
				read -r hits min avg max <<< "$t"
				printf 'hit\t%s\t%s\tt_hits\t%s\n' "$m" "$r" "$hits"
				printf 'hit\t%s\t%s\tcycles_min\t%s\n' "$m" "$r" "$min"
				printf 'hit\t%s\t%s\tcycles_avg\t%s\n' "$m" "$r" "$avg"
				printf 'hit\t%s\t%s\tcycles_max\t%s\n' "$m" "$r" "$max"
			fi
		done
	done
}

# One boot of the guest running SCRIPT; its status and wall time are
# the guest rows named NAME.
guest_boot() {
	local name=$1 script=$2 start end status
	start=$(date +%s)
	TAPC_GUEST_RELEASE=$RELEASE TAPC_GUEST_CONSOLE=$WORK/console-$name.log \
		timeout 7200 "$TAPC" --guest-run --guest-writable "$WORK" /bin/sh "$script" \
		> "$WORK/log/guest-$name" 2>&1
	status=$?
	end=$(date +%s)
	printf 'guest\t%s\t1\tstatus\t%s\n' "$name" "$status" >> "$DATA/guest.tsv"
	printf 'guest\t%s\t1\twall_s\t%s\n' "$name" $((end - start)) >> "$DATA/guest.tsv"
	((status == 0)) || say "guest: $name: exit $status: $(tail -n 3 "$WORK/log/guest-$name")"
}

# HIT_BESIDE="NAME=TAPC ...": each script DIR/SCRIPT.stp built again by
# another tapc (its own runtime beside it) as SCRIPT_beside_NAME, to run
# in the same rounds of the same boot: a runtime's before and after side
# by side. Prints the names built.
beside_builds() {
	local dir=$1 pair name other m reason
	shift
	for pair in ${HIT_BESIDE:-}; do
		name=${pair%%=*} other=${pair#*=}
		for m in "$@"; do
			# shellcheck disable=SC2086
			if reason=$(TAPC=$other guest_build "${m}_beside_$name" "$dir/$m.stp" \
				${HIT_OPTS[$m]:-}); then
				echo "${m}_beside_$name"
			else
				printf 'fail\t%s\t1\tbuild\t%s\n' "${m}_beside_$name" "$reason" >> "$DATA/guest.tsv"
			fi
		done
	done
}

# The per-hit modules, built, then run in their own boot (hit_batch);
# their rows into guest.tsv.
hit_measure() {
	local m reason
	for m in "${HIT_SCRIPTS[@]}"; do
		# without -t: its timing of each hit would be counted in the loop,
		# which bpftrace's runs do not pay
		# shellcheck disable=SC2086
		reason=$(guest_build "$m" "$BENCH/scripts/$m.stp" ${HIT_OPTS[$m]:-}) ||
			printf 'fail\t%s\t1\tbuild\t%s\n' "$m" "$reason" >> "$DATA/guest.tsv"
	done
	# HIT_BESIDE: each built again by the other tapcs, in the same rounds
	local more
	mapfile -t more < <(beside_builds "$BENCH/scripts" "${HIT_SCRIPTS[@]}")
	HIT_SCRIPTS+=("${more[@]}")
	mkdir -p "$WORK/uhit"
	for m in "${UHIT_SCRIPTS[@]}"; do
		sed "s|@CALL_LOOP@|$WORK/progs/call_loop|g" "$BENCH/scripts/$m.stp" > "$WORK/uhit/$m.stp"
		# shellcheck disable=SC2086
		reason=$(guest_build "$m" "$WORK/uhit/$m.stp" ${HIT_OPTS[$m]:-}) ||
			printf 'fail\t%s\t1\tbuild\t%s\n' "$m" "$reason" >> "$DATA/guest.tsv"
	done
	mapfile -t more < <(beside_builds "$WORK/uhit" "${UHIT_SCRIPTS[@]}")
	UHIT_SCRIPTS+=("${more[@]}")
	hit_batch > "$WORK/hits.sh"
	# HIT_BOTH_CPUS=1: a second loop on CPU 0 beside the measured one on
	# CPU 1, so that what the probes share is taken from both CPUs at
	# once (the guest's clock then counts both CPUs' instructions)
	printf '#!/bin/sh\n/usr/bin/taskset -c 0 %s/progs/close_loop %s %s 2> /dev/null &\n"$@"\nwait\n' \
		"$WORK" "$HITS" "$HIT_PARTS" > "$WORK/both_loop"
	chmod +x "$WORK/both_loop"
	say "guest: one boot, counting instructions, for $HIT_RUNS per-hit rounds of $HITS calls"
	TAPC_GUEST_ICOUNT=0 guest_boot hit_boot "$WORK/hits.sh"
	printf 'guest\thits\t1\tn\t%s\n' "$HITS" >> "$DATA/guest.tsv"
	printf 'guest\tuhits\t1\tn\t%s\n' "${UHITS:-$HITS}" >> "$DATA/guest.tsv"
	hit_collect > "$WORK/hit_rows"
	cat "$WORK/hit_rows" >> "$DATA/guest.tsv"
	[[ -n ${HIT_BESIDE:-} ]] && beside_rows < "$WORK/hit_rows"
}

# With HIT_BESIDE, the boot's per-hit rows (on stdin) also go to
# hits-beside.tsv, each after the release (a run replaces that release's
# rows alone: one run a kernel), with what the report says of the run:
# the name of this tree's tapc (HIT_SELF, else its commit), the others'
# names, the calls a loop makes, the guest's CPUs, when and at what load.
beside_rows() {
	local f=$DATA/hits-beside.tsv self
	self=${HIT_SELF:-$(git -C "$TOP" describe --always --dirty 2> /dev/null)}
	if [[ -f $f ]]; then
		awk -F '\t' -v r="$RELEASE" '$1 != r' "$f" > "$f.new" && mv "$f.new" "$f"
	fi
	{
		printf 'self\t%s\nbeside\t%s\nhits\t%s\nuhits\t%s\ncpus\t%s\nwhen\t%s\nload\t%s\n' \
			"${self:-this tree}" "$(for p in $HIT_BESIDE; do printf '%s ' "${p%%=*}"; done)" \
			"$HITS" "${UHITS:-$HITS}" "${TAPC_GUEST_CPUS:-2}" \
			"$(date -u '+%Y-%m-%d %H:%M UTC')" "$(cut -d ' ' -f 1 /proc/loadavg)" |
			sed 's/^/meta\trun\t1\t/; s/ *$//'
		cat
	} | sed "s/^/$RELEASE\t/" >> "$f"
}

# Drops the per-hit rows of guest.tsv (bench/run hits measures them again).
drop_hit_rows() {
	local f=$DATA/guest.tsv
	[[ -f $f ]] || return 0
	awk -F '\t' -v names="${HIT_SCRIPTS[*]} ${BT_SCRIPTS[*]} ${UHIT_SCRIPTS[*]}" '
		BEGIN { n = split(names, a, " "); for (i = 1; i <= n; i++) hit[a[i]] = 1 }
		!($1 == "hit" || ($1 == "guest" && ($2 == "hits" || $2 == "uhits" || $2 == "hit_boot")) ||
		  ($1 == "fail" && ($2 in hit)))' "$f" > "$f.new" && mv "$f.new" "$f"
}

# The work directory's folders and the guest's programs, built static.
guest_progs() {
	local m
	mkdir -p "$WORK/mod" "$WORK/out" "$WORK/progs"
	for m in stamp close_loop; do
		gcc -static -O2 -Wall -o "$WORK/progs/$m" "$BENCH/lib/$m.c" || return 1
	done
	# with DWARF: tapc finds tick there
	gcc -static -O2 -g -Wall -o "$WORK/progs/call_loop" "$BENCH/lib/call_loop.c"
}

hits_section() {
	guest_progs && hit_measure
}

guest_section() {
	local s reason
	guest_progs || return 1
	say "guest: building the modules"
	for s in "${PASS_SCRIPTS[@]}"; do
		# the script, then exit() once every begin probe has printed
		{ cat "$BENCH/scripts/$s.stp"; echo 'probe begin { printf("bench: started\n"); exit() }'; } \
			> "$WORK/su_$s.stp"
		reason=$(guest_build "su_$s" "$WORK/su_$s.stp") ||
			printf 'fail\tsu_%s\t1\tbuild\t%s\n' "$s" "$reason" >> "$DATA/guest.tsv"
	done
	wild_build
	{ guest_batch "${PASS_SCRIPTS[@]}"; wild_batch; } > "$WORK/batch.sh"
	say "guest: one boot for $GUEST_RUNS start-ups of each script, and the wildcard and uprobe rows"
	guest_boot boot "$WORK/batch.sh"
	startup_collect >> "$DATA/guest.tsv"
	wild_collect >> "$DATA/guest.tsv"
	hit_measure
}
