# Reads a test case file, testsuite/FLOOR/NAME.t (the layout is in
# testsuite/README.md). Sourced by testsuite/run.
#
#   case_read FILE SECTIONS...   SECTIONS: the ones this floor runs
# fills case_text[SECTION] (a one-line section's value, or a block's lines
# with their newlines) for each section present, and case_desc; returns 1
# with case_error set when the file is not a well-formed case. PROG is
# required where the floor runs it (the runtime's cases are modules).

declare -A case_text
case_desc=""
case_error=""

case_one_line=" NEEDS ARGS RUNARGS SETUP CMD STATUS TIMEOUT "
case_blocks=" PROG STDIN EXPECT EXPECT_REGEX STDERR STDERR_REGEX FILTER "

case_read() {
	local file=$1 allowed=" ${*:2} " line word value section="" n=0 headers=0
	case_text=()
	case_desc="" case_error=""
	[[ -r $file ]] || { case_error="cannot read $file"; return 1; }
	while IFS= read -r line || { [[ -n $line ]] && { case_error="line $((n + 1)): no newline at the end of the file"; return 1; }; }; do
		n=$((n + 1))
		if [[ $line != '=== '* ]]; then
			if [[ -n $section ]]; then
				case_text[$section]+="$line"$'\n'
			elif ((headers)); then
				case_error="line $n: text after a one-line section"
				return 1
			elif [[ $line == '#'* ]]; then
				case_desc+="${line#\#}"$'\n'
			else
				case_error="line $n: before the first section, only '# what it checks' lines"
				return 1
			fi
			continue
		fi
		headers=$((headers + 1))
		word=${line#=== } value=""
		if [[ $word == *' '* ]]; then value=${word#* }; word=${word%% *}; fi
		if [[ $case_one_line != *" $word "* && $case_blocks != *" $word "* ]]; then
			case_error="line $n: unknown section '$word'"
			return 1
		fi
		if [[ $allowed != *" $word "* ]]; then
			case_error="line $n: section $word is not one this floor runs (it runs:$allowed)"
			return 1
		fi
		if [[ -n ${case_text[$word]+set} ]]; then
			case_error="line $n: a second $word section"
			return 1
		fi
		section=""
		if [[ $case_one_line == *" $word "* ]]; then
			[[ -n $value ]] || { case_error="line $n: $word needs a value on its line"; return 1; }
			case_text[$word]=$value
		else
			[[ -z $value ]] || { case_error="line $n: $word takes its text on the lines after it"; return 1; }
			case_text[$word]=""
			section=$word
		fi
	done < "$file"
	if [[ -z ${case_desc//[[:space:]]/} ]]; then
		case_error="no '# what it checks' line at the top"
	elif [[ $allowed == *" PROG "* ]] && [[ -z ${case_text[PROG]+set} || -z ${case_text[PROG]} ]]; then
		case_error="no PROG section (the script)"
	elif [[ -z ${case_text[EXPECT]+set} && -z ${case_text[EXPECT_REGEX]+set} ]]; then
		case_error="no assertion: neither EXPECT nor EXPECT_REGEX"
	elif [[ -n ${case_text[EXPECT]+set} && -n ${case_text[EXPECT_REGEX]+set} ]]; then
		case_error="both EXPECT and EXPECT_REGEX"
	elif [[ -n ${case_text[STDERR]+set} && -n ${case_text[STDERR_REGEX]+set} ]]; then
		case_error="both STDERR and STDERR_REGEX"
	elif [[ -n ${case_text[STATUS]+set} && ! ${case_text[STATUS]} =~ ^[0-9]+$ ]]; then
		case_error="STATUS '${case_text[STATUS]}' is not a number"
	elif [[ -n ${case_text[TIMEOUT]+set} && ! ${case_text[TIMEOUT]} =~ ^[1-9][0-9]*$ ]]; then
		case_error="TIMEOUT '${case_text[TIMEOUT]}' is not a number of seconds"
	fi
	[[ -z $case_error ]]
}

# case_has SECTION: whether the case read last has it
case_has() { [[ -n ${case_text[$1]+set} ]]; }

# case_write SECTION FILE: the section's text into FILE, exactly
case_write() { printf '%s' "${case_text[$1]}" > "$2"; }

# lines_match REGEXES TEXT: whether each line of file TEXT matches the
# extended regex on the same line of file REGEXES, whole, and they have as
# many lines.
lines_match() {
	local re line
	[[ $(wc -l < "$1") == $(wc -l < "$2") ]] || return 1
	while IFS= read -r re <&3 && IFS= read -r line <&4; do
		[[ $line =~ ^$re$ ]] || return 1
	done 3< "$1" 4< "$2"
}

# output_verdict RUN SCRATCH: run_verdict's status, stdout and stderr.
output_verdict() {
	local run=$1 scratch=$2 want=${case_text[STATUS]:-0} st out=$1.out
	verdict="" verdict_detail=""
	st=$(cat "$run.status" 2>/dev/null || echo none)
	if [[ $st != "$want" ]]; then
		verdict="exit $st, expected $want"
		verdict_detail=$(cat "$run.err" 2>/dev/null)
	elif [[ ! -f $out ]]; then
		verdict="no output (it did not run)"
	elif [[ ! -s $out ]] && { [[ -n ${case_text[EXPECT]:+set} ]] || [[ -n ${case_text[EXPECT_REGEX]:+set} ]]; }; then
		verdict="printed nothing, and output is expected"
		verdict_detail=$(cat "$run.err" 2>/dev/null)
	elif case_has FILTER && ! { case_write FILTER "$scratch/filter" && sh "$scratch/filter" < "$out" > "$scratch/filtered"; }; then
		verdict="its FILTER failed"
		verdict_detail=$(cat "$scratch/filtered")
	fi
	[[ -z $verdict ]] || return 1
	case_has FILTER && out=$scratch/filtered
	if case_has EXPECT; then
		case_write EXPECT "$scratch/expect"
		diff -u "$scratch/expect" "$out" > "$scratch/diff" ||
			{ verdict="stdout differs"; verdict_detail=$(cat "$scratch/diff"); }
	else
		case_write EXPECT_REGEX "$scratch/expect"
		lines_match "$scratch/expect" "$out" ||
			{ verdict="stdout does not match EXPECT_REGEX"; verdict_detail=$(cat "$out"); }
	fi
	[[ -z $verdict ]] || return 1
	if case_has STDERR; then
		case_write STDERR "$scratch/stderr"
		diff -u "$scratch/stderr" "$run.err" > "$scratch/diff" ||
			{ verdict="stderr differs"; verdict_detail=$(cat "$scratch/diff"); }
	elif case_has STDERR_REGEX; then
		case_write STDERR_REGEX "$scratch/stderr"
		lines_match "$scratch/stderr" "$run.err" ||
			{ verdict="stderr does not match STDERR_REGEX"; verdict_detail=$(cat "$run.err"); }
	fi
	[[ -z $verdict ]]
}

# run_verdict RUN SCRATCH [guest]: whether the run of the case read last is
# what it expects. RUN.out, RUN.err and RUN.status are what the run left
# (stdout, stderr, exit status); with "guest", RUN.dmesg is the kernel's
# log over the run and must be clean. SCRATCH: a directory for the files
# compared. On a failure returns 1 with verdict (why) and verdict_detail.
run_verdict() {
	local run=$1 in_guest=${3:-}
	output_verdict "$1" "$2"
	if [[ -n $in_guest ]]; then
		local trouble st
		trouble=$("$case_lib/kernel_log.sh" "$run.dmesg" 2>&1)
		st=$?
		# told whatever else failed: the log's trouble is what to fix first
		if ((st == 1)) && [[ -n $verdict ]]; then
			verdict+=", and the kernel log shows trouble"
			verdict_detail="$trouble"$'\n'"$verdict_detail"
		elif [[ -n $verdict ]]; then
			:
		elif ((st == 1)); then
			verdict="the kernel log shows trouble" verdict_detail=$trouble
		elif ((st != 0)); then
			verdict="no kernel log" verdict_detail=$trouble
		fi
	fi
	[[ -z $verdict ]]
}
case_lib=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# unit_programs TOP: the unit tests, relative to TOP: Makefile.am's
# check_PROGRAMS (built or not) and testsuite/unit/test_*.sh
unit_programs() {
	sed -e ':a' -e '/\\$/{N;s/\\\n//;ba' -e '}' "$1/Makefile.am" |
		sed -n 's/^check_PROGRAMS *+\{0,1\}= *//p' | tr -s ' \t' '\n' | sed '/^$/d'
	ls "$1"/testsuite/unit/test_*.sh 2>/dev/null | sed "s|^$1/||"
}
