# bench/RESULTS.md and bench/growth.png from the rows in bench/data/, and
# the headline table into docs/benchmarks.md between its bench markers. Sourced by
# bench/run.

declare -A LABEL=(
	[sbp_nd_syscall]='syscalls_by_pid, `nd_syscall.*`'
	[sbp_syscall]='syscalls_by_pid, `syscall.*`'
	[sbp_tracepoint]='syscalls_by_pid, `kernel.trace("sys_enter")`'
	[sbp_syscall_any]='syscalls_by_pid, `syscall_any`'
	[close]='`probe syscall.close {}`'
	[hit_never]='`probe never` (uninstrumented)'
	[hit_trace]='`kernel.trace("sys_enter")` if `$id == 3`'
	[hit_syscall_close]='`syscall.close`'
	[hit_syscall_all]='`syscall.*`'
	[hit_nd_close]='`nd_syscall.close` (kprobe)'
	[hit_floor]='`kernel.trace("sys_enter") { }` (the floor: an empty handler, `-u`)'
	[hit_pidmap]='`kernel.trace("sys_enter")` if `$id == 3`: `hits[pid()]++`'
	[hit_stat]='`kernel.trace("sys_enter")` if `$id == 3`: `s <<< $id`'
	[hit_printf]='`kernel.trace("sys_enter")` if `$id == 3`: `printf("hits %d\n", 1)`'
	[hit_ufloor]='`process("call_loop").function("tick") { }` (an empty uprobe handler, `-u`)'
	[hit_ufunc]='`process("call_loop").function("tick") { hits++ }`'
	[hit_hist]='`sys_enter` to `sys_exit` by `tid()`, `<<<` and `@hist_log`'
	[hit_kfunc]='`kernel.function("__x64_sys_close")`'
	[hit_return_entry]='`syscall.close.return` reading `@entry(pid())` (the table of calls in flight)'
	[hit_timer]='`timer.us(100) { hits++ }`: instructions per fire, not per call'
	[bt_floor]='bpftrace: `tracepoint:raw_syscalls:sys_enter { }`'
	[bt_count]='bpftrace: `sys_enter /args->id == 3/ { @hits = count() }`'
	[bt_pidmap]='bpftrace: `sys_enter /args->id == 3/ { @hits[pid] = count() }`'
	[bt_hist]='bpftrace: `sys_enter` to `sys_exit` by `tid`, `hist()`'
	[bt_kprobe]='bpftrace: `kprobe:__x64_sys_close`'
)

# tapc's per-hit cases beside bpftrace's: "tapc bpftrace what"
PEER_PAIRS=(
	'hit_trace bt_count (a) a count filtered on the call'"'"'s number'
	'hit_pidmap bt_pidmap (b) a per-pid map increment'
	'hit_hist bt_hist (c) a latency histogram, sys_enter to sys_exit by thread'
	'hit_kfunc bt_kprobe (d) `kernel.function` on a hot function against `kprobe:`'
)

# the median real ms (and cpu ms) as "1234 (1100)", or the failure of that tool and script at that pass
cell_ms() {
	local tool=$1 script=$2 pass=$3 v c
	v=$(med "$DATA/passes.tsv" 5 "$tool" "$script" "*" "$pass")
	c=$(med "$DATA/passes.tsv" 7 "$tool" "$script" "*" "$pass")
	local failed=""
	[[ -n $(fail_reason "$tool" "$script" "$pass") ]] && failed=", failed"
	if [[ -n $v ]]; then
		echo "$(ms "$v")${c:+ ($(ms "$c")$failed)}"
	elif [[ -n $(fail_reason "$tool" "$script" "$pass") ]]; then
		echo "fails"
	else
		echo "-"
	fi
}

# the failure recorded for TOOL SCRIPT at PASS (any pass when PASS is "")
fail_reason() {
	[[ -f $DATA/fails.tsv ]] || return 0
	awk -F '\t' -v t="$1" -v s="$2" -v p="$3" '$1 == t && $2 == s && (p == "" || $3 == p) { print "pass " $3 ": " $4; exit }' "$DATA/fails.tsv"
}

# the module's file size and what loading it takes, "590 KB / 60 KB"
modsize() {
	local f l
	f=$(med "$DATA/passes.tsv" 5 "$1" "$2" "*" ko)
	l=$(med "$DATA/passes.tsv" 5 "$1" "$2" "*" loaded)
	[[ -n $f ]] || { echo -; return; }
	echo "$(kb "$f")${l:+ / $(kb "$l")}"
}

kb() { [[ -n $1 ]] && awk -v v="$1" 'BEGIN { printf "%.0f KB\n", v / 1024 }' || echo -; }

# ms with no decimals; "0" stays "0"
ms() { [[ -n $1 ]] && awk -v v="$1" 'BEGIN { printf "%.0f\n", v }' || echo -; }

# TARGET-MET? ratio limit: "met", "missed" or "n/a"
verdict() {
	local r=$1 limit=$2
	[[ $r == n/a || -z $r ]] && { echo "not measurable yet"; return; }
	awk -v r="$r" -v l="$limit" 'BEGIN { print (r <= l ? "**met**" : "**missed**") }'
}

passes_tables() {
	local s tool
	echo '| script | tool | pass 1 ms | pass 2 ms | pass 3 ms | pass 4 ms | res after 1 / 2 / 3 (KB) | module file / loaded | runs |'
	echo '|---|---|---:|---:|---:|---:|---|---:|---:|'
	for s in "${PASS_SCRIPTS[@]}"; do
		for tool in tapc tapc-cold stap; do
			local n
			n=$(awk -F '\t' -v t="$tool" -v s="$s" '$1 == t && $2 == s { print $3 }' "$DATA/passes.tsv" 2> /dev/null | sort -u | wc -l)
			local f
			f=$(fail_reason "$tool" "$s" "")
			((n > 0)) || [[ -n $f ]] || continue
			local name=$tool
			[[ $tool == tapc-cold ]] && name='tapc, first run on the kernel'
			printf '| %s | %s | %s | %s | %s | %s | %s / %s / %s | %s | %s |\n' "${LABEL[$s]}" "$name" \
				"$(cell_ms "$tool" "$s" 1)" "$(cell_ms "$tool" "$s" 2)" "$(cell_ms "$tool" "$s" 3)" \
				"$(cell_ms "$tool" "$s" 4)" \
				"$(ms "$(med "$DATA/passes.tsv" 6 "$tool" "$s" "*" 1)")" \
				"$(ms "$(med "$DATA/passes.tsv" 6 "$tool" "$s" "*" 2)")" \
				"$(ms "$(med "$DATA/passes.tsv" 6 "$tool" "$s" "*" 3)")" \
				"$(modsize "$tool" "$s")" "$n"
		done
	done
	printf '| hello-world module | kbuild alone | | | | %s | | %s | %s |\n' \
		"$(cell_ms kbuild hello 4)" "$(modsize kbuild hello)" \
		"$(count_rows "$DATA/passes.tsv" kbuild hello "*" 4)"
	echo
	echo 'Failures, as each tool printed them (first error line):'
	echo
	local any=0
	if [[ -f $DATA/fails.tsv ]]; then
		while IFS=$'\t' read -r tool s pass why; do
			[[ $tool == stap || $tool == tapc ]] || continue
			local what="fails"
			[[ $tool == tapc ]] && what="not available yet"
			printf -- '- %s, %s: %s in pass %s: `%s`\n' "$tool" "${LABEL[$s]:-$s}" "$what" "$pass" "$why"
			any=1
		done < "$DATA/fails.tsv"
	fi
	((any)) || echo '- none'
	echo
	echo "Ratios tapc/stap of the medians (real times), where both printed the pass's time:"
	echo
	echo '| script | pass 1 | pass 2 | pass 3 | passes 1-3 / stap pass 1 |'
	echo '|---|---:|---:|---:|---:|'
	for s in "${PASS_SCRIPTS[@]}"; do
		local p
		printf '| %s |' "${LABEL[$s]}"
		for p in 1 2 3; do
			printf ' %s |' "$(ratio "$(med "$DATA/passes.tsv" 5 tapc "$s" "*" "$p")" "$(med "$DATA/passes.tsv" 5 stap "$s" "*" "$p")" 4)"
		done
		printf ' %s |\n' "$(ratio "$(tapc_p123 "$s")" "$(med "$DATA/passes.tsv" 5 stap "$s" "*" 1)" 4)"
	done
}

