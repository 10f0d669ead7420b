# Function wildcards and user-space functions in the guest, beside
# bpftrace: the start-up of kernel.function("vfs_*") and ("*") (against a
# begin probe alone and bpftrace's kprobe:*), the per-hit cost of "*"
# while close_loop runs (against kprobe:*) and of process().function on
# call_loop's tick (against uprobe:). Its rows go into guest.tsv under
# their own kinds (wsu, whit, wfail), measured in the guest section's
# boot or alone (`bench/run wild`, one boot of its own). Sourced by
# bench/run.
#
# Environment: WILD_SU_RUNS (start-up rounds of tapc's three scripts, 11),
# WILD_RUNS (rounds of bpftrace's start-ups and of the per-hit runs, 5),
# WILD_HITS (close() calls per run under "*", 100000), UHITS (calls of
# tick per uprobe run, 100000).

WILD_SU_RUNS=${WILD_SU_RUNS:-11}
WILD_RUNS=${WILD_RUNS:-5}
WILD_HITS=${WILD_HITS:-100000}
UHITS=${UHITS:-100000}
WILD_SU=(wild_begin wild_vfs wild_all)
WILD_BT_SU=(bt_wild_begin bt_wild_all)

# call_loop, built with DWARF (tapc finds tick there), and the scripts
# naming it, into $WORK/wild; tapc's modules into $WORK/mod as the guest
# section's. A failure is a wfail row.
wild_build() {
	local s reason
	mkdir -p "$WORK/wild" "$WORK/mod" "$WORK/progs"
	gcc -static -O2 -g -Wall -o "$WORK/progs/call_loop" "$BENCH/lib/call_loop.c" || return 1
	for s in hit_ufunc bt_uprobe hit_kall bt_kall "${WILD_BT_SU[@]}"; do
		local ext=stp
		[[ $s == bt_* ]] && ext=bt
		sed "s|@CALL_LOOP@|$WORK/progs/call_loop|g" "$BENCH/scripts/$s.$ext" > "$WORK/wild/$s.$ext"
	done
	say "guest: building the wildcard and uprobe modules"
	for s in "${WILD_SU[@]}"; do
		{ cat "$BENCH/scripts/$s.stp"; echo 'probe begin { printf("bench: started\n"); exit() }'; } \
			> "$WORK/wild/su_$s.stp"
		reason=$(guest_build "su_$s" "$WORK/wild/su_$s.stp") ||
			printf 'wfail\t%s\t1\tbuild\t%s\n' "$s" "$reason" >> "$DATA/guest.tsv"
	done
	for s in hit_kall hit_ufunc; do
		reason=$(guest_build "$s" "$WORK/wild/$s.stp") ||
			printf 'wfail\t%s\t1\tbuild\t%s\n' "$s" "$reason" >> "$DATA/guest.tsv"
	done
}

# The guest's part: start-ups interleaved round by round (bpftrace's in
# the first WILD_RUNS rounds: its kprobe:* takes a minute to come and go
# under emulation), then the per-hit rounds, each with its bare loops.
# bpftrace runs with -q: its "Attaching N probes..." would otherwise be
# the first byte stamp sees.
wild_batch() {
	cat <<EOF
w=$WORK
for r in \$(seq 1 $WILD_SU_RUNS); do
	for m in ${WILD_SU[*]}; do
		[ -f \$w/mod/su_\$m.ko ] || continue
		\$w/progs/stamp \$w/out/wsu_\$m.\$r.out "$TAPC" -vv --run-module \$w/mod/su_\$m.ko -T 900 \\
			2> \$w/out/wsu_\$m.\$r.err < /dev/null
	done
	[ \$r -le $WILD_RUNS ] && command -v bpftrace > /dev/null || continue
	for m in ${WILD_BT_SU[*]}; do
		\$w/progs/stamp \$w/out/wsu_\$m.\$r.out timeout 900 bpftrace -q \$w/wild/\$m.bt \\
			2> \$w/out/wsu_\$m.\$r.err < /dev/null
	done
done
for r in \$(seq 1 $WILD_RUNS); do
	\$w/progs/close_loop $WILD_HITS 2> \$w/out/whit_wild_cbare.\$r.err
	echo 0 > \$w/out/whit_wild_cbare.\$r.status
	\$w/progs/call_loop $UHITS 2> \$w/out/whit_wild_ubare.\$r.err
	echo 0 > \$w/out/whit_wild_ubare.\$r.status
	for m in hit_kall hit_ufunc; do
		[ -f \$w/mod/\$m.ko ] || continue
		prog="close_loop $WILD_HITS"
		[ \$m = hit_ufunc ] && prog="call_loop $UHITS"
		"$TAPC" --run-module \$w/mod/\$m.ko -T 1800 -c "\$w/progs/\$prog" \\
			> \$w/out/whit_\$m.\$r.out 2> \$w/out/whit_\$m.\$r.err < /dev/null
		echo \$? > \$w/out/whit_\$m.\$r.status
	done
	command -v bpftrace > /dev/null || continue
	for m in bt_kall bt_uprobe; do
		prog="close_loop $WILD_HITS"
		[ \$m = bt_uprobe ] && prog="call_loop $UHITS"
		timeout 1800 bpftrace \$w/wild/\$m.bt -c "\$w/progs/\$prog" \\
			> \$w/out/whit_\$m.\$r.out 2> \$w/out/whit_\$m.\$r.err < /dev/null
		echo \$? > \$w/out/whit_\$m.\$r.status
	done
done
EOF
}

