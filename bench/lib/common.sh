# Helpers shared by bench/run's sections: sourced, not run.
#
# Every measurement is appended to a TSV file in $DATA, one row per value:
#   passes.tsv   tool script run pass real_ms res_kb cpu_ms
#                (pass 1..4; "ko" and "loaded": the module's sizes in real_ms)
#   fails.tsv    tool script pass message
#   guest.tsv    kind name run key value
#   growth.tsv   tool series size run pass real_ms res_kb cpu_ms
#   anatomy.tsv  unit key value       (gcc's time report of pass 4's unit)
# The report is computed from these files alone (bench/run report).

say() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

# median of the numbers on stdin (one a line); nothing when there are none
median() {
	sort -g | awk '{ v[NR] = $1 } END {
		if (NR == 0) exit
		if (NR % 2) print v[(NR + 1) / 2]
		else printf "%.15g\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The "Pass N: ... using Vvirt/Rres/Sshr/Ddata kb, in Uusr/Ssys/Rreal ms."
# lines of `-v`, as both tapc and stap print them: "N real_ms res_kb cpu_ms"
# per pass (res_kb is "-" when the line has no memory, as pass 4's has not;
# cpu_ms is usr + sys).
pass_lines() {
	sed -nE 's/^Pass ([1-4]): .* in ([0-9]+)usr\/([0-9]+)sys\/([0-9]+)real ms\.$/\1 \4 \2 \3 &/p' "$1" |
		while read -r pass ms usr sys line; do
			res=$(sed -nE 's/.*using [0-9]+virt\/([0-9]+)res\/.*/\1/p' <<< "$line")
			echo "$pass $ms ${res:--} $((usr + sys))"
		done
}

# file names without their directories, which are the run's own
strip_dirs() { sed -E 's#(/[^/ ]+)+/([^/ ]+)#\2#g'; }

# The first failure a -v log shows, as "PASS<TAB>reason": the pass that
# failed and the first error line above it.
first_failure() {
	local log=$1 pass reason
	pass=$(sed -nE 's/^Pass ([1-5]): .*failed\..*/\1/p' "$log" | head -n 1)
	[[ -n $pass ]] || return 1
	reason=$(grep -m 1 -E '(error|ERROR)[: ]' "$log" | strip_dirs | cut -c 1-160)
	printf '%s\t%s\n' "$pass" "${reason:-see the log}"
}

# runs ARGS... with `-v`, keeps its stderr in LOG, and records what it
# printed. usage: measure_passes TOOL SCRIPT RUN LOG COMMAND...
measure_passes() {
	local tool=$1 script=$2 run=$3 log=$4
	shift 4
	local ko
	ko=$("$@" 2> "$log" | tail -n 1)
	record_passes "$tool" "$script" "$run" "$log" "$ko"
	local dir
	dir=$(sed -n 's/^Keeping temporary directory "\(.*\)"$/\1/p' "$log")
	[[ -n $dir && $dir == "$WORK"/* ]] && rm -rf "$dir"
	return 0
}

# Records a run's pass lines, its module's sizes (KO: the path -p4
# printed, if any) and its failure from its -v LOG.
# usage: record_passes TOOL SCRIPT RUN LOG [KO]
record_passes() {
	local tool=$1 script=$2 run=$3 log=$4 ko=${5:-}
	pass_lines "$log" | while read -r pass ms res cpu; do
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$tool" "$script" "$run" "$pass" "$ms" "$res" "$cpu"
	done >> "$DATA/passes.tsv"
	if [[ $ko == *.ko && -f $ko ]]; then
		printf '%s\t%s\t%s\tko\t%s\t-\t-\n' "$tool" "$script" "$run" "$(stat -c %s "$ko")" >> "$DATA/passes.tsv"
		# what loading takes in the kernel: text, data and bss, without
		# the debug information the file carries
		printf '%s\t%s\t%s\tloaded\t%s\t-\t-\n' "$tool" "$script" "$run" \
			"$(size "$ko" | awk 'NR == 2 { print $4 }')" >> "$DATA/passes.tsv"
	fi
	local failure
	if failure=$(first_failure "$log") && [[ $run == 1 ]]; then
		printf '%s\t%s\t%s\n' "$tool" "$script" "$failure" >> "$DATA/fails.tsv"
	fi
	return 0
}

# median of column COL of the rows of FILE whose leading columns equal
# the given KEYS, "*" matching anything (empty when there are none)
med() {
	local file=$1 col=$2
	shift 2
	[[ -f $file ]] || return 0
	awk -F '\t' -v col="$col" -v keys="$*" '
		BEGIN { n = split(keys, k, " ") }
		{ for (i = 1; i <= n; i++) if (k[i] != "*" && $i != k[i]) next; if ($col != "-" && $col != "") print $col }' "$file" | median
}

# the number of rows of FILE matching KEYS ("*" matching anything)
count_rows() {
	local file=$1
	shift
	[[ -f $file ]] || { echo 0; return; }
	awk -F '\t' -v keys="$*" '
		BEGIN { n = split(keys, k, " ") }
		{ for (i = 1; i <= n; i++) if (k[i] != "*" && $i != k[i]) next; c++ }
		END { print c + 0 }' "$file"
}

# a / b with DIGITS decimals, or "n/a" when either is missing or b is 0
ratio() {
	local a=$1 b=$2 digits=${3:-2}
	[[ -n $a && -n $b ]] || { echo n/a; return; }
	awk -v a="$a" -v b="$b" -v d="$digits" 'BEGIN {
		if (b == 0) { print "n/a"; exit }
		r = a / b
		if (r > 0 && r < 0.5 * 10 ^ -d) printf "%.1e\n", r; else printf "%.*f\n", d, r }'
}

# does tapc know this probe point? (pass 2 alone, no kernel module built)
tapc_has_probe() {
	"$TAPC" -p2 -r "$RELEASE" -e "probe $1 {}" > /dev/null 2>&1
}