# gcc's own account of pass 4's one compile unit, tapc's and hello's
anatomy_table() {
	local f=$DATA/anatomy.tsv u
	[[ -s $f ]] || return 0
	echo
	echo "Where pass 4's compiler time goes: gcc's \`-ftime-report\` (usr + sys seconds) of the unit pass 4 compiles for \`probe syscall.close {}\`'s module (the script's; the runtime's object is linked as kept) and of the hello-world module, run again with kbuild's saved command, and the lines the preprocessor makes of each:"
	echo
	echo '| compile unit | preprocessed lines | parsing s | optimizing and generating s | total s |'
	echo '|---|---:|---:|---:|---:|'
	for u in tapc hello; do
		awk -F '\t' -v u="$u" '$1 == u { v[$2] = $3 }
			END { if ("total_s" in v) printf "| %s | %s | %s | %s | %s |\n",
				u == "tapc" ? "tapc: the script alone" : "hello-world", v["lines"], v["parse_s"], v["opt_s"], v["total_s"] }' "$f"
	done
}

# the sum of tapc's median pass 1, 2 and 3 times of SCRIPT (empty if any
# is missing)
# tapc's passes 1-3 of SCRIPT, the sum of each pass's median: real ms, or
# with a second argument 7, CPU ms
tapc_p123() {
	local a b c col=${2:-5}
	a=$(med "$DATA/passes.tsv" "$col" tapc "$1" "*" 1)
	b=$(med "$DATA/passes.tsv" "$col" tapc "$1" "*" 2)
	c=$(med "$DATA/passes.tsv" "$col" tapc "$1" "*" 3)
	[[ -n $a && -n $b && -n $c ]] && echo $((a + b + c))
}

# guest: the median (or with "min", the least) of KEY of NAME, in ms
# (from ns)
guest_ms() {
	local v pick=${4:-median}
	[[ $pick == min ]] && pick="head -n 1" || pick=median
	v=$(awk -F '\t' -v k="$1" -v n="$2" -v key="$3" '$1 == k && $2 == n && $4 == key { print $5 }' \
		"$DATA/guest.tsv" 2> /dev/null | sort -g | $pick)
	[[ -n $v ]] && awk -v v="$v" 'BEGIN { printf "%.1f\n", v / 1e6 }'
}

guest_fail() {
	awk -F '\t' -v n="$1" '$1 == "fail" && $2 == n { print $4 ": " $5; exit }' "$DATA/guest.tsv" 2> /dev/null
}

startup_table() {
	local s base
	base=$(guest_ms startup sbp_tracepoint startup_ns)
	local mbase
	mbase=$(guest_ms startup sbp_tracepoint startup_ns min)
	echo '| script | start-up ms | of which the load | shutdown ms | of which the unload | start-up / kernel.trace | least start-up ms | its ratio | runs |'
	echo '|---|---:|---:|---:|---:|---:|---:|---:|---:|'
	for s in "${PASS_SCRIPTS[@]}"; do
		local su sd f
		su=$(guest_ms startup "$s" startup_ns)
		sd=$(guest_ms startup "$s" shutdown_ns)
		if [[ -z $su ]]; then
			f=$(guest_fail "su_$s")
			printf '| %s | not available yet (%s) | | | | | | | 0 |\n' "${LABEL[$s]}" "${f:-not run}"
			continue
		fi
		local smin
		smin=$(guest_ms startup "$s" startup_ns min)
		printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "${LABEL[$s]}" "$su" \
			"$(guest_ms startup "$s" loaded_ns)" "$sd" "$(guest_ms startup "$s" unloaded_ns)" \
			"$(ratio "$su" "$base")" "$smin" "$(ratio "$smin" "$mbase")" \
			"$(awk -F '\t' -v n="$s" '$1 == "startup" && $2 == n && $4 == "startup_ns"' "$DATA/guest.tsv" | wc -l)"
	done
}

# instructions per hit of KIND (ns of the guest's instruction-counting
# clock) over the uninstrumented run (the `never` module's, as
# the seed did; the bare loop's when that is missing)
ns_per_hit() {
	local loop base hits
	loop=$(guest_ms hit "$1" loop_ns)
	base=$(guest_ms hit hit_never loop_ns)
	[[ -n $base ]] || base=$(guest_ms hit bare loop_ns)
	hits=$(awk -F '\t' '$1 == "guest" && $2 == "hits" { print $5 }' "$DATA/guest.tsv" 2> /dev/null)
	[[ -n $loop && -n $base && -n $hits ]] || return 0
	awk -v l="$loop" -v b="$base" -v h="$hits" 'BEGIN { printf "%.0f\n", (l - b) * 1e6 / h }'
}

# A's KEY over B's (rows SECTION of guest.tsv), paired by round: each
# round runs every script once, one after the other, so the host's load of
# the moment weighs on both alike. The median of the rounds' ratios ((A -
# BASE) / (B - BASE), BASE's KEY in that round, when BASE is given) and,
# after a tab, the number of rounds.
# tapc's pass 4 of SCRIPT over the hello-world kbuild of the same round
# (passes_tapc), column COL of passes.tsv (5: real ms, 7: CPU ms): the
# median of the rounds' ratios and the rounds, "ratio<TAB>rounds"
pass4_paired() {
	awk -F '\t' -v s="$1" -v col="$2" '
		$4 == 4 && $1 == "tapc" && $2 == s { t[$3] = $col }
		$4 == 4 && $1 == "kbuild" && $2 == "hello" { h[$3] = $col }
		END { for (r in t) if ((r in h) && h[r] > 0) print t[r] / h[r] }' "$DATA/passes.tsv" \
		2> /dev/null > "$WORK/paired4"
	[[ -s $WORK/paired4 ]] || return 0
	printf '%s\t%s\n' "$(median < "$WORK/paired4" | awk '{ printf "%.2f", $1 }')" "$(wc -l < "$WORK/paired4")"
}

# instructions per call of a uprobe case over call_loop's bare run, in
# the per-hit boot
uns_per_hit() {
	local loop base calls
	loop=$(guest_ms hit "$1" loop_ns)
	base=$(guest_ms hit hit_ubare loop_ns)
	calls=$(awk -F '\t' '$1 == "guest" && $2 == "uhits" { print $5 }' "$DATA/guest.tsv" 2> /dev/null)
	[[ -n $loop && -n $base && -n $calls ]] || return 0
	awk -v l="$loop" -v b="$base" -v h="$calls" 'BEGIN { printf "%.0f\n", (l - b) * 1e6 / h }'
}