# The rows of what wild_batch left in $WORK/out.
wild_collect() {
	local m r f st
	printf 'whit\tcalls\t1\tclose\t%s\nwhit\tcalls\t1\tcall\t%s\n' "$WILD_HITS" "$UHITS"
	# how many probes bpftrace's kprobe:* attached: 1 is one kprobe_multi
	# link, more is a kprobe each (a kernel without kprobe_multi)
	local att
	att=$(sed -nE 's/^Attaching ([0-9]+) probes?\.\.\.$/\1/p' "$WORK"/out/whit_bt_kall.*.out 2> /dev/null | head -n 1)
	[[ -n $att ]] && printf 'whit\tbt_kall\t1\tattached\t%s\n' "$att"
	for m in "${WILD_SU[@]}" "${WILD_BT_SU[@]}"; do
		for ((r = 1; r <= WILD_SU_RUNS; r++)); do
			f=$WORK/out/wsu_$m.$r.err
			[[ -f $f ]] || continue
			st=$(field "$f" status)
			if [[ $st == 0 && $(field "$f" startup_ns) != -1 ]]; then
				printf 'wsu\t%s\t%s\tstartup_ns\t%s\n' "$m" "$r" "$(field "$f" startup_ns)"
				printf 'wsu\t%s\t%s\tshutdown_ns\t%s\n' "$m" "$r" "$(field "$f" shutdown_ns)"
				local ms
				ms=$(sed -nE 's/^Pass 5: module ".*" loaded in [0-9]+usr\/[0-9]+sys\/([0-9]+)real ms\.$/\1/p' "$f")
				[[ -n $ms ]] && printf 'wsu\t%s\t%s\tloaded_ns\t%s\n' "$m" "$r" "$((ms * 1000000))"
			elif [[ $r == 1 ]]; then
				printf 'wfail\t%s\t1\trun\t%s\n' "$m" \
					"$(grep -v '^stamp:' "$f" | head -n 1 | cut -c 1-160) (status ${st:-none})"
			fi
		done
	done
	for ((r = 1; r <= WILD_RUNS; r++)); do
		for m in wild_cbare wild_ubare hit_kall hit_ufunc bt_kall bt_uprobe; do
			f=$WORK/out/whit_$m.$r
			[[ -f $f.status ]] || continue
			local ns hits
			ns=$(sed -nE 's/^(close|call)_loop: .* in ([0-9]+) ns$/\2/p' "$f.err")
			if [[ $(cat "$f.status") != 0 || -z $ns ]]; then
				[[ $r == 1 ]] && printf 'wfail\t%s\t1\trun\t%s\n' "$m" \
					"$(grep -vE '^(close|call)_loop:' "$f.err" | head -n 1 | cut -c 1-160) (status $(cat "$f.status"))"
				continue
			fi
			printf 'whit\t%s\t%s\tloop_ns\t%s\n' "$m" "$r" "$ns"
			[[ -f $f.out ]] && hits=$(counted_hits "$f.out") || hits=""
			[[ -n $hits ]] && printf 'whit\t%s\t%s\tcounted\t%s\n' "$m" "$r" "$hits"
		done
	done
}

