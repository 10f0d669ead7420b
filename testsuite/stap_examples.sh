#!/bin/bash
# SystemTap's own examples and build tests, tried with tapc as stap's
# harness tries them, on demand (not in CI): how many build, how many run,
# and why the others do not, by cause, the most frequent first.
#
#   testsuite/stap_examples.sh [-r RELEASE] [-v] [-p3] [buildok] [examples] [run]
#
#   buildok   each testsuite/buildok/*.stp as its first line says
#             (`#! stap -p4 ...`, or a shell script with a `stap` on its
#             PATH that is tapc), as buildok.exp runs it
#   examples  each example's .meta, as check.exp does: `test_support`
#             (its failure: the example needs what the target has not,
#             counted apart), then `test_check` (the build)
#   run       then each example's `test_installcheck` that built: the
#             command run on the host, its stap building the module,
#             then the same command in the guest, its stap running that
#             module; all in one boot (another after a run that left the
#             kernel dirty or its module loaded), each under RUN_S
#
# With no part named: buildok and examples. The cases are taken at run time
# from stap's repository (a git directory: $STAP_REPO, by default the
# mirror at /work/.mirror/sailfishos-mirror+systemtap/repo) into a
# temporary directory, removed at the end; nothing of them is kept in this
# repository. TAPC is the compiler (default: the tapc beside this folder);
# CASE_S each command's time limit (default 300 s), RUN_S a run's in
# the guest (120 s);
# CHECK_ONLY="NAME..." (as stap's harness takes it) tries only the
# examples and build tests of those names (without .meta or .stp).
# -v prints each failure's first lines; -p3 stops the builds after pass 3
# (an option -p4, -gp4, ... becomes -p3, -gp3: no kbuild; a quick first
# look, not the measure). The exit status is 0 when every
# command ran (whatever they printed), 2 on a bad command line.
#
# A failure's cause is the first error it printed: stap's `semantic
# error:` (the reason, for a point that did not resolve), `parse error:`,
# or pass 4's compiler error, with its place in the file left out, so that
# the failures of one cause count together. A failure because the target
# has not what the script names (a kernel or module function a point
# names that the target's kernel does not have, a program not installed,
# source lines that only the kernel's DWARF package, not installed, has)
# is counted with those whose test_support failed, not among the builds.
# A function of stap's tapsets' own (its name begins with _) that tapc's
# library has not is counted as one cause.
set -u
here=$(cd "$(dirname "$0")" && pwd)
repo=${STAP_REPO:-/work/.mirror/sailfishos-mirror+systemtap/repo}
tapc=${TAPC:-$here/../tapc}
limit=${CASE_S:-300}
run_limit=${RUN_S:-120}
release=
verbose=
pass3=
parts=()
while (($#)); do
	case $1 in
	-r) release=$2; shift 2 ;;
	-v) verbose=1; shift ;;
	-p3) pass3=1; shift ;;
	buildok|examples|run) parts+=("$1"); shift ;;
	*) echo "usage: $0 [-r RELEASE] [-v] [-p3] [buildok] [examples] [run]" >&2; exit 2 ;;
	esac