paired_ratio() {
	awk -F '\t' -v sec="$1" -v a="$2" -v b="$3" -v key="$4" -v base="${5:-}" '
		$1 == sec && $4 == key { t[$2, $3] = $5; r[$3] = 1 }
		END { for (i in r) if ((a, i) in t && (b, i) in t && (base == "" || (base, i) in t)) {
				z = base == "" ? 0 : t[base, i]
				d = t[b, i] - z
				if (d > 0) print (t[a, i] - z) / d } }' "$DATA/guest.tsv" 2> /dev/null |
		awk '{ print } END { print "n", NR }' > "$WORK/paired"
	local n
	n=$(awk '$1 == "n" { print $2 }' "$WORK/paired")
	((n > 0)) || return 0
	printf '%s\t%s\n' "$(grep -v '^n ' "$WORK/paired" | median | awk '{ printf "%.2f", $1 }')" "$n"
}

perhit_table() {
	local m base hits
	hits=$(awk -F '\t' '$1 == "guest" && $2 == "hits" { print $5 }' "$DATA/guest.tsv" 2> /dev/null)
	base=$(ns_per_hit hit_trace)
	echo "| probe | loop of ${hits:-?} close(), millions of instructions | instructions per hit | / kernel.trace | hits counted | runs |"
	echo '|---|---:|---:|---:|---:|---:|'
	printf '| none (the bare loop, no module) | %s | | | | |\n' "$(guest_ms hit bare loop_ns)"
	for m in "${HIT_SCRIPTS[@]}" "${BT_SCRIPTS[@]}"; do
		local loop
		loop=$(guest_ms hit "$m" loop_ns)
		if [[ -z $loop ]]; then
			printf '| %s | not available yet (%s) | | | | 0 |\n' "${LABEL[$m]}" "$(guest_fail "$m")"
			continue
		fi
		local per counted
		per=$(ns_per_hit "$m")
		[[ $m == hit_never ]] && per=0
		counted=$(awk -F '\t' -v n="$m" '$1 == "hit" && $2 == n && $4 == "counted" { print $5 }' "$DATA/guest.tsv" | median)
		printf '| %s | %s | %s | %s | %s | %s |\n' "${LABEL[$m]}" "$loop" "$per" \
			"$([[ $m == hit_never ]] && echo || ratio "$per" "$base")" "${counted:--}" \
			"$(count_rows "$DATA/guest.tsv" hit "$m" "*" loop_ns)"
	done
	local calls
	calls=$(awk -F '\t' '$1 == "guest" && $2 == "uhits" { print $5 }' "$DATA/guest.tsv" 2> /dev/null)
	[[ -n $calls ]] || return 0
	printf '| none (call_loop: %s calls of `tick`, no module) | %s | | | | |\n' "$calls" "$(guest_ms hit hit_ubare loop_ns)"
	for m in "${UHIT_SCRIPTS[@]}"; do
		local uloop
		uloop=$(guest_ms hit "$m" loop_ns)
		if [[ -z $uloop ]]; then
			printf '| %s | not available yet (%s) | | | | 0 |\n' "${LABEL[$m]}" "$(guest_fail "$m")"
			continue
		fi
		printf '| %s | %s | %s | | %s | %s |\n' "${LABEL[$m]}" "$uloop" "$(uns_per_hit "$m")" \
			"$(awk -F '\t' -v n="$m" '$1 == "hit" && $2 == n && $4 == "counted" { print $5 }' "$DATA/guest.tsv" | median)" \
			"$(count_rows "$DATA/guest.tsv" hit "$m" "*" loop_ns)"
	done
}

# A per-hit case against tapc's own floor (or another case), paired by
# round: "WHAT A B BASE LIMIT" -> a target row
floor_row() {
	local what=$1 a=$2 b=$3 base=$4 limit=$5 per=${6:-ns_per_hit} t1 t2 paired rounds r
	t1=$($per "$a")
	t2=$($per "$b")
	IFS=$'\t' read -r paired rounds <<< "$(paired_ratio hit "$a" "$b" loop_ns "$base")"
	r=${paired:-n/a}
	printf '| per hit, %s at most %sx %s | medians %s vs %s instructions; the ratio is the median of %s rounds'"'"' paired ratios | %s | %s | %s |\n' \
		"${what%%|*}" "$limit" "${what#*|}" "${t1:-n/a}" "${t2:-n/a}" "${rounds:-0}" "$r" "$limit" "$(verdict "$r" "$limit")"
}

# The per-hit target rows against bpftrace (tapc's extra cost at most half
# of bpftrace's, paired by round) and against tapc's own floor.
peer_targets() {
	local pair a b what t1 t2 r paired rounds
	for pair in "${PEER_PAIRS[@]}"; do
		read -r a b what <<< "$pair"
		t1=$(ns_per_hit "$a")
		t2=$(ns_per_hit "$b")
		IFS=$'\t' read -r paired rounds <<< "$(paired_ratio hit "$a" "$b" loop_ns hit_never)"
		r=${paired:-n/a}
		printf '| per hit, %s: tapc at most half of bpftrace | medians %s vs %s instructions extra per call; the ratio is the median of %s rounds'"'"' paired ratios | %s | 0.5 | %s |\n' \
			"$what" "${t1:-n/a}" "${t2:-n/a}" "${rounds:-0}" "$r" "$(verdict "$r" 0.5)"
	done
	floor_row 'the filtered count|an empty handler on the same tracepoint' hit_trace hit_floor hit_never 1.1
	floor_row 'a per-pid map increment|the empty handler' hit_pidmap hit_floor hit_never 1.5
	floor_row 'a `<<<` statistic|the empty handler' hit_stat hit_floor hit_never 1.3
	floor_row 'a `printf`|the filtered count on the same point' hit_printf hit_trace hit_never 2.0
	floor_row '`process().function` counting|an empty uprobe handler of ours on the same function' \
		hit_ufunc hit_ufloor hit_ubare 1.05 uns_per_hit
}

# bench/frontend's figure WHAT (tapc_p3, tapc_p3_lib10, stap_p1) in
# column COL (2: wall ms, 3: CPU ms, 4: peak KB)
frontend_fig() { awk -F '\t' -v w="$1" -v c="$2" '$1 == w { print $c }' "$DATA/frontend.tsv"; }

# the passes 1-3 row from bench/frontend: tapc -p3 of `nd_syscall.*`
# and stap -p1 in the same rounds; the worse of the two libraries
frontend_row() {
	local st r1 r10 worst
	st=$(frontend_fig stap_p1 2)
	r1=$(ratio "$(frontend_fig tapc_p3 2)" "$st" 3)
	r10=$(ratio "$(frontend_fig tapc_p3_lib10 2)" "$st" 3)
	worst=$r1
	awk -v a="$r10" -v b="$r1" 'BEGIN { exit !(a > b) }' && worst=$r10
	printf '| tapc passes 1-3 at most 0.05x stap'"'"'s pass 1, with a library ten times today'"'"'s | `nd_syscall.*`, side by side (bench/frontend, %s, load %s): medians %s ms (library ten times: %s ms) vs %s ms; of CPU %s ms (%s ms) vs %s ms, ratios %s and %s | %s | 0.05 | %s |\n' \
		"$(frontend_fig date 2)" "$(frontend_fig date 3)" \
		"$(frontend_fig tapc_p3 2)" "$(frontend_fig tapc_p3_lib10 2)" "$st" \
		"$(frontend_fig tapc_p3 3)" "$(frontend_fig tapc_p3_lib10 3)" "$(frontend_fig stap_p1 3)" \
		"$(ratio "$(frontend_fig tapc_p3 3)" "$(frontend_fig stap_p1 3)" 3)" \
		"$(ratio "$(frontend_fig tapc_p3_lib10 3)" "$(frontend_fig stap_p1 3)" 3)" \
		"$worst" "$(verdict "$worst" 0.05)"
}