# `bench/run wild`: these rows alone, in a boot of their own.
wild_section() {
	guest_progs || return 1
	wild_build || return 1
	{ echo '#!/bin/sh'; wild_batch; } > "$WORK/batch.sh"
	say "guest: one boot for the wildcard and uprobe rows ($WILD_SU_RUNS start-up rounds, $WILD_RUNS per-hit rounds)"
	local start status
	start=$(date +%s)
	TAPC_GUEST_RELEASE=$RELEASE TAPC_GUEST_CONSOLE=$WORK/console-wild.log \
		timeout 7200 "$TAPC" --guest-run --guest-writable "$WORK" /bin/sh "$WORK/batch.sh" \
		> "$WORK/log/guest-wild" 2>&1
	status=$?
	((status == 0)) || printf 'wfail\tboot\t1\tstatus\t%s\n' "$status" >> "$DATA/guest.tsv"
	printf 'whit\tboot\t1\twall_s\t%s\n' $(($(date +%s) - start)) >> "$DATA/guest.tsv"
	((status == 0)) || say "guest: exit $status: $(tail -n 3 "$WORK/log/guest-wild")"
	wild_collect >> "$DATA/guest.tsv"
}

# ---- the report's part ----

declare -A WILD_LABEL=(
	[wild_begin]='`probe begin` alone'
	[wild_vfs]='`kernel.function("vfs_*")`'
	[wild_all]='`kernel.function("*")`'
	[bt_wild_begin]='bpftrace: `BEGIN` alone'
	[bt_wild_all]='bpftrace: `kprobe:*`'
	[wild_cbare]='none (the bare close loop)'
	[wild_ubare]='none (the bare call loop)'
	[hit_kall]='`kernel.function("*")`, close loop'
	[bt_kall]='bpftrace: `kprobe:*`, close loop'
	[hit_ufunc]='`process("call_loop").function("tick")`, call loop'
	[bt_uprobe]='bpftrace: `uprobe:call_loop:tick`, call loop'
)

# the calls of a per-hit run of close_loop (close) or call_loop (call), as measured
wild_calls() {
	awk -F '\t' -v k="$1" '$1 == "whit" && $2 == "calls" && $4 == k { print $5; exit }' "$DATA/guest.tsv" 2> /dev/null
}

# the rounds of NAME's KEY rows of KIND
wild_rounds() {
	awk -F '\t' -v k="$1" -v n="$2" -v key="$3" '$1 == k && $2 == n && $4 == key' "$DATA/guest.tsv" 2> /dev/null | wc -l
}

wild_fail() {
	awk -F '\t' -v n="$1" '$1 == "wfail" && $2 == n { print $4 ": " $5; exit }' "$DATA/guest.tsv" 2> /dev/null
}

# ns per call of NAME's loop over BASE's (the bare loop of its program),
# medians, CALLS calls a run
wild_ns() {
	local l b
	l=$(guest_ms whit "$1" loop_ns)
	b=$(guest_ms whit "$2" loop_ns)
	[[ -n $l && -n $b ]] || return 0
	awk -v l="$l" -v b="$b" -v h="$3" 'BEGIN { printf "%.0f\n", (l - b) * 1e6 / h }'
}

# hits counted in a run, median
wild_counted() {
	awk -F '\t' -v n="$1" '$1 == "whit" && $2 == n && $4 == "counted" { print $5 }' "$DATA/guest.tsv" | median
}

