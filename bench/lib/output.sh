# Output in the guest, one boot (bench/run output): a printf on each of
# OUT_CALLS close() calls (300000) written to a file, tapc and bpftrace
# side by side: one producer (close_loop), two at once (two close_loops,
# each OUT_CALLS), and two with the reader stopped 5 s (SIGSTOP, SIGCONT)
# and tapc at -s 1. The file is in the guest's own memory (its /tmp's
# upper layer), not on the share with the host, whose writes would slow
# the reader. Each run's lines delivered (in the file), lines lost as the
# tool reports them (tapc's count of transport failures, bpftrace's "Lost
# N events") and its time from the tool's start to its end, in the
# guest's clock. Rows "out" of guest.tsv. Sourced by bench/run.

OUT_CALLS=${OUT_CALLS:-300000}
OUT_RUNS=${OUT_RUNS:-3}
OUT_CASES=(one two paused)

out_batch() {
	cat <<EOF2
#!/bin/sh
w=$WORK
o=/tmp/tapc-bench-out.\$\$
mkdir -p \$o
one="\$w/progs/close_loop $OUT_CALLS"
# a script: bpftrace's -c takes no shell words
printf '%s\n' "\$w/progs/close_loop $OUT_CALLS & \$w/progs/close_loop $OUT_CALLS; wait" > \$w/out/two.sh
two="/bin/sh \$w/out/two.sh"
# runs TOOL's command line CMD in the background for case CASE, round R;
# with "paused", its reader stopped from the first second to the sixth
run() {
	tool=\$1 case=\$2 r=\$3
	shift 3
	start=\$(date +%s%N)
	"\$@" > \$w/out/out_\$tool.\$case.\$r.err 2>&1 < /dev/null &
	pid=\$!
	if [ \$case = paused ]; then
		sleep 1
		kill -STOP \$pid
		sleep 5
		kill -CONT \$pid
	fi
	wait \$pid
	st=\$?
	end=\$(date +%s%N)
	echo "status \$st ns \$((end - start))" > \$w/out/out_\$tool.\$case.\$r.time
	grep -c '^close ' \$o/out.txt > \$w/out/out_\$tool.\$case.\$r.lines
	rm -f \$o/out.txt
}
for r in \$(seq 1 $OUT_RUNS); do
	for c in ${OUT_CASES[*]}; do
		cmd=\$one
		[ \$c = one ] || cmd=\$two
		s=""
		[ \$c = paused ] && s="-s 1"
		run tapc \$c \$r "$TAPC" --run-module \$w/mod/out_printf.ko \$s -T 600 \\
			-o \$o/out.txt -c "\$cmd"
		command -v bpftrace > /dev/null || continue
		# bpftrace itself, not under timeout: it is the reader stopped
		run bt \$c \$r bpftrace -o \$o/out.txt \\
			$BENCH/scripts/bt_out_printf.bt -c "\$cmd"
	done
done
EOF2
}

out_collect() {
	local r c tool f
	for ((r = 1; r <= OUT_RUNS; r++)); do
		for c in "${OUT_CASES[@]}"; do
			for tool in tapc bt; do
				f=$WORK/out/out_$tool.$c.$r
				[[ -f $f.time ]] || continue
				local ns lines lost
				ns=$(sed -nE 's/^status [0-9]+ ns ([0-9]+)$/\1/p' "$f.time")
				lines=$(cat "$f.lines" 2> /dev/null)
				if [[ $tool == tapc ]]; then
					lost=$(sed -nE 's/^WARNING: There were ([0-9]+) transport failures.*/\1/p' "$f.err" | head -n 1)
				else
					lost=$(sed -nE 's/.*Lost ([0-9]+) events.*/\1/p' "$f.err" | awk '{ n += $1 } END { print n + 0 }')
				fi
				printf 'out\t%s_%s\t%s\tns\t%s\n' "$tool" "$c" "$r" "${ns:-}"
				printf 'out\t%s_%s\t%s\tlines\t%s\n' "$tool" "$c" "$r" "${lines:-0}"
				printf 'out\t%s_%s\t%s\tlost\t%s\n' "$tool" "$c" "$r" "${lost:-0}"
			done
		done
	done
}