# bench/globals' figure of N globals in column COL (2: wall ms, 3: CPU
# ms, 4: peak KB)
globals_fig() { awk -F '\t' -v n="$1" -v c="$2" '$1 == n { print $c }' "$DATA/globals.tsv"; }

# pass 2 of 20,000 globals against 5,000, from bench/globals
globals_row() {
	local r
	r=$(ratio "$(globals_fig 20000 3)" "$(globals_fig 5000 3)" 2)
	printf '| tapc pass 2 of 20,000 globals at most 8x of 5,000 (twice linear) | bench/globals, %s, load %s: CPU medians %s ms (5,000), %s ms (10,000), %s ms (20,000); peak %s KB and %s KB | %s | 8 | %s |\n' \
		"$(globals_fig date 2)" "$(globals_fig date 3)" \
		"$(globals_fig 5000 3)" "$(globals_fig 10000 3)" "$(globals_fig 20000 3)" \
		"$(globals_fig 5000 4)" "$(globals_fig 20000 4)" "$r" "$(verdict "$r" 8)"
}

# the peak memory of tapc's passes 1-3 (the largest of their -v res
# medians) against stap's passes 1-2 (the largest of theirs) for the
# same script, the worst script; bench/frontend's max RSS beside it
memory_row() {
	local s r t st worst_r="" worst_s="" worst_t="" worst_st="" note=""
	for s in "${PASS_SCRIPTS[@]}"; do
		t=$(for p in 1 2 3; do med "$DATA/passes.tsv" 6 tapc "$s" "*" "$p"; done | sort -n | tail -n 1)
		st=$(for p in 1 2; do med "$DATA/passes.tsv" 6 stap "$s" "*" "$p"; done | sort -n | tail -n 1)
		r=$(ratio "$t" "$st" 3)
		[[ $r == n/a ]] && continue
		if [[ -z $worst_r ]] || awk -v a="$r" -v b="$worst_r" 'BEGIN { exit !(a > b) }'; then
			worst_r=$r worst_s=$s worst_t=$t worst_st=$st
		fi
	done
	[[ -f $DATA/frontend.tsv ]] && note="; bench/frontend's max RSS of \`nd_syscall.*\`: tapc -p3 $(frontend_fig tapc_p3 4) KB (library ten times: $(frontend_fig tapc_p3_lib10 4) KB) vs stap -p1 $(frontend_fig stap_p1 4) KB"
	printf '| peak memory of tapc passes 1-3 at most 0.1x stap'"'"'s (passes 1-2) | %s%s | %s | 0.1 | %s |\n' \
		"${worst_s:+worst: ${LABEL[$worst_s]}, $worst_t KB vs $worst_st KB resident (-v)}" "$note" \
		"${worst_r:-n/a}" "$(verdict "${worst_r:-n/a}" 0.1)"
}

targets_table() {
	local s worst_r worst_s r
	echo '| target | measured | ratio | limit | |'
	echo '|---|---|---:|---:|---|'
	# 1. passes 1-3 against stap's pass 1: side by side, from
	# bench/frontend's rounds when it ran (the worse of tapc's library and
	# one ten times its size), else the worst script of the passes
	# sections, whose tapc and stap runs are of different dates
	if [[ -f $DATA/frontend.tsv ]]; then
		frontend_row
	else
		worst_r="" worst_s=""
		for s in "${PASS_SCRIPTS[@]}"; do
			r=$(ratio "$(tapc_p123 "$s")" "$(med "$DATA/passes.tsv" 5 stap "$s" "*" 1)" 4)
			[[ $r == n/a ]] && continue
			if [[ -z $worst_r ]] || awk -v a="$r" -v b="$worst_r" 'BEGIN { exit !(a > b) }'; then
				worst_r=$r worst_s=$s
			fi
		done
		local cpu_note=""
		[[ -n $worst_s ]] && cpu_note=" (CPU: $(tapc_p123 "$worst_s" 7) ms vs $(med "$DATA/passes.tsv" 7 stap "$worst_s" "*" 1) ms, ratio $(ratio "$(tapc_p123 "$worst_s" 7)" "$(med "$DATA/passes.tsv" 7 stap "$worst_s" "*" 1)" 4))"
		printf '| tapc passes 1-3 at most 0.05x stap'"'"'s pass 1 | %s | %s | 0.05 | %s |\n' \
			"${worst_s:+worst: ${LABEL[$worst_s]}, $(tapc_p123 "$worst_s") ms vs $(med "$DATA/passes.tsv" 5 stap "$worst_s" "*" 1) ms$cpu_note}" \
			"${worst_r:-n/a}" "$(verdict "${worst_r:-n/a}" 0.05)"
	fi
	memory_row
	[[ -f $DATA/globals.tsv ]] && globals_row
	# 2. pass 2 of syscall.*
	local t2 s2
	t2=$(med "$DATA/passes.tsv" 5 tapc sbp_syscall "*" 2)
	s2=$(med "$DATA/passes.tsv" 5 stap sbp_syscall "*" 2)
	r=$(ratio "$t2" "$s2" 4)
	local s2_note=""
	[[ -n $s2 && -n $(fail_reason stap sbp_syscall 2) ]] && s2_note=" (where stap's pass 2 failed)"
	printf '| tapc pass 2 of `syscall.*` under a hundredth of stap'"'"'s | %s ms vs %s ms%s | %s | 0.01 | %s |\n' \
		"$(ms "$t2")" "$(ms "$s2")" "$s2_note" "$r" "$(verdict "$r" 0.01)"
	# 3. pass 4 against the hello-world kbuild of the same round, the
	# worst script
	local p4 n4 cpu4
	worst_r="" worst_s=""
	for s in "${PASS_SCRIPTS[@]}"; do
		IFS=$'\t' read -r r n4 <<< "$(pass4_paired "$s" 5)"
		[[ -z $r ]] && continue
		if [[ -z $worst_r ]] || awk -v a="$r" -v b="$worst_r" 'BEGIN { exit !(a > b) }'; then
			worst_r=$r worst_s=$s p4=$n4
		fi
	done
	[[ -n $worst_s ]] && IFS=$'\t' read -r cpu4 n4 <<< "$(pass4_paired "$worst_s" 7)"
	printf '| tapc pass 4 at most half a hello-world kbuild | %s | %s | 0.5 | %s |\n' \
		"${worst_s:+worst: ${LABEL[$worst_s]}, medians $(ms "$(med "$DATA/passes.tsv" 5 tapc "$worst_s" "*" 4)") ms vs $(ms "$(med "$DATA/passes.tsv" 5 kbuild hello "*" 4)") ms real; the ratio is the median of $p4 paired rounds (of CPU times: $cpu4)}" \
		"${worst_r:-n/a}" "$(verdict "${worst_r:-n/a}" 0.5)"
	# 4. module sizes
	local k1 k2
	k1=$(med "$DATA/passes.tsv" 5 tapc sbp_syscall "*" ko)
	k2=$(med "$DATA/passes.tsv" 5 tapc sbp_tracepoint "*" ko)
	r=$(ratio "$k1" "$k2")
	local l1 l2
	l1=$(med "$DATA/passes.tsv" 5 tapc sbp_syscall "*" loaded)
	l2=$(med "$DATA/passes.tsv" 5 tapc sbp_tracepoint "*" loaded)
	printf '| `syscall.*` module at most 1.5x the `kernel.trace` one | %s vs %s (loaded: %s vs %s, ratio %s) | %s | 1.5 | %s |\n' \
		"$(kb "$k1")" "$(kb "$k2")" "$(kb "$l1")" "$(kb "$l2")" "$(ratio "$l1" "$l2")" "$r" "$(verdict "$r" 1.5)"
	# 5. start-up
	local u1 u2
	u1=$(guest_ms startup sbp_syscall startup_ns)
	u2=$(guest_ms startup sbp_tracepoint startup_ns)
	local m1 m2 su_paired su_rounds
	m1=$(guest_ms startup sbp_syscall startup_ns min)
	m2=$(guest_ms startup sbp_tracepoint startup_ns min)
	IFS=$'\t' read -r su_paired su_rounds <<< "$(paired_ratio startup sbp_syscall sbp_tracepoint startup_ns)"
	r=${su_paired:-$(ratio "$u1" "$u2")}
	printf '| `syscall.*` start-up at most 1.2x the `kernel.trace` one | medians %s ms vs %s ms (emulated; ratio %s; the least of each: %s vs %s ms, ratio %s); the ratio is the median of %s rounds'"'"' paired ratios | %s | 1.2 | %s |\n' \
		"${u1:-n/a}" "${u2:-n/a}" "$(ratio "$u1" "$u2")" "${m1:-n/a}" "${m2:-n/a}" "$(ratio "$m1" "$m2")" "${su_rounds:-0}" "$r" "$(verdict "$r" 1.2)"
	# 6. per hit
	local h1 h2
	h1=$(ns_per_hit hit_syscall_close)
	h2=$(ns_per_hit hit_trace)
	local paired rounds
	IFS=$'\t' read -r paired rounds <<< "$(paired_ratio hit hit_syscall_close hit_trace loop_ns hit_never)"
	r=${paired:-$(ratio "$h1" "$h2")}
	printf '| `syscall.close` per hit at most `kernel.trace("sys_enter")` with the same filter | medians %s vs %s instructions (ratio %s); the ratio is the median of %s rounds'"'"' paired ratios | %s | 1.0 | %s |\n' \
		"${h1:-n/a}" "${h2:-n/a}" "$(ratio "$h1" "$h2")" "${rounds:-0}" "$r" "$(verdict "$r" 1.0)"
	# 7. per hit against bpftrace and the floor
	peer_targets
	wild_targets
}