# The target rows (after peer_targets in targets_table); nothing when
# the rows were never measured.
wild_targets() {
	grep -qE $'^(wsu|whit|wfail)\t' "$DATA/guest.tsv" 2> /dev/null || return 0
	local r paired rounds u1 u2 closes calls
	closes=$(wild_calls close) calls=$(wild_calls call)
	u1=$(guest_ms wsu wild_vfs startup_ns)
	u2=$(guest_ms wsu wild_begin startup_ns)
	IFS=$'\t' read -r paired rounds <<< "$(paired_ratio wsu wild_vfs wild_begin startup_ns)"
	r=${paired:-n/a}
	printf '| `kernel.function("vfs_*")` start-up at most 1.2x a begin probe'"'"'s | medians %s ms vs %s ms (emulated; the least of each: %s vs %s ms); the ratio is the median of %s rounds'"'"' paired ratios | %s | 1.2 | %s |\n' \
		"${u1:-n/a}" "${u2:-n/a}" "$(guest_ms wsu wild_vfs startup_ns min)" "$(guest_ms wsu wild_begin startup_ns min)" \
		"${rounds:-0}" "$r" "$(verdict "$r" 1.2)"
	u1=$(guest_ms wsu wild_all startup_ns)
	u2=$(guest_ms wsu bt_wild_all startup_ns)
	IFS=$'\t' read -r paired rounds <<< "$(paired_ratio wsu wild_all bt_wild_all startup_ns)"
	r=${paired:-n/a}
	printf '| `kernel.function("*")` start-up at most bpftrace'"'"'s `kprobe:*` | medians %s ms vs %s ms (emulated; bpftrace'"'"'s `BEGIN` alone: %s ms, tapc'"'"'s begin alone: %s ms); the ratio is the median of %s rounds'"'"' paired ratios | %s | 1.0 | %s |\n' \
		"${u1:-n/a}" "${u2:-$(wild_fail bt_wild_all)}" "$(guest_ms wsu bt_wild_begin startup_ns)" \
		"$(guest_ms wsu wild_begin startup_ns)" "${rounds:-0}" "$r" "$(verdict "$r" 1.0)"
	IFS=$'\t' read -r paired rounds <<< "$(paired_ratio whit hit_kall bt_kall loop_ns wild_cbare)"
	r=${paired:-n/a}
	printf '| per hit, `kernel.function("*")` at most bpftrace'"'"'s `kprobe:*` | medians %s ns vs %s ns extra per `close()` (emulated; %s vs %s hits counted in a run of %s calls, from the probes'"'"' arming to their disarming); the ratio is the median of %s rounds'"'"' paired ratios | %s | 1.0 | %s |\n' \
		"$(wild_ns hit_kall wild_cbare "$closes")" "$(wild_ns bt_kall wild_cbare "$closes")" \
		"$(wild_counted hit_kall)" "$(wild_counted bt_kall)" "$closes" \
		"${rounds:-0}" "$r" "$(verdict "$r" 1.0)"
	IFS=$'\t' read -r paired rounds <<< "$(paired_ratio whit hit_ufunc bt_uprobe loop_ns wild_ubare)"
	r=${paired:-n/a}
	printf '| per hit, (e) `process().function` against `uprobe:`: tapc at most 1.0x bpftrace | medians %s ns vs %s ns extra per call (emulated); the ratio is the median of %s rounds'"'"' paired ratios | %s | 1.0 | %s |\n' \
		"$(wild_ns hit_ufunc wild_ubare "$calls")" "$(wild_ns bt_uprobe wild_ubare "$calls")" \
		"${rounds:-0}" "$r" "$(verdict "$r" 1.0)"
}

# What bpftrace's kprobe:* was on this kernel, and on 6.1 when tried.
wild_bt_attach() {
	local n
	n=$(awk -F '\t' '$1 == "whit" && $2 == "bt_kall" && $4 == "attached" { print $5; exit }' "$DATA/guest.tsv" 2> /dev/null)
	if [[ $n == 1 ]]; then
		printf "bpftrace's \`kprobe:*\` is one kprobe_multi link here (it printed \`Attaching 1 probe\`)."
	elif [[ -n $n ]]; then
		printf "bpftrace's \`kprobe:*\` attached %s probes here, a kprobe each: this kernel has no kprobe_multi." "$n"
	fi
	printf " On 6.1.0-57-amd64, whose config has no FPROBE and so no kprobe_multi (\`bpftrace --info\`: \`kprobe_multi: no\`), bpftrace 0.17 refuses \`kprobe:*\` (\`Can't attach to 37938 probes because it exceeds the current limit of 512 probes\`); with \`BPFTRACE_MAX_PROBES=100000\` it opened a kprobe event per function, ran out of file descriptors after about a thousand (36923 skipped with a warning each) and printed its BEGIN's line after 653 s (one run in one boot, 2026-12-02, under a host load of about 15), where tapc's \`kernel.function(\"*\")\` arms them all at once (the guest case kfunc_all)."
}