output_section() {
	local reason
	guest_progs || return 1
	reason=$(guest_build out_printf "$BENCH/scripts/out_printf.stp") || {
		printf 'fail\tout_printf\t1\tbuild\t%s\n' "$reason" >> "$DATA/guest.tsv"
		return 1
	}
	out_batch > "$WORK/out.sh"
	say "guest: one boot for the output rows ($OUT_RUNS rounds of ${OUT_CASES[*]})"
	guest_boot out_boot "$WORK/out.sh"
	out_collect >> "$DATA/guest.tsv"
}

# ---- the report's part ----

# the median of KEY of tool_case's rows
out_fig() {
	awk -F '\t' -v n="$1" -v k="$2" '$1 == "out" && $2 == n && $4 == k { print $5 }' "$DATA/guest.tsv" 2> /dev/null | median
}

# lines per second of KEY (lines, lost) over the run's time
out_rate() {
	local v ns
	v=$(out_fig "$1" "$2")
	ns=$(out_fig "$1" ns)
	[[ -n $v && -n $ns && $ns != 0 ]] || { echo -; return; }
	awk -v v="$v" -v ns="$ns" 'BEGIN { printf "%.0f\n", v * 1e9 / ns }'
}

output_table() {
	grep -q '^out	' "$DATA/guest.tsv" 2> /dev/null || return 0
	echo '## Output (in the guest)'
	echo
	echo "A \`printf\` on each \`close()\` of close_loop ($OUT_CALLS calls a producer) into a file (\`-o\`), tapc (\`bench/scripts/out_printf.stp\`) and bpftrace (\`bench/scripts/bt_out_printf.bt\`) in the same boot and rounds (\`bench/run output\`): one producer; two at once; two with the tool's reader stopped (SIGSTOP) from the first second to the sixth, tapc at \`-s 1\`. Lines delivered are those in the file, lines lost tapc's count of transport failures and bpftrace's \`Lost N events\`; per second of the tool's run, from its start to its end (emulated time, so compare the tools, not the figures with a real machine's). Medians of the rounds. bpftrace (its perf buffer) printed no count of the lines it lost in these runs; its *not delivered* column is the lines made less those in the file."
	echo
	echo '| case | tool | lines made | delivered | lost, as the tool says | not delivered | run s | delivered / s | not delivered / s | target | runs |'
	echo '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|'
	local c tool
	for c in "${OUT_CASES[@]}"; do
		for tool in tapc bt; do
			local n=${tool}_$c made missing
			[[ -n $(out_fig "$n" ns) ]] || continue
			made=$OUT_CALLS
			[[ $c == one ]] || made=$((2 * OUT_CALLS))
			missing=$((made - $(printf '%.0f' "$(out_fig "$n" lines)")))
			local target=''
			if [[ $tool == tapc ]]; then
				local exact rounds
				read -r exact rounds <<< "$(awk -F '\t' -v n="$n" -v made="$made" '
					$1 == "out" && $2 == n { v[$3, $4] = $5; r[$3] = 1 }
					END { for (i in r) { t++; if (v[i, "lines"] + v[i, "lost"] == made) e++ }
					      print e + 0, t + 0 }' "$DATA/guest.tsv")"
				target="every line delivered or counted as lost, in $exact of $rounds rounds: $( ((exact == rounds)) && echo '**met**' || echo '**missed**')"
			fi
			printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' \
				"$(case $c in one) echo 'one producer' ;; two) echo 'two producers' ;; *) echo 'two producers, the reader stopped 5 s (tapc -s 1)' ;; esac)" \
				"$([[ $tool == tapc ]] && echo tapc || echo bpftrace)" \
				"$made" "$(out_fig "$n" lines)" "$(out_fig "$n" lost)" "$missing" \
				"$(awk -v ns="$(out_fig "$n" ns)" 'BEGIN { printf "%.1f", ns / 1e9 }')" \
				"$(out_rate "$n" lines)" \
				"$(awk -v m="$missing" -v ns="$(out_fig "$n" ns)" 'BEGIN { printf "%.0f", m * 1e9 / ns }')" "$target" \
				"$(awk -F '\t' -v n="$n" '$1 == "out" && $2 == n && $4 == "ns"' "$DATA/guest.tsv" | wc -l)"
		done
	done
	echo
}