# growth.tsv medians of one series, by size: "size p1 p2 p3 p4 res1 res2
# res3 stap_p1 c1 c2 c3 c4 stap_c1", p the real ms, c the cpu ms, "-"
# where missing
growth_rows() {
	local series=$1 n
	awk -F '\t' -v s="$series" '$1 == "tapc" && $2 == s { print $3 }' "$DATA/growth.tsv" 2> /dev/null |
		sort -n -u | while read -r n; do
			local row=$n p v col
			for col in 6 7; do
				for p in 1 2 3 4; do
					[[ $col == 7 && $p == 4 ]] && continue
					v=$(med "$DATA/growth.tsv" "$col" tapc "$series" "$n" "*" "$p")
					row+=" ${v:--}"
				done
			done
			v=$(med "$DATA/growth.tsv" 6 stap "$series" "$n" "*" 1)
			row+=" ${v:--}"
			for p in 1 2 3 4; do
				v=$(med "$DATA/growth.tsv" 8 tapc "$series" "$n" "*" "$p")
				row+=" ${v:--}"
			done
			v=$(med "$DATA/growth.tsv" 8 stap "$series" "$n" "*" 1)
			echo "$row ${v:--}"
		done
}

# Whether a column of growth_rows grows linearly: the exponent k of
# v ~ n^k from the smallest size whose value reaches FLOOR to the largest
# (over the value at the smallest size, the fixed cost, when OFFSET is 1).
# Below FLOOR the times are too coarse (whole ms) to tell a curve.
linearity() {
	local col=$1 floor=$2 offset=$3
	awk -v c="$col" -v floor="$floor" -v off="$offset" '
		$c != "-" { n[++k] = $1; v[k] = $c }
		END {
			if (k < 2) { print "-"; exit }
			b = off ? v[1] : 0
			for (j = 1; j < k && v[j] - b < floor; j++)
				;
			if (v[k] - b < floor) { printf "flat (grows by less than %s)\n", floor; exit }
			if (j >= k) { printf "too small to tell (under %s but at the largest)\n", floor; exit }
			e = log((v[k] - b) / (v[j] - b)) / log(n[k] / n[j])
			printf "%s (k = %.2f)\n", e <= 1.25 ? "linear" : "**worse than linear**", e
		}'
}

growth_tables() {
	local series unit
	for series in lines globals probes; do
		case $series in
		lines) unit='script lines' ;;
		globals) unit='globals' ;;
		probes) unit='syscall probes (as pass 2 counts them)' ;;
		esac
		echo "### $unit"
		echo
		local rows
		rows=$(growth_rows "$series")
		awk -F '\t' -v s="$series" '$1 == "fail" && $2 == s { printf "- %s %s: pass %s fails: `%s`\n", $3, s, $5, $6 }' \
			"$DATA/growth.tsv" 2> /dev/null | sort -u
		if [[ -z $rows ]]; then
			echo
			continue
		fi
		echo
		echo "| $unit | pass 1 ms | pass 2 ms | pass 3 ms | pass 4 ms | res after 1 / 2 / 3 (KB) | stap pass 1 ms |"
		echo '|---:|---:|---:|---:|---:|---|---:|'
		awk '{ printf "| %s | %s (%s) | %s (%s) | %s (%s) | %s (%s) | %s / %s / %s | %s (%s) |\n",
			$1, $2, $10, $3, $11, $4, $12, $5, $13, $6, $7, $8, $9, $14 }' <<< "$rows"
		printf '| **growth** | %s | %s | %s | %s | %s | %s |\n' \
			"$(linearity 10 5 0 <<< "$rows")" "$(linearity 11 5 0 <<< "$rows")" \
			"$(linearity 12 5 0 <<< "$rows")" "$(linearity 13 500 1 <<< "$rows")" \
			"$(linearity 8 1024 1 <<< "$rows")" "$(linearity 14 100 1 <<< "$rows")"
		echo
		awk '{ print $1, $10, $11, $12, $13, $8, $14 }' <<< "$rows" | sed 's/ - / ? /g; s/ - / ? /g; s/ -$/ ?/' > "$WORK/growth-$series.dat"
	done
}

growth_plot() {
	local series missing=""
	for series in lines globals probes; do
		awk '$2 $3 $4 $5 ~ /[0-9]/ { found = 1 } END { exit !found }' "$WORK/growth-$series.dat" 2> /dev/null ||
			missing+=" $series"
	done
	gnuplot -e "dir='$WORK'; out='$BENCH/growth.png'; missing='$missing'" "$BENCH/lib/growth.gp"
}

when() { awk -F '\t' -v s="$1" '$1 == s { w = $2 (NF > 2 ? " (load average " $3 ")" : "") } END { print w }' "$DATA/when.tsv" 2> /dev/null; }

machine_lines() {
	local cpu
	cpu=$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)
	echo "- Host: $cpu, $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(. /etc/os-release && echo "$PRETTY_NAME"), kernel $(uname -r) (it cannot load modules)."
	echo "- Target kernel: $RELEASE, booted by tapc in \`$(qemu-system-x86_64 --version | head -n 1)\` under software emulation (TCG, no KVM): every time measured in the guest is an emulated time; compare the probe kinds by their ratios."
	echo "- tapc: commit $(git -C "$(dirname "$TAPC")" describe --always --dirty 2> /dev/null) ($("$TAPC" -V 2>&1 | head -n 1)); SystemTap: $(stap -V 2>&1 | head -n 1); $(gcc --version | head -n 1); GNU Make $(make --version | sed -n '1s/GNU Make //p')."
	echo "- Measured: passes (tapc, with the hello-world kbuild in the same rounds) $(when passes-tapc), passes (stap) $(when passes-stap), gcc's account of pass 4 $(when hello), guest $(when guest)$([[ -n $(when wild) ]] && echo " (its wildcard and uprobe rows $(when wild), in a boot of their own)")$([[ -n $(when hits) ]] && echo " (its per-hit rows $(when hits), in their boot that counts instructions)"), growth $(when growth). Other work (builds, test suites) may have run on this 2-core machine at the same time: medians damp that, they do not remove it."
}

