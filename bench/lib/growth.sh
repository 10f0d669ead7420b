# Growth: passes 1-4 of tapc (and pass 1 of stap, which costs it no
# kernel query) as the work grows: syscall probes, script lines, globals.
# The x of the probe series is the number of probes pass 2 reports. Sourced
# by bench/run.

GROWTH_LINES=(100 1000 10000)
GROWTH_GLOBALS=(1 2 4 8 16 32 64)

# N lines: blocks of ten, each a function with a few statements and the
# begin probe that calls it (so that no pass may drop it as unused).
gen_lines() {
	local n=$1 k
	for ((k = 1; k <= n / 10; k++)); do
		cat <<EOF
function f_$k(x) {
	a = x * 2 + $k
	if (a > 10)
		a -= 3
	s = sprintf("%d", a)
	t = s . "-" . s
	return t == "-" ? 0 : a
}
probe begin { if (f_$k($k) < 0) println("negative") }

EOF
	done
}

# N globals, all written by one begin probe and read by one end probe:
# what grows is the globals, their locks, and the probes' lock lists.
gen_globals() {
	local n=$1 k
	for ((k = 1; k <= n; k++)); do echo "global g_$k"; done
	echo 'probe begin {'
	for ((k = 1; k <= n; k++)); do echo "	g_$k[pid()] = $k"; done
	echo '}'
	echo 'probe end {'
	echo '	sum = 0'
	for ((k = 1; k <= n; k++)); do echo "	sum += g_$k[pid()]"; done
	echo '	printf("%d\n", sum)'
	echo '}'
}

# The target's system calls, as tapc's syscall.NAME probes know them.
syscall_names() {
	local h=/lib/modules/$RELEASE/build/arch/x86/include/generated/uapi/asm/unistd_64.h
	local name
	sed -nE 's/^#define __NR_([a-z0-9_]+) [0-9]+$/\1/p' "$h" | sort -u | while read -r name; do
		tapc_has_probe "syscall.$name" && echo "$name"
	done
}

# N syscall probes, one counting handler each; "all" is syscall.*.
gen_probes() {
	local n=$1
	echo 'global n'
	if [[ $n == all ]]; then
		echo 'probe syscall.* { n++ }'
	else
		head -n "$n" "$WORK/syscall-names" | sed 's/.*/probe syscall.& { n++ }/'
	fi
}

# tapc -v on one generated script: passes 1-3 up to three times, pass 4
# (minutes of kbuild for the largest scripts) in the first run only.
growth_measure() {
	local series=$1 size=$2 stp=$3 r log x
	local runs=$((RUNS < 3 ? RUNS : 3))
	for ((r = 1; r <= runs; r++)); do
		log=$WORK/log/growth-$series-$size.$r
		(cd "$WORK" && TMPDIR=$WORK/tmp "$TAPC" -v --disable-cache -k -p$((r == 1 ? 4 : 3)) \
			-r "$RELEASE" "$stp" > /dev/null 2> "$log")
		if [[ $r == 1 ]] && first_failure "$log" > /dev/null; then
			printf 'fail\t%s\t%s\t-\t%s\t%s\t-\t-\n' "$series" "$size" \
				"$(first_failure "$log" | cut -f 1)" "$(first_failure "$log" | cut -f 2)" >> "$DATA/growth.tsv"
		fi
		x=$size
		[[ $series == probes ]] && x=$(sed -nE 's/^Pass 2: analyzed script: ([0-9]+) probes?.*/\1/p' "$log")
		[[ -n $x ]] || continue
		pass_lines "$log" | while read -r pass ms res cpu; do
			printf 'tapc\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$series" "$x" "$r" "$pass" "$ms" "$res" "$cpu"
		done >> "$DATA/growth.tsv"
		local dir
		dir=$(sed -n 's/^Keeping temporary directory "\(.*\)"$/\1/p' "$log")
		[[ -n $dir ]] && rm -rf "$dir"
	done
}

# stap's pass 1 alone on the same scripts, where it queries no kernel.
growth_stap_pass1() {
	local series=$1 size=$2 stp=$3 r
	for ((r = 1; r <= STAP_RUNS; r++)); do
		stap -v -p1 -r "$RELEASE" "$stp" > /dev/null 2> "$WORK/log/stap-p1-$series-$size.$r"
		pass_lines "$WORK/log/stap-p1-$series-$size.$r" | while read -r pass ms res cpu; do
			printf 'stap\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$series" "$size" "$r" "$pass" "$ms" "$res" "$cpu"
		done >> "$DATA/growth.tsv"
	done
}

# growth_series SERIES GENERATOR SIZES...: tapc, and stap's pass 1, on
# the script GENERATOR writes for each size
growth_series() {
	local series=$1 gen=$2 n stp
	shift 2
	for n in "$@"; do
		say "growth: $n $series"
		stp=$WORK/growth/${series}_$n.stp
		"$gen" "$n" > "$stp"
		growth_measure "$series" "$n" "$stp"
		growth_stap_pass1 "$series" "$n" "$stp"
	done
}

growth_section() {
	local n stp
	mkdir -p "$WORK/growth"
	growth_series lines gen_lines "${GROWTH_LINES[@]}"
	growth_series globals gen_globals "${GROWTH_GLOBALS[@]}"
	if ! tapc_has_probe syscall.close; then
		say "growth: tapc has no syscall probes yet"
		printf 'fail\tprobes\tall\t-\t2\tnot available yet: tapc has no syscall.* probes\t-\t-\n' >> "$DATA/growth.tsv"
		return 0
	fi
	syscall_names > "$WORK/syscall-names"
	for n in 1 10 100 all; do
		say "growth: $n syscall probes"
		stp=$WORK/growth/probes_$n.stp
		gen_probes "$n" > "$stp"
		growth_measure probes "$n" "$stp"
	done
}