done
((${#parts[@]})) || parts=(buildok examples)
want() { [[ " ${parts[*]} " == *" $1 "* ]]; }
only() { [[ -z ${CHECK_ONLY:-} || " $CHECK_ONLY " == *" $1 "* ]]; }
tapc=$(cd "$(dirname "$tapc")" && pwd)/$(basename "$tapc")
[[ -x $tapc ]] || { echo "$0: no compiler at $tapc" >&2; exit 2; }
git --git-dir="$repo" rev-parse -q --verify HEAD >/dev/null ||
	{ echo "$0: $repo is no git directory of stap's repository" >&2; exit 2; }

work=$(mktemp -d /tmp/tapc-stap-examples.XXXXXX)
trap 'rm -rf "$work"' EXIT
git --git-dir="$repo" archive HEAD testsuite/systemtap.examples testsuite/buildok 2>/dev/null |
	tar -x -C "$work"
[[ -d $work/testsuite/buildok && -d $work/testsuite/systemtap.examples ]] ||
	{ echo "$0: no testsuite/buildok or testsuite/systemtap.examples in $repo" >&2; exit 2; }
mkdir "$work/bin" "$work/mods"
# `stap` is tapc, for the target RELEASE when one is given (with -p3,
# its options' pass 4 is pass 3). For the runs (EX_MODE set) it is one
# half of stap's passes each time: on the host (EX_MODE=build) it builds
# the module (-p4) and keeps it as $work/mods/CASE.KEY.ko, KEY being its
# folder and its options but the values of the run's (-c, -x, -o, -S,
# -s, -T, -G, which may differ between the host and the guest: $$); in
# the guest (EX_MODE=run) the same command line finds that module and
# runs it with the run's options, as pass 5 would. A command line that
# names no script (stap -V, in a -c) is tapc's own.
{
	echo '#!/bin/bash'
	[[ -n $pass3 ]] && echo 'args=(); for a; do [[ $a =~ ^-[a-zA-Z]*p4$ ]] && a=${a%4}3; args+=("$a"); done; set -- "${args[@]}"'
	printf 'tapc=(%q %s)\nmods=%q\n' "$tapc" "${release:+-r $release}" "$work/mods"
	cat <<'EOF'
[[ -n ${EX_MODE:-} && -n ${EX_CASE:-} ]] || exec "${tapc[@]}" "$@"
with_arg=pIeocxDRrmdsSTGBaCElL run_opts=cxoSsTG
build=() run=() key=("$PWD") script= passes=
while (($#)); do
	a=$1
	shift
	case $a in
	--) build+=("$a" "$@"); key+=("$a" "$@"); script=1; break ;;
	--remote|--sysroot|--tmpdir)
		build+=("$a" "${1-}"); key+=("$a" "${1-}"); shift ;;
	--*) build+=("$a"); key+=("$a") ;;
	-?*)
		for ((j = 1; j < ${#a}; j++)); do
			l=${a:j:1}
			if [[ $with_arg != *"$l"* ]]; then
				build+=("-$l"); key+=("-$l")
				continue
			fi
			v=${a:j+1}
			[[ -n $v ]] || { v=${1-}; shift; }
			build+=("-$l" "$v")
			if [[ $run_opts == *"$l"* ]]; then
				run+=("-$l" "$v"); key+=("-$l")
			else
				key+=("-$l" "$v")
				[[ $l == e ]] && script=1
				[[ $l == p ]] && passes=1
			fi
			break
		done ;;
	*) build+=("$a"); key+=("$a"); script=1 ;;
	esac
done
[[ -n $script ]] || exec "${tapc[@]}" "${build[@]}"
k=$(printf '%s\0' "${key[@]}" | md5sum)
ko=$mods/$EX_CASE.${k%% *}.ko
# the command's own -pN stops before the run: on the host as stap
# would, its output and status given again in the guest
if [[ $EX_MODE == build && -n $passes ]]; then
	"${tapc[@]}" "${build[@]}" > "$ko.stdout" 2> "$ko.stderr"
	rc=$?
	echo "$rc" > "$ko.rc"
	cat "$ko.stdout"
	cat "$ko.stderr" >&2
	((rc == 0)) || cat "$ko.stderr" >> "$mods/$EX_CASE.failed"
	exit "$rc"
fi
if [[ $EX_MODE == run && -f $ko.rc ]]; then
	cat "$ko.stdout"
	cat "$ko.stderr" >&2
	exit "$(cat "$ko.rc")"
fi
if [[ $EX_MODE == build ]]; then
	"${tapc[@]}" -p4 "${build[@]}" > "$ko.stdout" 2> "$ko.stderr"
	rc=$?
	cat "$ko.stderr" >&2
	if ((rc == 0)) && cp "$(tail -n 1 "$ko.stdout")" "$ko"; then
		exit 0
	fi
	cat "$ko.stderr" >> "$mods/$EX_CASE.failed"
	exit 1
fi
[[ -f $ko ]] || { echo "stap_examples.sh: no module was built on the host for: stap ${build[*]}" >&2; exit 1; }
exec "${tapc[0]}" "${run[@]}" --run-module "$ko"
EOF
} > "$work/bin/stap"
chmod +x "$work/bin/stap"
export PATH=$work/bin:$PATH
log=$work/log

# The cause of the failure whose output is in $1.
cause() {
	local first
	first=$(grep -m1 -E '^(semantic error|parse error|ERROR|error):' "$1")
	if [[ $first == "semantic error: while resolving probe point"* ]]; then
		first=$(grep -E '^semantic error:' "$1" | grep -v -m1 'while resolving probe point')
		[[ -n $first ]] && first="probe point: ${first#semantic error: }"
	fi
	if [[ -z $first ]] && grep -q -E 'compilation failed|Pass 4: .*failed' "$1"; then
		first="pass 4: $(grep -m1 -E ' error: ' "$1" | sed -E 's/^[^ ]*: error: //')"
	fi
	[[ -z $first ]] && first="no message: $(grep -v '^ *$' "$1" | tail -n 1)"
	if [[ $first =~ ^semantic\ error:\ unresolved\ function\ _ ]]; then
		echo "unresolved function: one of stap's tapsets' own (_NAME)"
		return
	fi
	# the place and the source line are not the cause
	sed -E -e 's/^(ERROR: .*) near (identifier|operator|keyword|string|number) .*$/\1/' \
		-e 's/: (identifier|operator|keyword|string|number|at) .* at [^ ]*:[0-9]+:[0-9]+$//' \
		-e 's/ at [^ ]*:[0-9]+:[0-9]+$//' -e 's/ \(similar: .*\)$//' -e 's/^semantic error: //' -e 's/^(.{160}).*/\1.../' <<< "$first"
}

# Whether the failure in $1 is the target's lack of a function or a
# program the script names: a point on a kernel, module or process
# function that matches nothing, a process("PATH") whose program is not
# there.
target_lacks() {
	grep -q -E "^semantic error: while resolving probe point: identifier '(kernel|module|process|kprobe)'" "$1" &&
		grep -q -E '^semantic error: (no match|cannot find|.*(not found|does not exist|No such file))' "$1" && return
	# what stap too reads from the kernel's DWARF, a package not installed
	# (source lines, a kernel global's type)
	grep -q -E "^semantic error: .*only the kernel's DWARF debuginfo has" "$1"
}

declare -A causes
tried=0 built=0 lacking=0
record() { # NAME PART RC OUTPUT
	local name=$1 part=$2 rc=$3 out=$4 why
	if ((rc == 0)); then
		built=$((built + 1))
		echo "PASS: $part $name"
		return
	fi
	if ((rc == 124 || rc == 137)); then
		why="timeout ($([[ $part == run ]] && echo "$run_limit" || echo "$limit") s)"
	else
		why=$(cause "$out")
	fi
	if [[ $part != run ]] && target_lacks "$out"; then
		lacking=$((lacking + 1))
		echo "LACKS: $part $name: $why"
		return
	fi
	causes[$why]=$((${causes[$why]:-0} + 1))
	echo "FAIL: $part $name: $why"
	[[ -n $verbose ]] && grep -v '^ *$' "$out" | head -n 8 | sed 's/^/    /'
}

summary() { # PART
	local part=$1 n failed=$((tried - built)) den
	den=$((tried))
	echo "== $part: $tried tried, $built passed, $lacking lack what the target has not, $((failed - lacking)) failed"
	if ((den > 0)); then
		# the comparison kept out of printf's arguments: awk reads a '>'
		# there as a redirection to a file
		awk -v b="$built" -v d="$den" -v l="$lacking" 'BEGIN {
			rest = 0
			if (d > l)
				rest = 100 * b / (d - l)
			printf "== %.1f%% of all; %.1f%% of those that lack nothing\n",
				100 * b / d, rest }'
	fi
	for why in "${!causes[@]}"; do
		printf '%5d  %s\n' "${causes[$why]}" "$why"
	done | sort -rn -k1,1 -s
	causes=()
	tried=0 built=0 lacking=0
}

if want buildok; then
	cd "$work/testsuite/buildok" || exit 1
	for f in *.stp; do
		only "${f%.stp}" || continue
		first=$(head -n 1 "$f")
		tried=$((tried + 1))
		if [[ $first =~ ^#!\ *stap(\ .*)?$ ]]; then
			read -r -a args <<< "${BASH_REMATCH[1]}"
			timeout -k 5 "$limit" stap "${args[@]}" "$f" > "$log" 2>&1 < /dev/null
		else
			timeout -k 5 "$limit" bash "$f" > "$log" 2>&1 < /dev/null
		fi
		record "$f" buildok $? "$log"
	done
	summary buildok
fi

# A tag's value in .meta file $1.
tag() { sed -n "s/^$2: //p" "$1" | head -n 1; }

declare -a runnable=()
if want examples || want run; then
	cd "$work/testsuite/systemtap.examples" || exit 1
	while read -r meta; do
		dir=$(dirname "$meta")
		name=${meta%.meta}
		only "$(basename "$name")" || continue
		support=$(tag "$meta" test_support)
		check=$(tag "$meta" test_check)
		[[ -n $check ]] || continue
		tried=$((tried + 1))
		if [[ -n $support ]] &&
			! (cd "$dir" && timeout -k 5 "$limit" sh -c "$support") > "$log" 2>&1 < /dev/null; then
			lacking=$((lacking + 1))
			echo "LACKS: examples $name: test_support failed: $support"
			continue
		fi
		(cd "$dir" && timeout -k 5 "$limit" sh -c "$check") > "$log" 2>&1 < /dev/null
		rc=$?
		record "$name" examples $rc "$log"
		((rc == 0)) && [[ -n $(tag "$meta" test_installcheck) ]] && runnable+=("$meta")
	done < <(find . -name '*.meta' | sort)
	summary examples
fi

# The runs, as stap's harness runs each test_installcheck (its exit
# status), in one boot of the target for them all, as the suite's guest
# part runs its cases: first each command on the host, its stap building
# the module (EX_MODE=build); then in the guest the same command, its
# stap running that module (EX_MODE=run), under a time limit (RUN_S,
# default 120 s: timeout(1) in the guest), its kernel log read after it.
# A run is clean when its command exits 0, printed no `ERROR:` and no
# count of errors, and left the kernel log clean, its module unloaded
# and the kernel's taint as it was; a run that did not leaves the guest
# booted again for the runs after it (lib/guest_batch.sh's guest_boot
# watches the runs' progress and stops a guest that makes none). A
# command whose stap stops before the run (`stap -p4`, the stapgames')
# has its output and status from the host again in the guest; the
# command's shell has in the guest the pid it had on the host where that
# pid is free, so that a $$ among a script's arguments (plimit's) is the
# one the module was built with.
run_guest_script() { # WORK TAPC_LIB
	cat <<EOF
#!/bin/sh
out="$1/out"
export PATH="$1/bin:\$PATH" EX_MODE=run
dmesg -c > "\$out/boot.\$\$.dmesg"
us=\$(printf '\\037')
while IFS="\$us" read -r name dir command pid limit; do
	echo "\$name" > "\$out/current"
	read -r taint < /proc/sys/kernel/tainted
	# the command's shell gets the pid the host's had, where it is
	# free: a \$\$ in the command (a script's argument) is what the
	# module was built with; the shell after the pid's is forked, not
	# exec'd, for its pid to be the next
	(cd "\$dir" && EX_CASE=\$name timeout -k 10 "\$limit" sh -c \
		'[ -n "\$0" ] && echo \$((\$0 - 1)) > /proc/sys/kernel/ns_last_pid; sh -c "\$1"; exit \$?' \
		"\$pid" "\$command") > "\$out/\$name.out" 2>&1 < /dev/null
	st=\$?
	[ \$st = 124 ] || [ \$st = 137 ] && echo "\$limit" > "\$out/\$name.timeout"
	dmesg -c > "\$out/\$name.dmesg"
	echo \$st > "\$out/\$name.status"
	while read -r m _; do
		case \$m in
		stap_*) /usr/sbin/rmmod "\$m"; : > "\$out/\$name.loaded" ;;
		esac
	done < /proc/modules
	[ -f "\$out/\$name.loaded" ] && exit 3
	read -r now < /proc/sys/kernel/tainted
	if { [ -s "\$out/\$name.dmesg" ] && ! "$2/kernel_log.sh" "\$out/\$name.dmesg" > /dev/null; } ||
		[ \$((now & ~$guest_module_taints)) != \$((taint & ~$guest_module_taints)) ]; then
		echo "\$taint \$now" > "\$out/\$name.dirty"
		exit 3
	fi
done < "\$1"
echo done > "\$out/current"
exit 0
EOF
}

if want run; then
	# shellcheck source=lib/guest_batch.sh
	. "$here/lib/guest_batch.sh"
	mkdir -p "$work/out"
	list=$work/run-list
	: > "$list"
	declare -A run_name=()
	n=0
	cd "$work/testsuite/systemtap.examples" || exit 1
	for meta in "${runnable[@]}"; do
		n=$((n + 1))
		dir=$(cd "$(dirname "$meta")" && pwd)
		run_name[$n]=${meta%.meta}
		command=$(tag "$meta" test_installcheck)
		# as stap's harness: stress instead of a sleep, where installed
		[[ -x /usr/bin/stress ]] &&
			command=$(sed -E 's|sleep ([1-9])|mkdir /tmp/$$; cd /tmp/$$; timeout --kill=1 30 stress -c 4 -i 4 -m 4 --vm-bytes 32M -d 4 --hdd-bytes 32M -t \1|' <<< "$command")
		# the shell's pid ($$ in the command, plimit's argument) kept,
		# for the guest's shell to be given the same
		(cd "$dir" && EX_MODE=build EX_CASE=$n timeout -k 5 "$limit" \
			sh -c 'echo $$ > "$0"; exec sh -c "$1"' "$work/out/$n.pid" "$command") \
			> "$work/out/$n.build" 2>&1 < /dev/null
		rc=$?
		if [[ -f $work/mods/$n.failed ]]; then
			tried=$((tried + 1))
			record "${run_name[$n]}" run 1 "$work/mods/$n.failed"
			continue
		fi
		if ((rc == 124 || rc == 137)); then
			tried=$((tried + 1))
			record "${run_name[$n]}" run "$rc" "$work/out/$n.build"
			continue
		fi
		printf '%s\037%s\037%s\037%s\037%s\n' "$n" "$dir" "$command" \
			"$(cat "$work/out/$n.pid" 2> /dev/null)" "$run_limit" >> "$list"
	done
	export TAPC_GUEST_RELEASE=${release:-$("$here/lib/target_release.sh" "$tapc")}
	run_guest_script "$work" "$here/lib" > "$work/guest-batch.sh"
	rest=$list boot=0
	while [[ -s $rest ]]; do
		boot=$((boot + 1))
		guest_boot "$work" "$tapc" "$rest" "$boot"
		next=$work/run-list.$boot
		: > "$next"
		while IFS=$'\037' read -r n _; do
			[[ -f $work/out/$n.status || -f $work/out/$n.hung ]] && continue
			grep "^$n"$'\037' "$rest" >> "$next"
		done < "$rest"
		# a boot that got nothing done is not tried again
		(($(wc -l < "$next") < $(wc -l < "$rest"))) || break
		rest=$next
	done
	while IFS=$'\037' read -r n _; do
		tried=$((tried + 1))
		o=$work/out/$n
		if [[ -f $o.hung ]]; then
			echo "the guest made no progress for $(cat "$o.hung") s: stopped" > "$log"
			rc=1
		elif [[ ! -f $o.status ]]; then
			{ echo "not run: the guest stopped before it"; tail -n 5 "$work/guest.$boot.out"; } > "$log"
			rc=1
		else
			rc=$(cat "$o.status")
			cp "$o.out" "$log"
			if [[ -f $o.loaded ]]; then
				echo "ERROR: its module was still loaded after the run" >> "$log"
				((rc == 0)) && rc=1
			elif [[ -f $o.dirty ]]; then
				{ echo "ERROR: the kernel log shows trouble after the run (taint $(cat "$o.dirty")):"
				  "$here/lib/kernel_log.sh" "$o.dmesg" | head -n 3; } >> "$log"
				((rc == 0)) && rc=1
			elif ((rc == 0)) && grep -q -E '^(ERROR:|WARNING: Number of errors: [1-9])' "$log"; then
				rc=1
			fi
		fi
		record "${run_name[$n]}" run "$rc" "$log"
	done < "$list"
	echo "== run: $boot boot(s) of $TAPC_GUEST_RELEASE"
	summary run
fi
exit 0