# Why a target is missed, from the numbers behind it; nothing when all
# are met.
missed_notes() {
	local targets=$1 a
	grep -q 'missed' <<< "$targets" || return 0
	echo '### Where a target is missed'
	echo
	if grep -q 'passes 1-3 at most.*missed' <<< "$targets"; then
		echo "- Passes 1-3: pass 1 parses only the tapsets a script may use (none for \`nd_syscall.*\`, whose points are a family's), from an index of what each library file defines kept in the user's cache and checked against the files' names, sizes and times (a stat(2) of each: some 4 µs a file here, 3 ms for the library ten times today's), and reads a macro file only when a script names one of its macros; libdw, libelf and the decompressors are linked in. Pass 2 looks each point's calls up in the system call catalog by name (it scanned the catalog once per point), pass 3 prints its C from memory (no temporary directory unless -k or -v), the kernel's files and key are found once a run, and the default release is kept in the user's cache (each run scanned dpkg's status file for it): \`nd_syscall.*\` through pass 3 is 14M instructions (54M before) and some 13 ms of CPU (perf stat, load 3), of which the process's start is 4.5 ms (\`tapc -V\`). What is left: loading the kernel's catalogs (the system calls' parsed from 63 KB of text each run), reading and hashing the runtime's 35 files for the module's key, pass 3's 184 KB of C, some 300 page faults; with the library ten times, the 770 stat(2)s (3 to 8 ms here: this machine's system calls are slow) and its 200 KB index. On this shared 2-core machine the wall times are mostly waiting: tapc's short runs wait for a CPU as often as stap's long one, so the wall ratio swings with the load more than the CPU ratio (see bench/FRONTEND.md)."
	fi
	if grep -q 'pass 4 at most.*missed' <<< "$targets" && [[ -s $DATA/anatomy.tsv ]]; then
		a=$(awk -F '\t' '{ v[$1 "." $2] = $3 } END {
			printf "%s s of %s s compiling, against %s of %s for hello; %s lines preprocessed against %s", \
				v["tapc.opt_s"], v["tapc.total_s"], v["hello.opt_s"], v["hello.total_s"], \
				v["tapc.lines"], v["hello.lines"] }' "$DATA/anatomy.tsv")
		echo "- Pass 4: tapc runs kbuild's kept commands without make, links the runtime's kept object and compiles the script's unit and \`NAME.mod.c\` with the kernel's headers precompiled ($a: see *Where pass 4's compiler time goes*); hello's kbuild runs make."
	fi
	if grep -q 'start-up at most.*missed' <<< "$targets"; then
		local l1 l2 m
		l1=$(guest_ms startup sbp_syscall loaded_ns)
		l2=$(guest_ms startup sbp_tracepoint loaded_ns)
		m=$(ratio "$(guest_ms startup sbp_syscall startup_ns min)" "$(guest_ms startup sbp_tracepoint startup_ns min)")
		echo "- Start-up: of the two spans, the load itself (\`finit_module\` with the probes' registration, the loader's \`-vv\` time) takes ${l1:-?} ms for \`syscall.*\` and ${l2:-?} ms for \`kernel.trace\` (medians); the rest is the loader's start and the first output crossing the transport, the same work for both. The runs of one script spread by whole multiples in the emulated guest on a busy host (see the least start-ups beside the medians; their ratio is $m)$(awk -v m="$m" 'BEGIN { if (m != "n/a" && m <= 1.2) print ", so this miss is within the noise of this run"; else print ", and the least start-ups miss it too" }'); run on a quiet host before reading more into it."
	fi
	if grep -q 'per hit at most.*missed' <<< "$targets"; then
		echo "- Per hit: \`syscall.close\` runs on the same \`sys_enter\` tracepoint as the filtered count, and its handler dispatches on the call's number to the probe's, one table lookup and one call more than the tracepoint's handler, which is all that can make it dearer ($(ns_per_hit hit_syscall_close) against $(ns_per_hit hit_trace) instructions a call). Since the 2026-12-06 measurement the runner no longer stores the tracepoint's NULL registers into the context, which already holds NULL: one instruction a hit less, not measured yet."
	fi
	if grep -q 'per hit, (c).*missed' <<< "$targets"; then
		echo "- Per hit, (c): both tools pay for two tracepoints a call and for the kernel's slow path of a system call traced on its way in and out. Each of tapc's two hits enters its context (interrupts off, the context's busy flag, the globals' locks: \`start\` exclusive and \`lat\` shared on the way out), the way out reads \`\$regs->orig_ax\` fault-safe, \`start[tid()]\` is looked up three times (set, get, delete) and the clock read twice ($(ns_per_hit hit_hist) against bpftrace's $(ns_per_hit bt_hist) instructions a call)."
	fi
	if grep -q 'per hit, (d).*missed' <<< "$targets"; then
		echo "- Per hit, (d): the script's one \`kernel.function\` entry runs on a trampoline of its own that ftrace calls straight from the function's entry, as BPF's fentry programs are called (\`runtime/kfunc_direct.c\`): $(ns_per_hit hit_kfunc) against bpftrace's $(ns_per_hit bt_kprobe) instructions a call. Where the function has a direct call already (another tool's fentry program), the entry goes through ftrace's own trampoline and tapc's one ftrace_ops instead, which on 2026-12-02 cost about 120 instructions a call more."
	fi
	if grep -q 'per hit, the filtered count.*missed' <<< "$targets"; then
		echo "- Per hit, the floor: the filtered count differs from the empty handler by its body (the filter, the count, two statements counted against MAXACTION) and by \`hits\`'s lock, one compare-and-swap and one store a hit ($(ns_per_hit hit_trace) against $(ns_per_hit hit_floor) instructions a call, of which the kernel's own slow path of a traced system call is about 110 in both)."
	fi
	wild_missed_notes "$targets"
	echo
}

# "LO to HI ms": the least and the most of NAME's per-hit loops
loop_spread() {
	awk -F '\t' -v n="$1" '$1 == "hit" && $2 == n && $4 == "loop_ns" {
			v = $5 / 1e6
			if (lo == "" || v < lo) lo = v
			if (v > hi) hi = v }
		END { if (lo != "") printf "%.0f to %.0f ms", lo, hi }' "$DATA/guest.tsv"
}

