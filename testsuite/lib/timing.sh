# Each part's wall time and CPU time, told at the end of a run, so that a
# slow part shows in every run, CI's too. On a loaded machine the wall
# time says little: the CPU time (user and system, of the suite's shell
# and of every process it waited for: compilers, qemu's TCG, tapc) is
# what the part costs wherever it runs. Sourced by testsuite/run.
#
#   timing_start VAR           the clocks now, into VAR
#   timing_stop VAR LABEL      LABEL's time since timing_start VAR, told later
#   timed LABEL CMD...         CMD in this shell, its time told as LABEL
#   timing_report              "time: LABEL: W s wall, C s CPU" lines, in the
#                              parts' order, then the load average
timing_table=()
timing_tick=$(getconf CLK_TCK)
timing_load=$(cut -d' ' -f1 /proc/loadavg)

# timing_now: wall and CPU (the shell's and its waited-for children's,
# /proc/PID/stat's utime, stime, cutime, cstime) in milliseconds
timing_now() {
	local stat f
	stat=$(< "/proc/$$/stat")
	# the process's name, in parentheses, may hold blanks: the fields
	# after it, the third (its state) first
	read -r -a f <<< "${stat##*) }"
	local ticks=$((f[11] + f[12] + f[13] + f[14]))
	local w=${EPOCHREALTIME/./}
	echo "$((w / 1000)) $((ticks * 1000 / timing_tick))"
}

# timing_children_cpu: the CPU time, in milliseconds, of the processes
# this (sub)shell has waited for
timing_children_cpu() {
	local stat f
	stat=$(< "/proc/$BASHPID/stat")
	read -r -a f <<< "${stat##*) }"
	echo $(((f[13] + f[14]) * 1000 / timing_tick))
}

timing_start() {
	printf -v "$1" '%s' "$(timing_now)"
}

timing_stop() {
	local begin now
	read -r -a begin <<< "${!1}"
	read -r -a now <<< "$(timing_now)"
	timing_table+=("$2"$'\037'"$((now[0] - begin[0]))"$'\037'"$((now[1] - begin[1]))")
}

timed() {
	local _timed_at
	timing_start _timed_at
	"${@:2}"
	local st=$?
	timing_stop _timed_at "$1"
	return $st
}

# seconds MS: MS as seconds with one decimal
timing_seconds() {
	printf '%d.%d' $(($1 / 1000)) $((($1 % 1000) / 100))
}

# timing_costliest LABEL N FILE...: the N of FILEs (NAME.SUFFIX, each a
# time in milliseconds) that took longest, told as LABEL
timing_costliest() {
	local label=$1 n=$2 f ms list=""
	shift 2
	[[ $# -gt 0 ]] || return 0
	while read -r ms f; do
		f=$(basename "$f")
		list+="${list:+, }${f%%.*} $(timing_seconds "$ms") s"
	done < <(for f in "$@"; do echo "$(cat "$f") $f"; done | sort -rn | head -n "$n")
	timing_table+=("$label: $list"$'\037'""$'\037'"")
}

timing_report() {
	local entry label wall cpu
	for entry in "${timing_table[@]}"; do
		IFS=$'\037' read -r label wall cpu <<< "$entry"
		if [[ -z $wall ]]; then
			echo "time: $label"
		else
			echo "time: $label: $(timing_seconds "$wall") s wall, $(timing_seconds "$cpu") s CPU"
		fi
	done
	echo "time: load average $timing_load at the start, $(cut -d' ' -f1 /proc/loadavg) at the end ($(nproc) CPUs)"
}