# The section's two tables (after the per-hit one).
wild_tables() {
	grep -qE $'^(wsu|whit|wfail)\t' "$DATA/guest.tsv" 2> /dev/null || return 0
	local m su n closes calls
	closes=$(wild_calls close) calls=$(wild_calls call)
	echo '## Function wildcards and uprobes (in the guest)'
	echo
	echo "Start-up as above (\`bench/lib/stamp.c\`, the script with the begin probe that prints and exits; bpftrace's own \`BEGIN\` printing and exiting, run with \`-q\`, so that its first output is that line, printed once every probe is attached), in $(wild_rounds wsu wild_begin startup_ns) interleaved rounds (bpftrace's in the first $(wild_rounds wsu bt_wild_begin startup_ns): its \`kprobe:*\` takes a minute to come and go under emulation). Per hit: close_loop of $closes calls under \`kernel.function(\"*\")\` and \`kprobe:*\`, every traceable function counted (in an aggregate, in a per-CPU count), and \`bench/lib/call_loop.c\`, $calls calls of a function kept out of line, under \`process(PATH).function(\"tick\")\` and \`uprobe:PATH:tick\`; ns per call over the bare loop of the same program in the same round; $(wild_rounds whit wild_cbare loop_ns) rounds. The hits counted are of the whole run, from the probes' arming to their disarming (bpftrace's tear-down of \`kprobe:*\` takes seconds), not of the loop alone. $(wild_bt_attach)"
	echo
	echo '| script | start-up ms | least ms | of which the load | shutdown ms | runs |'
	echo '|---|---:|---:|---:|---:|---:|'
	for m in "${WILD_SU[@]}" "${WILD_BT_SU[@]}"; do
		su=$(guest_ms wsu "$m" startup_ns)
		n=$(awk -F '\t' -v n="$m" '$1 == "wsu" && $2 == n && $4 == "startup_ns"' "$DATA/guest.tsv" | wc -l)
		if [[ -z $su ]]; then
			printf '| %s | not available (%s) | | | | 0 |\n' "${WILD_LABEL[$m]}" "$(wild_fail "$m")"
			continue
		fi
		printf '| %s | %s | %s | %s | %s | %s |\n' "${WILD_LABEL[$m]}" "$su" \
			"$(guest_ms wsu "$m" startup_ns min)" "$(guest_ms wsu "$m" loaded_ns)" \
			"$(guest_ms wsu "$m" shutdown_ns)" "$n"
	done
	echo
	echo '| probe | loop ms | ns per call | hits counted in a run | runs |'
	echo '|---|---:|---:|---:|---:|'
	for m in wild_cbare hit_kall bt_kall wild_ubare hit_ufunc bt_uprobe; do
		local loop base n=$closes
		base=wild_cbare
		[[ $m == wild_ubare || $m == hit_ufunc || $m == bt_uprobe ]] && base=wild_ubare n=$calls
		loop=$(guest_ms whit "$m" loop_ns)
		if [[ -z $loop ]]; then
			printf '| %s | not available (%s) | | | 0 |\n' "${WILD_LABEL[$m]}" "$(wild_fail "$m")"
			continue
		fi
		printf '| %s | %s | %s | %s | %s |\n' "${WILD_LABEL[$m]}" "$loop" \
			"$([[ $m == "$base" ]] || wild_ns "$m" "$base" "$n")" \
			"$([[ $m == "$base" ]] || wild_counted "$m")" \
			"$(count_rows "$DATA/guest.tsv" whit "$m" "*" loop_ns)"
	done
	echo
}

# Why one of these targets is missed (from missed_notes).
wild_missed_notes() {
	local targets=$1
	if grep -q 'vfs_\*.*start-up at most.*missed' <<< "$targets"; then
		echo "- \`kernel.function(\"vfs_*\")\` start-up: the load (\`finit_module\` with the registration of one ftrace_ops over the VFS's functions) takes $(guest_ms wsu wild_vfs loaded_ns) ms against $(guest_ms wsu wild_begin loaded_ns) ms for the begin probe alone (medians); the rest is the loader's start and the transport, the same for both. The least start-ups are $(guest_ms wsu wild_vfs startup_ns min) and $(guest_ms wsu wild_begin startup_ns min) ms."
	fi
	if grep -q 'kernel.function("\*")` start-up at most.*missed' <<< "$targets"; then
		echo "- \`kernel.function(\"*\")\` start-up: its load takes $(guest_ms wsu wild_all loaded_ns) ms (median), the module's points and the ftrace filter of every address."
	fi
	if grep -q 'per hit, `kernel.function("\*")`.*missed' <<< "$targets"; then
		echo "- Per hit of \`kernel.function(\"*\")\`: $(wild_counted hit_kall) hits counted in a run for tapc against $(wild_counted bt_kall) for bpftrace."
	fi
	if grep -q 'per hit, (e).*missed' <<< "$targets"; then
		echo "- Per hit, (e): both pay the uprobe's breakpoint trap and its single-step out of line; what differs is the handler."
	fi
}