# What the numbers need to be read with; each line only where it holds.
notes() {
	echo '## Reading these numbers'
	echo
	echo "- The guest is emulated (qemu's TCG, no KVM): its times are many times a real machine's and vary with the host's load. Compare probe kinds by their ratios within one boot, not by their absolute times."
	echo "- Real times on the host swing with whatever else runs on its two cores; CPU times (usr + sys) swing much less. Both are given; ratios of CPU times are the steadier comparison."
	if grep -q $'^stap\t[^\t]*\t4\t' "$DATA/fails.tsv" 2> /dev/null; then
		echo "- SystemTap 4.8's pass 4 fails against Debian's $RELEASE: its own runtime does not compile there (the first error is quoted below). So stap has no module sizes, no start-up and no per-hit cost here; its pass 4 time is the time to that failure."
	fi
	local map=/boot/System.map-$RELEASE
	if [[ -f $map ]] && (($(stat -c %s "$map") < 1024)) && grep -q 'kprobe builder' "$DATA/fails.tsv" 2> /dev/null; then
		echo "- stap's \`syscall.*\` and \`nd_syscall.*\` fail in pass 2 (\`resolution failed in kprobe builder\`): they stand on kprobes, and stap finds kernel function addresses in System.map, which Debian ships as a placeholder ($(stat -c %s "$map") bytes in \`$map\`; the real one is in the \`-dbg\` package; \`man warning::symbols\` suggests writing one from \`/proc/kallsyms\`, which bench/run does not do to the machine). Its pass 2 time is the time to that failure."
	fi
	echo
}

report_section() {
	[[ -f $DATA/passes.tsv || -f $DATA/guest.tsv || -f $DATA/growth.tsv ]] || { say "report: no data yet"; return 1; }
	say "report: $BENCH/RESULTS.md"
	local targets
	targets=$(targets_table)
	{
		echo '# tapc and SystemTap, side by side'
		echo
		echo "Written by \`bench/run\` on $(date -u '+%Y-%m-%d'). Every number is measured by it on this machine; nothing is copied from elsewhere."
		echo
		machine_lines
		echo
		echo '## Targets'
		echo
		echo "$targets"
		echo
		missed_notes "$targets"
		notes
		echo '## Per pass'
		echo
		echo "\`-v --disable-cache -p4 -r $RELEASE\`, each script's medians over the runs counted in the last column (stap's pass 2 of kernel probes builds and runs query modules, minutes each time here, so it has fewer runs). Times are real (wall-clock) ms and, in parentheses, CPU ms (usr + sys; for pass 4 mostly kbuild's) as each tool's \`-v\` prints them; memory is the resident set each prints at the end of a pass (neither prints it for pass 4). tapc keeps what it makes once per kernel build, its catalogs of the kernel (tracepoints, system calls) and the runtime's compiled object, in per-build caches that \`--disable-cache\` does not drop (they hold nothing of a script); the *first run on the kernel* row is one run with those caches empty, the cost a new kernel's first script pays once (its pass 4 compiles the runtime too)."
		echo
		passes_tables
		anatomy_table
		echo
		echo '## Start-up and shutdown (pass 5, in the guest)'
		echo
		echo "Each script with \`probe begin { printf(\"bench: started\\n\"); exit() }\` added, run by \`tapc --run-module\` under a small timer (\`bench/lib/stamp.c\`) inside one boot of the guest: *start-up* is from the loader's start to the first byte of the script's output (the module loaded, its probes registered, its begin probes run); *shutdown* from there to the loader's exit (the end probes, the probes unregistered, the module unloaded). The load (\`finit_module\`, with the module's init and its probes' registration) and the unload (\`delete_module\`) are the loader's own \`-vv\` times, where it prints them. Medians, and the least start-up of the runs: on a busy host the emulated guest's times jump by whole multiples from one run to the next, and the least is the one least disturbed. stap cannot take part: its pass 4 fails on this kernel."
		echo
		startup_table
		echo
		echo '## Per-hit cost (in the guest)'
		echo
		echo "The seed's method: a static program making the same \`close(1000)\` call over and over (\`bench/lib/close_loop.c\`, which times its own loop), run under each probe in turn in one boot; the cost of a hit is the loop's over the uninstrumented run (a module whose one probe is \`never\`, as in the seed), divided by the calls. That boot runs qemu with \`-icount shift=0\`: the guest's clock advances one ns per instruction executed, so a loop's time is the instructions it took, the same from one run to the next whatever the host is doing (the rounds of one probe agree to a few instructions per hit; in real time they spread by 2x on a busy host). The loop times its calls in ten parts and a run counts at its fastest part's pace: in some runs a kernel thread executes about four million instructions on the loop's CPU while it runs, which would add some 20 a call to that run alone. What the count leaves out is what an instruction costs: a cache miss, or a read of the emulated HPET, counts one. The loop is pinned to the guest's CPU 1, where bpftrace's hits are cheapest (on CPU 0 each of its tracepoint hits executes about 500 instructions more; tapc's cost the same on both). The modules are built without \`-t\`, whose timing of each hit would be counted in the loop. Each probe counts its hits in a global, printed at the end, to show that it fired for every call. Medians of the runs. stap cannot take part: its pass 4 fails on this kernel. bpftrace ($(bpftrace --version 2> /dev/null | head -n 1), Debian's, run inside the guest from the host's files, its maps printed at its exit) runs the same loop in the same rounds with \`-c\`, its programs in \`bench/scripts/bt_*.bt\`; the targets pair each of its rounds with tapc's case of that round."
		echo
		perhit_table
		echo
		output_table
		wild_tables
		echo '## Growth'
		echo
		echo "tapc's passes 1-4 (and stap's pass 1, which needs no kernel query for these scripts) as generated scripts grow: blocks of ten lines (a function and the begin probe that calls it), N globals written by one probe and read by another, N \`syscall.NAME\` probes. Each cell is the real ms and, in parentheses, the CPU ms (usr + sys, with kbuild's for pass 4) as \`-v\` prints them; the curves and the growth row use the CPU time, which the other work on the machine disturbs less than the real one. The growth row gives the exponent k of time ~ size^k from the smallest size whose CPU time reaches 5 ms to the largest (for pass 4 and memory, of what they add over the smallest size); linear means k <= 1.25. Passes 1-3: medians of three runs; pass 4: one run."
		echo
		echo '![growth](growth.png)'
		echo
		growth_tables
		echo
		startup_first_section
		beside_section
		remote_section
	} > "$BENCH/RESULTS.md.new"
	mv "$BENCH/RESULTS.md.new" "$BENCH/RESULTS.md"
	growth_plot || say "report: gnuplot failed"
	readme_headline "$targets"
}

# bench/run hits with HIT_BESIDE (data/hits-beside.tsv, beside_rows):
# each per-hit case built by this tree's tapc and by others', run in the
# same rounds of one boot a kernel, side by side.
beside_section() {
	local f=$DATA/hits-beside.tsv rel
	[[ -f $f ]] || return 0
	echo '## Before and after (per hit, in the guest)'
	echo
	echo "\`bench/run hits\` with \`HIT_BESIDE\`: each per-hit case built by two tapcs, each with its own runtime, and run in the same rounds of one boot a kernel, whose clock counts instructions, as the per-hit table above; instructions per hit: the median of a case's loops less the median of its own tapc's \`probe never\` runs (the uprobe cases' less call_loop's bare run), over the calls. \`timer.us(100)\` fires every 100,000 instructions of the guest, whatever the loop does: its row is the instructions a fire takes, the loop's extra ones over the fires that fell in it (one per 100 us that it lasted). Medians of the rounds; the rounds of a case agree to a tenth of an instruction a hit, the timer's to some 20 a fire (about 2%), so a difference smaller than that is none. The boot's CPUs are given with each table: in a guest of one CPU (\`TAPC_GUEST_CPUS=1 HIT_CPU=0\`) the figures differ by a few instructions from the per-hit table's, which runs on CPU 1 of two."
	echo
	for rel in $(awk -F '\t' '$2 == "meta" { print $1 }' "$f" | sort -u -V); do
		beside_table "$f" "$rel"
		echo
	done
}

# One release's table of hits-beside.tsv.
beside_table() {
	local f=$1 rel=$2 self others other m meta
	meta() { awk -F '\t' -v r="$rel" -v k="$1" '$1 == r && $2 == "meta" && $5 == k { print $6 }' "$f"; }
	self=$(meta self) others=$(meta beside)
	echo "$rel: $(meta when), load $(meta load), $(meta cpus) CPU(s) in the guest; \`close()\` loops of $(meta hits) calls, call_loop of $(meta uhits)."
	echo
	for other in $others; do
		echo "| probe | $self | $other | difference | hits counted ($self / $other) | rounds |"
		echo '|---|---:|---:|---:|---:|---:|'
		for m in $(awk -F '\t' -v r="$rel" '$1 == r && $2 == "hit" && $5 == "loop_ns" && $3 !~ /_beside_|^(bare|hit_ubare|hit_never)$/ { if (!(($3) in s)) { s[$3] = 1; print $3 } }' "$f"); do
			awk -F '\t' -v r="$rel" -v m="$m" -v o="${m}_beside_$other" -v label="${LABEL[$m]:-$m}" \
				-v n="$(meta hits)" -v un="$(meta uhits)" '
				function med(a, k,   i, j, t, c) {
					c = 0
					for (i in a) if (index(i, k SUBSEP) == 1) v[++c] = a[i]
					for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
					return c == 0 ? "" : (c % 2 ? v[(c + 1) / 2] : (v[c / 2] + v[c / 2 + 1]) / 2)
				}
				function rounds(k,   i, c) { c = 0; for (i in l) if (index(i, k SUBSEP) == 1) c++; return c }
				# per hit over BASE, of the medians; the timer per fire
				function per(k, base, calls,   x, b) {
					x = med(l, k); b = med(l, base)
					if (x == "" || b == "") return ""
					if (m == "hit_timer") return (x - b) * 100000 / x
					return (x - b) / calls
				}
				$1 == r && $2 == "hit" && $5 == "loop_ns" { l[$3, $4] = $6 }
				$1 == r && $2 == "hit" && $5 == "counted" { c[$3, $4] = $6 }
				END {
					u = m ~ /^hit_u/
					a = per(m, u ? "hit_ubare" : "hit_never", u ? un : n)
					b = per(o, u ? "hit_ubare" : "hit_never_beside_" substr(o, length(m) + 9), u ? un : n)
					if (a == "" || b == "") { printf "| %s | %s | %s | | | |\n", label, a == "" ? "-" : sprintf("%.1f", a), b == "" ? "-" : sprintf("%.1f", b); exit }
					printf "| %s | %.1f | %.1f | %+.1f | %s / %s | %d / %d |\n", label, a, b, a - b,
						med(c, m) == "" ? "-" : med(c, m), med(c, o) == "" ? "-" : med(c, o), rounds(m), rounds(o)
				}' "$f"
		done
	done
}

# bench/startup's rows (data/startup.tsv): a one-liner's start to -p4's
# module on a kernel tapc never saw and on one already used, beside
# bpftrace's start-up of the same one-liner; and those of an earlier tapc
# (data/startup-before.tsv), when kept.
startup_first_section() {
	local tsv=$DATA/startup.tsv
	[[ -f $tsv ]] || return 0
	echo "## A script's first start (bench/startup)"
	echo
	echo "\`tapc -q -p4 -e ONE-LINER\`, wall ms and in parentheses CPU ms (usr + sys of tapc and all it ran), from a fresh cache (*cold*: every catalog the one-liner needs, the feature tests and the runtime's object built on the way; with the runtime compiled beside passes 2 and 3, the default, and after them, \`TAPC_RUNTIME_AHEAD=1\`) and on a kernel already used (*warm*: a script new to a cache that holds what \`tapc-prep --build-only\` builds), beside bpftrace's start-up of the same one-liner on this host's kernel (attach, run BEGIN, which exits). The one-liners: \`kernel.trace(\"sched_switch\")\` printing \`\$next->pid\`, \`syscall.close\` printing \`fd\`, \`kernel.function(\"vfs_read\")\` printing \`\$count\`. Each tapc cell's last figure is its wall time over bpftrace's; the load column is the 1-minute load average at the end of the cold runs (least-most). Medians of the runs in the last column. On this shared 2-core machine the wall time follows the load (given with each table); the CPU time is the work."
	echo
	first_start_table "$tsv"
	# what /usr/bin/time counted of the same runs, as this bench did before
	# it counted every process (bench/lib/cputree.c)
	awk -F '\t' '$1 == "beside" && $7 != "" { w = w sep $2 " " $7 " ms (of " $4 ")"; sep = ", " }
		END { if (w != "") print "The CPU /usr/bin/time counted of the cold runs beside passes 2-3, as this bench did before it counted every process a run starts (`bench/lib/cputree.c`; `-p4` kills the second tapc, and what it had running was missed): " w ".\n" }' "$tsv"
	if [[ -f $DATA/startup-before.tsv ]]; then
		echo "Before, with the second tapc making a whole module of its own before pass 4 compiled the script, and kbuild's questions to its tools asked one after the other (measured in the same half hour, a round of the old tapc, then one of the new, twice; at these loads the rows follow the load more than the code: the two started at the same moment, cold, took 165.8 s before and 150.8 s after for trace, 93.0 s and 82.9 s for syscall, the CPU the same):"
		echo
		first_start_table "$DATA/startup-before.tsv"
	fi
}

# The table of one startup.tsv, after the line saying when it was measured.
first_start_table() {
	local tsv=$1 f when
	fig() { awk -F '\t' -v r="$1" -v f="$2" -v c="$3" '$1 == r && $2 == f { print $c }' "$tsv"; }
	when=$(awk -F '\t' '$1 == "date" { printf "%s (load average %s before, %s after), %s", $2, $3, $4, $5 }
		$1 == "release" { r = $2 } END { if (r != "") printf ", tapc targeting %s", r }' "$tsv")
	echo "Measured $when."
	echo
	echo "| one-liner | cold, runtime after passes 2-3 | cold, runtime beside them | warm (a new script) | bpftrace start-up | load (cold beside) | runs |"
	echo "|---|---:|---:|---:|---:|---:|---:|"
	# "WALL (CPU)" and the wall's ratio to bpftrace's, or - where that row
	# was not measured
	cell() {
		local wall bt
		wall=$(fig "$1" "$2" 3)
		bt=$(fig bpftrace "$2" 3)
		[[ -n $wall ]] || { echo -; return; }
		echo -n "$wall ($(fig "$1" "$2" 4))"
		[[ $1 != bpftrace && -n $bt && $bt != 0 ]] && awk -v w="$wall" -v b="$bt" 'BEGIN { printf ", %.1fx", w / b }'
		echo
	}
	for f in trace syscall kfunc; do
		[[ -n $(fig beside "$f" 3) ]] || continue
		echo "| $f | $(cell after "$f") | $(cell beside "$f") | $(cell warm "$f") | $(cell bpftrace "$f") | $(fig beside "$f" 6) | $(fig beside "$f" 5) |"
	done
	echo
}

# The targets table into docs/benchmarks.md, between "<!-- bench:begin -->" and
# "<!-- bench:end -->" (nothing when the file has no such markers).
readme_headline() {
	local readme=$TOP/docs/benchmarks.md
	grep -q '^<!-- bench:begin -->$' "$readme" || return 0
	printf '%s\n' "$1" > "$WORK/headline"
	awk -v f="$WORK/headline" '
		/^<!-- bench:begin -->$/ { print; while ((getline l < f) > 0) print l; skip = 1; next }
		/^<!-- bench:end -->$/ { skip = 0 }
		!skip' "$readme" > "$WORK/benchmarks.md" && cat "$WORK/benchmarks.md" > "$readme"
}
