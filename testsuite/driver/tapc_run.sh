#!/bin/bash
# tapc-run, the runner alone (stap's staprun), as a user runs it.
#
#   tapc_run.sh TAPC host     its command line and refusals, here: usage
#                             errors (exit 1, stap's messages), a file that
#                             is not a module, a module that is not tapc's,
#                             a kernel that cannot load modules (and tapc -F
#                             there); and that it links nothing of the
#                             compiler
#   tapc_run.sh TAPC guest    modules built here with `tapc -p4 -m NAME`,
#                             run by `tapc-run NAME.ko` in one boot of the
#                             target kernel: output, exit(), -G and VAR=VALUE,
#                             -c (target() its pid), -x, -o, -S, -T, Ctrl-C,
#                             a failing command, error(), a module for
#                             another kernel, a module that is not tapc's;
#                             -L and -A, Ctrl-\ detaching, -d, -D; the
#                             flight recorder's full ring detached (the
#                             newest kept) and attached (the oldest); -d
#                             and -A of an attached module refused; a user
#                             who is not root; a module built in the
#                             kernel's build root (tapc-prep(1)), where it
#                             has one, by a user who is not root;
#                             no module left loaded, the kernel log clean
#   tapc_run.sh TAPC prepare WORK   the guest part's modules and its
#                             command, for the test suite's own boot
#                             (testsuite/run's guest part runs
#                             WORK/guest.d/tapc_run.sh in its guest after
#                             the cases: no boot of its own)
#   tapc_run.sh TAPC check WORK     the guest part's checks on what it left
# tapc-run is the one beside TAPC; TAPC_GUEST_RELEASE picks the guest's
# kernel (default: tapc's target). Prints PASS:/FAIL:/SKIP: lines.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tapc=$(realpath "$1")
runner=$(dirname "$tapc")/tapc-run
part=${2:-host}
if [[ $part == prepare || $part == check ]]; then
	# in the suite's work directory, which its guest sees and which it removes
	work=$3/tapc_run
	mkdir -p "$work" || exit 1
else
	work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-run-test.XXXXXX") || exit 1
	if [[ -n ${KEEP:-} ]]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
fi
failed=0
pass() { echo "PASS: tapc_run/$1"; }
fail() { echo "FAIL: tapc_run/$1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 20; failed=1; }
skip() { echo "SKIP: tapc_run/$1: $2"; }

[[ -x $runner ]] || { fail "no tapc-run beside $tapc"; exit 1; }
release=${TAPC_GUEST_RELEASE:-$("$here/../lib/target_release.sh" "$tapc")}
# a module of the distribution's, for "not tapc's", where the target's
# are (in its build root for a kernel of another release: tapc-prep(1))
# (6.12's are xz-compressed: one is uncompressed here)
distro_fs=$(TAPC_RELEASE=$release "$tapc" --kernel-file "/lib/modules/%s/kernel/fs")
distro_module=
# (check: prepare's, in built.sh)
[[ $part == check ]] || distro_module=$(find "$distro_fs" -name '*.ko' 2>/dev/null | sort | head -n 1)
if [[ -z $distro_module && $part != check ]]; then
	compressed=$(find "$distro_fs" -name '*.ko.xz' 2>/dev/null | sort | head -n 1)
	if [[ -n $compressed ]] && xz -dc "$compressed" > "$work/$(basename "$compressed" .xz)"; then
		distro_module=$work/$(basename "$compressed" .xz)
	fi
fi

# check NAME STATUS STDERR_REGEX OUT_FILE ERR_FILE RC_FILE [STDOUT]: the run's
# exit status, its stderr's lines (each matching one regex line in order),
# and its stdout exactly when STDOUT is given
check() {
	local name=$1 want_rc=$2 err_re=$3 out=$4 err=$5 rcf=$6
	local rc why=
	rc=$(cat "$rcf" 2>/dev/null)
	[[ $rc == "$want_rc" ]] || why+="exit status ${rc:-none}, not $want_rc"$'\n'
	local want_lines=0
	[[ -z $err_re ]] || want_lines=$(printf '%s\n' "$err_re" | wc -l)
	if [[ $(wc -l < "$err") != "$want_lines" ]] ||
		! paste -d '\n' <(printf '%s\n' "$err_re") "$err" |
		while IFS= read -r re && IFS= read -r line; do
			[[ $line =~ ^$re$ ]] || exit 1
		done; then
		why+="stderr:"$'\n'"$(cat "$err")"$'\n'"wanted:"$'\n'"$err_re"$'\n'
	fi
	if [[ $# -ge 7 ]] && [[ $(cat "$out") != "$7" ]]; then
		why+="stdout:"$'\n'"$(cat "$out")"$'\n'"wanted:"$'\n'"$7"$'\n'
	fi
	if [[ -z $why ]]; then pass "$name"; else fail "$name" "$why"; fi
}

# on_host NAME STATUS STDERR_REGEX ARGS...: tapc-run ARGS here, stdout empty
on_host() {
	local name=$1 rc=$2 re=$3
	shift 3
	"$runner" "$@" > "$work/$name.out" 2> "$work/$name.err"
	echo $? > "$work/$name.rc"
	check "$name" "$rc" "$re" "$work/$name.out" "$work/$name.err" "$work/$name.rc" ""
}

# literal TEXT as an extended regex
literal() { sed 's/[][\.*^$+?(){}|]/\\&/g' <<< "$1"; }

usage_re=$'Usage: tapc-run \\[OPTIONS\\] MODULE \\[VAR=VALUE\\.\\.\\.\\]\nTry \'tapc-run -h\' for more information\\. \\[man tapc-run\\]'

host_part() {
	on_host "usage: no module" 1 "ERROR: Need a module name or path to load\\."$'\n'"$usage_re"
	on_host "usage: -c with -x" 1 "You can't specify -c and -x together\\."$'\n'"$usage_re" -c true -x 1 m.ko
	on_host "usage: -S without -o" 1 "ERROR: You have to specify output FILE with '-S' option\\."$'\n'"$usage_re" -S 1 m.ko
	on_host "usage: -D without -o" 1 "ERROR: You have to specify output FILE with '-D' option\\."$'\n'"$usage_re" -D m.ko
	on_host "usage: -A with -L" 1 "ERROR: You can't specify the '-A' and '-L' options together\\."$'\n'"$usage_re" -A -L m
	on_host "usage: -A with -c" 1 "ERROR: You can't specify the '-A' and '-c' options together\\.  The '-c cmd'"$'\n'"option used to start a command only has an effect when the module"$'\n'"is inserted\\."$'\n'"$usage_re" -A -c true m
	on_host "usage: -A with VAR=VALUE" 1 "ERROR: Cannot have module options with attach \\(-A\\)\\."$'\n'"$usage_re" -A m a=1
	on_host "usage: -L with -c" 1 "ERROR: You can't specify the '-L' and '-c' options together\\."$'\n'"$usage_re" -L -c true m.ko
	on_host "-A: no such module here" 1 "ERROR: Cannot attach to module tr_none control channel; not running\\?" -A tr_none
	on_host "-d: no such module here" 1 "ERROR: 'tr_none' is not a zombie tapc module\\." -d tr_none
	on_host "a module name past what the kernel holds" 1 "ERROR: Module name \\('m_456789012345678901234567890123456789012345678901234567'\\) is too long\\." /tmp/m_456789012345678901234567890123456789012345678901234567.ko
	on_host "a module name of 55 characters is the kernel's longest" 1 "ERROR: Couldn't open '/tmp/m_45678901234567890123456789012345678901234567890123456\\.ko': No such file or directory" /tmp/m_45678901234567890123456789012345678901234567890123456.ko
	on_host "usage: -x not a number" 1 "Invalid target process ID number\\."$'\n'"$usage_re" -x 12a m.ko
	on_host "usage: -s out of range" 1 "Invalid buffer size \\(should be 1-4095\\)\\."$'\n'"$usage_re" -b 4096 m.ko
	on_host "usage: -T zero" 1 "Invalid timeout interval\\."$'\n'"$usage_re" -T 0 m.ko
	on_host "usage: -G with a blank" 1 "ERROR: Safety pattern mismatch for -G parameter \\('a=b c' vs\\. .*\\) rc=1"$'\n'"$usage_re" -G 'a=b c' m.ko
	on_host "usage: VAR=VALUE after the module with a quote" 1 "ERROR: Safety pattern mismatch for -G parameter \\('a=\"b\"' vs\\. .*\\) rc=1"$'\n'"$usage_re" m.ko 'a="b"'
	on_host "usage: an unknown option" 1 "tapc-run: invalid option -- 'Z'"$'\n'"$usage_re" -Z m.ko
	"$runner" -h > "$work/help.out" 2> "$work/help.err"
	if [[ $? == 0 && ! -s $work/help.err ]] &&
		grep -q '^  -c CMD ' "$work/help.out" && grep -q '^  -G VAR=VALUE ' "$work/help.out"; then
		pass "-h: the options on stdout, exit 0"
	else
		fail "-h" "$(cat "$work/help.out" "$work/help.err")"
	fi
	if [[ $("$runner" -V 2>&1) =~ ^tapc-run\ \(tapc\)\ [0-9] ]] &&
		[[ $("$runner" -V 2>&1) == "tapc-run (tapc) $("$tapc" -V 2>&1 | sed -n 's/^tapc \([^,]*\),.*/\1/p;q')" ]]; then
		pass "-V: tapc's version"
	else
		fail "-V" "$("$runner" -V 2>&1; "$tapc" -V 2>&1 | head -n 1)"
	fi
	on_host "MODULE by name: looked up as staprun does, for this kernel" 1 "$(literal "ERROR: Couldn't open '/lib/modules/$(uname -r)/tapc/tr_none.ko': No such file or directory")" tr_none
	on_host "a missing file" 1 "ERROR: Couldn't open '$work/none\\.ko': No such file or directory" "$work/none.ko"
	printf 'not an ELF file\n' > "$work/text.ko"
	on_host "a file that is not a module" 1 "ERROR: '$work/text\\.ko' is not a kernel module \\(it has no module information\\)" "$work/text.ko"
	cp /bin/true "$work/program.ko"
	on_host "a program that is not a module" 1 "ERROR: '$work/program\\.ko' is not a kernel module \\(it has no module information\\)" "$work/program.ko"
	if [[ -n $distro_module ]]; then
		on_host "a module that is not tapc's" 1 "ERROR: '$(literal "$distro_module")' is not a module built by tapc \\(module '[a-z0-9_]*'.*\\)" "$distro_module"
	else
		skip "a module that is not tapc's" "no module in $distro_fs"
	fi
	if [[ -e /proc/modules ]]; then
		skip "a kernel that cannot load modules" "this one loads them"
	elif (cd "$work" && "$tapc" -p4 -m tr_host -e 'probe begin { exit() }' > build.log 2>&1); then
		on_host "a kernel that cannot load modules" 1 "ERROR: this kernel cannot load modules \\(/proc/modules is missing\\)" "$work/tr_host.ko"
	else
		fail "a kernel that cannot load modules: tapc -p4" "$(cat "$work/build.log")"
	fi
	# tapc -F: the same runner's detaching, where modules load
	if [[ -e /proc/modules ]]; then
		skip "tapc -F where the kernel cannot load modules" "this one loads them"
	else
		(cd "$work" && "$tapc" -F -e 'probe begin { exit() }') > "$work/F.out" 2> "$work/F.err"
		echo $? > "$work/F.rc"
		check "tapc -F where the kernel cannot load modules: an error before pass 1" 1 \
			"$(literal "ERROR: flight recorder mode (-F) needs a kernel that loads modules, and this one cannot: build the module with -p4 and start it with tapc-run -L where the kernel loads modules")" \
			"$work/F.out" "$work/F.err" "$work/F.rc" ""
	fi
	(cd "$work" && "$tapc" -F -c true -e 'probe begin { exit() }') > "$work/Fc.out" 2> "$work/Fc.err"
	echo $? > "$work/Fc.rc"
	check "tapc -F with -c" 1 "You can't specify -F and -c together\\." "$work/Fc.out" "$work/Fc.err" "$work/Fc.rc" ""
	# small: nothing of the compiler's libraries
	local needed
	needed=$(objdump -p "$runner" | awk '/NEEDED/ { print $2 }' | tr '\n' ' ')
	if [[ $needed == "libc.so.6 " ]]; then
		pass "links libc only"
	else
		fail "links libc only" "NEEDED: $needed"
	fi
}

# ---- the guest ----

# build NAME SCRIPT [TAPC OPTIONS]: NAME.ko in $work/mods
build() {
	local name=$1 script=$2
	shift 2
	if (cd "$work/mods" && "$tapc" -r "$release" "$@" -p4 -m "$name" -e "$script") > "$work/mods/$name.log" 2>&1; then
		return 0
	fi
	fail "build $name" "$(cat "$work/mods/$name.log")"
	return 1
}

# build_as_user NAME SCRIPT: build's, as the user tapc-test (made when
# missing), with a home and a directory of its own
build_as_user() {
	local name=$1 script=$2 user=tapc-test dir
	id "$user" > /dev/null 2>&1 ||
		useradd --system --no-create-home --shell /usr/sbin/nologin "$user" ||
		{ fail "build $name as a user who is not root" "cannot make the user $user"; return 1; }
	dir=$(mktemp -d "${TMPDIR:-/tmp}/tapc-run-user.XXXXXX") && chown "$user:" "$dir" || return 1
	if (cd "$dir" && runuser -u "$user" -- env HOME="$dir" "$tapc" -r "$release" -p4 -m "$name" -e "$script") \
		> "$work/mods/$name.log" 2>&1 && cp "$dir/$name.ko" "$work/mods/"; then
		rm -rf "$dir"
		return 0
	fi
	fail "build $name as a user who is not root" "$(cat "$work/mods/$name.log")"
	rm -rf "$dir"
	return 1
}

# What runs in the guest: each case's stdout, stderr and status in out/.
cat > "$work/inner.sh" <<'EOF'
#!/bin/sh
w=$1
r=$w/out
run=$2
cd "$w/mods" || exit 1
dmesg -C
# one NAME ARGS...: tapc-run ARGS, its stdin /dev/null
one() {
	name=$1
	shift
	timeout -k 5 60 "$run" "$@" > "$r/$name.out" 2> "$r/$name.err" < /dev/null
	echo $? > "$r/$name.rc"
}
# as_user NAME ARGS...: tapc-run ARGS as the user nobody
as_user() {
	name=$1
	shift
	timeout -k 5 60 setpriv --reuid=65534 --regid=65534 --clear-groups \
		"$run" "$@" > "$r/$name.out" 2> "$r/$name.err" < /dev/null
	echo $? > "$r/$name.rc"
}
# signalled NAME SIGNAL MODULE: tapc-run MODULE, SIGNAL 2 s after
signalled() {
	"$run" "$3" > "$r/$1.out" 2> "$r/$1.err" < /dev/null &
	pid=$!
	sleep 2
	kill -"$2" $pid
	wait $pid
	echo $? > "$r/$1.rc"
}
one hello tr_hello.ko
one set tr_hello.ko -G greeting=yo count=5
one set_G_only -G count=7 tr_hello.ko
one target -c "sh -c 'echo \$\$ > $r/target.pid; sleep 1'" tr_target.ko
one target_x -x 1 -T 1 tr_target.ko
one output -o "$r/output.file" tr_hello.ko
one output_S -o "$r/split" -S 1,2 tr_hello.ko
one timeout -T 2 tr_forever.ko
one child_fails -c false tr_target.ko
one error tr_error.ko
one other_kernel tr_other.ko
one not_tapcs "$3"
[ ! -f tr_user.ko ] || one user_built tr_user.ko
# a user who is not root: the kernel's refusal, said with why
cp tr_hello.ko /tmp/tr_hello_nobody.ko
chmod 644 /tmp/tr_hello_nobody.ko
as_user nobody /tmp/tr_hello_nobody.ko
rm -f /tmp/tr_hello_nobody.ko
# -L starts it and leaves it running; -A attaches to it, until -T
one detach -L tr_count.ko
grep -c '^tr_count ' /proc/modules > "$r/detach.loaded"
sleep 1
one attach -A -T 2 tr_count
# -d unloads a module left running; a name that is none of ours
one detach2 -L tr_forever.ko
one unload -d tr_forever.ko
one unload_none -d tr_none
one attach_none -A tr_none
# -D: in the background, into -o's file, its pid on stdout; SIGTERM ends it
one daemon -D -o "$r/daemon.file" tr_forever.ko
sleep 2
kill -TERM "$(cat "$r/daemon.out")"
i=0
while grep -q '^tr_forever ' /proc/modules && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
# Ctrl-\ (SIGQUIT) detaches, as staprun's
signalled sigquit QUIT tr_forever.ko
grep -c '^tr_forever ' /proc/modules > "$r/sigquit.loaded"
one sigquit_unload -d tr_forever
# flood_written NAME: waits (60 s at most) until NAME's timer wrote all
# its lines: a slow guest's timer may take longer than any fixed wait
flood_written() {
	i=0
	while [ "$(cat /proc/systemtap/$1/written 2>/dev/null)" != 200000 ] && [ $i -lt 600 ]; do
		sleep 0.1
		i=$((i + 1))
	done
}
# the flight recorder detached (-L) while a timer floods it: the lines
# read before detaching whole and in order
one flight -L -s 1 tr_flood.ko
one flight_unload -d tr_flood
# a full ring detached overwrites its oldest output, as stap's; attached
# again (-A), the newest is read. The flood starts once the runner has
# left: a slow runner still attached would see the ring drop the newest
one flight_go -L -s 1 tr_flood_go.ko
echo 1 > /proc/systemtap/tr_flood_go/go
flood_written tr_flood_go
one flight_attach -A -T 1 tr_flood_go
# attached (-D -o, stap -F -o): nothing overwritten, the oldest kept
one flight_o -D -s 1 -o "$r/flight_o.file" tr_flood.ko
flood_written tr_flood
kill -TERM "$(cat "$r/flight_o.out")"
i=0
while grep -q '^tr_flood ' /proc/modules && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
# -d and -A of a module a runner is attached to: refused, as staprun's
"$run" tr_forever.ko > "$r/busy.out" 2> "$r/busy.err" < /dev/null &
pid=$!
sleep 2
one busy_unload -d tr_forever
one busy_attach -A tr_forever
grep -c '^tr_forever ' /proc/modules > "$r/busy.loaded"
kill -INT $pid
wait $pid
echo $? > "$r/busy.rc"
# Ctrl-C: SIGINT ends the session, the end probe runs, exit 0
signalled sigint INT tr_forever.ko
grep -c '^tr_' /proc/modules > "$r/left"
dmesg > "$r/dmesg"
: > "$r/ended"
EOF

# guest_build: the modules into $work/mods; what the checks must know of
# them in $work/built.sh (guest_check's)
guest_build() {
	mkdir -p "$work/mods" "$work/out"
	build tr_hello 'global greeting = "hi", count = 1
probe begin { printf("hello %s %d\n", greeting, count); exit() }' || return
	build tr_target 'probe begin { printf("target %d\n", target()) } probe end { println("end") }' || return
	build tr_forever 'probe begin { println("begin") } probe end { println("end") }' || return
	build tr_count 'global n
probe begin { println("begin") } probe timer.ms(100) { n++ } probe end { printf("end %d\n", n > 5) }' || return
	# 200,000 lines of 10 bytes, 2 MB, 8 KB a hit: twice -s 1's ring
	build tr_flood 'global n
probe timer.ms(1) { if (n < 200000) for (i = 0; i < 800; i++) printf("%09d\n", n++) }
probe procfs("written").read { $value = sprint(n) }' -DMAXACTION=5000 || return
	# the same, once "go" is written to its procfs file
	build tr_flood_go 'global n, go
probe procfs("go").write { go = 1 }
probe timer.ms(1) { if (go && n < 200000) for (i = 0; i < 800; i++) printf("%09d\n", n++) }
probe procfs("written").read { $value = sprint(n) }' -DMAXACTION=5000 || return
	build tr_error 'probe begin { error("it went wrong") } probe end { println("end") }' || return
	# a module of tapc's for another kernel than the guest's
	local other=
	for r in $(ls /lib/modules); do
		[[ $r != "$release" && -d /lib/modules/$r/build ]] && { other=$r; break; }
	done
	if [[ -n $other ]]; then
		build tr_other 'probe begin { exit() }' -r "$other" || return
	fi
	# a kernel in a build root (tapc-prep(1)): kbuild there as a user who
	# is not root (a user namespace of its own), its module run as root's
	local in_root=
	[[ $(TAPC_RELEASE=$release "$tapc" --kernel-file /%s) == "/$release" ]] || in_root=1
	if [[ -n $in_root ]]; then
		build_as_user tr_user 'probe begin { println("built by a user"); exit() }' || return
	fi
	[[ -n $distro_module ]] || distro_module=/nonexistent/distro.ko
	printf 'other=%q in_root=%q distro_module=%q\n' "$other" "$in_root" "$distro_module" > "$work/built.sh"
}

# guest_command: the line of sh that runs inner.sh in the guest
guest_command() {
	printf '/bin/sh %q %q %q %q\n' "$work/inner.sh" "$work" "$runner" "$distro_module"
}

# guest_prepare WORK: guest_build, and the suite's guest's step
# WORK/guest.d/tapc_run.sh
guest_prepare() {
	guest_build || return
	mkdir -p "$1/guest.d"
	guest_command > "$1/guest.d/tapc_run.sh"
}

# guest_part: guest_build, a boot of its own, guest_check
guest_part() {
	guest_build || return
	TAPC_GUEST_RELEASE=$release "$tapc" --guest-run --guest-writable "$work" \
		/bin/sh -c "$(guest_command)" > "$work/guest.out" 2> "$work/guest.err"
	local st=$?
	((st == 0)) || { fail "the guest (exit $st)" "$(tail -n 20 "$work/guest.err")"; return; }
	guest_check
}

guest_check() {
	local other in_root o=$work/out
	[[ -f $work/built.sh ]] || { fail "the guest part: no modules built (tapc_run.sh prepare)"; return; }
	. "$work/built.sh"
	[[ -f $o/ended ]] || { fail "the guest part did not run to its end in the guest" "$(ls "$o" 2>&1)"; return; }
	g() { local n=$1 label=$2 rc=$3 re=$4; shift 4; check "$label" "$rc" "$re" "$o/$n.out" "$o/$n.err" "$o/$n.rc" "$@"; }
	g hello "a module tapc -p4 built: its output, exit()" 0 "" "hello hi 1"
	g set "-G and VAR=VALUE after the module set globals" 0 "" "hello yo 5"
	g set_G_only "-G alone" 0 "" "hello hi 7"
	g target "-c CMD: target() is its pid, stops when it ends" 0 "" "target $(cat "$o/target.pid" 2>/dev/null)
end"
	g target_x "-x PID: target() is PID" 0 "" "target 1
end"
	g output "-o FILE: the output in FILE only" 0 "" ""
	[[ $(cat "$o/output.file" 2>/dev/null) == "hello hi 1" ]] && pass "-o FILE: its text" ||
		fail "-o FILE: its text" "$(cat "$o/output.file" 2>&1)"
	g output_S "-o FILE -S 1,2" 0 "" ""
	[[ $(cat "$o/split.0" 2>/dev/null) == "hello hi 1" ]] && pass "-S: FILE.0" ||
		fail "-S: FILE.0" "$(ls "$o")"
	g timeout "-T 2: stops, the end probe runs" 0 "" "begin
end"
	g child_fails "-c false: exit 1 with the command's status" 1 "WARNING: Child process exited with status 1"
	# the pid varies: compare the shape
	if [[ $(cat "$o/child_fails.out") =~ ^target\ [0-9]+$'\n'end$ ]]; then
		pass "-c false: the output"
	else
		fail "-c false: the output" "$(cat "$o/child_fails.out")"
	fi
	g error "error(): stap's ERROR line and the count, exit 1" 1 "ERROR: it went wrong near identifier 'error' at [^ ]*:1:15 in probe begin"$'\n'"WARNING: Number of errors: 1, skipped probes: 0" ""
	if [[ -n $other ]]; then
		g other_kernel "a module for another kernel" 1 "$(literal "ERROR: module 'tr_other.ko' was built for kernel $other, but this kernel is $release")"
	else
		skip "a module for another kernel" "no second kernel's build tree in /lib/modules"
	fi
	if [[ $distro_module != /nonexistent/* ]]; then
		g not_tapcs "a module that is not tapc's, in a kernel that loads modules" 1 "ERROR: '$(literal "$distro_module")' is not a module built by tapc \\(module '[a-z0-9_]*'.*\\)"
	else
		skip "a module that is not tapc's, in the guest" "no module in $distro_fs"
	fi
	if [[ -n $in_root ]]; then
		g user_built "a module built by a user who is not root, in the kernel's build root" 0 "" "built by a user"
	fi
	g nobody "a user who is not root: the kernel's refusal, with why" 1 "$(literal "ERROR: Couldn't insert module '/tmp/tr_hello_nobody.ko': Operation not permitted (loading a module needs root)")"
	g detach "-L: the begin probe's output, then detached" 0 "$(printf '\nDisconnecting from tapc module\\.\nTo reconnect, type "tapc-run -A tr_count"')" "begin"
	[[ $(cat "$o/detach.loaded" 2>/dev/null) == 1 ]] && pass "-L: the module stays loaded" ||
		fail "-L: the module stays loaded" "$(cat "$o/detach.loaded" 2>&1)"
	g attach "-A NAME: attached, the end probe's output after -T, unloaded" 0 "" "end 1"
	g unload "-d: a module left running, unloaded" 0 "" ""
	g unload_none "-d: a name that is no tapc module's" 1 "ERROR: 'tr_none' is not a zombie tapc module\\."
	g attach_none "-A: a name that is no tapc module's" 1 "ERROR: Cannot attach to module tr_none control channel; not running\\?"
	if [[ $(cat "$o/daemon.rc") == 0 && $(cat "$o/daemon.out") =~ ^[0-9]+$ && ! -s $o/daemon.err ]] &&
		[[ $(cat "$o/daemon.file" 2>/dev/null) == $'begin\nend' ]]; then
		pass "-D -o FILE: its pid, the output in FILE after SIGTERM"
	else
		fail "-D -o FILE" "$(cat "$o/daemon.rc" "$o/daemon.out" "$o/daemon.err" "$o/daemon.file" 2>&1)"
	fi
	g sigquit "Ctrl-\\ (SIGQUIT): detached" 0 "$(printf '\nDisconnecting from tapc module\\.\nTo reconnect, type "tapc-run -A tr_forever"')" "begin"
	[[ $(cat "$o/sigquit.loaded" 2>/dev/null) == 1 ]] && pass "Ctrl-\\: the module stays loaded" ||
		fail "Ctrl-\\: the module stays loaded" "$(cat "$o/sigquit.loaded" 2>&1)"
	g sigquit_unload "-d after Ctrl-\\" 0 "" ""
	g flight "-L -s 1 of a script writing 2 MB: detached" 0 "$(printf '\nDisconnecting from tapc module\.\nTo reconnect, type "tapc-run -A tr_flood"')"
	# what the timer wrote before the runner let go (the begin probes'
	# output is shown, and hits may come first): whole lines, the first
	# one first, in order; a reader slower than 8 KB a millisecond may
	# see a full ring drop the newest records (counted as lost), so a
	# gap may follow, never half a line or an older one
	if [[ ! -s $o/flight.out || $(tail -c 1 "$o/flight.out" | wc -l) == 1 ]] &&
		awk 'length($0) != 9 || /[^0-9]/ || (NR == 1 && $0 != "000000000") || (NR > 1 && $0 + 0 <= last) { exit 1 }
			{ last = $0 + 0 }' "$o/flight.out"; then
		pass "-L -s 1: before detaching, whole lines from the stream's start, in order ($(wc -l < "$o/flight.out"))"
	else
		fail "-L -s 1: before detaching, whole lines from the stream's start, in order" "$(head -n 3 "$o/flight.out"; echo ...; tail -c 40 "$o/flight.out" | od -c | tail -n 3)"
	fi
	g flight_unload "-d of the flooded module" 0 "" ""
	g flight_go "-L of a script that floods once told: detached" 0 "$(printf '\nDisconnecting from tapc module\.\nTo reconnect, type "tapc-run -A tr_flood_go"')"
	local first last count
	first=$(head -n 1 "$o/flight_attach.out")
	last=$(tail -n 1 "$o/flight_attach.out")
	count=$(wc -l < "$o/flight_attach.out")
	if [[ $(cat "$o/flight_attach.rc") == 0 && ! -s $o/flight_attach.err &&
		$last == 000199999 && $first =~ ^[0-9]{9}$ && 10#$first -gt 0 &&
		$count -gt 50000 && $count -lt 200000 ]] &&
		sort -c "$o/flight_attach.out" 2>/dev/null &&
		[[ -z $(uniq -d "$o/flight_attach.out") ]]; then
		pass "-A after the ring was full detached: the newest output (to 000199999, from $first), the oldest overwritten, no loss counted"
	else
		fail "-A after the ring was full detached" "rc $(cat "$o/flight_attach.rc"), $count lines, $first to $last; stderr: $(cat "$o/flight_attach.err")"
	fi
	if [[ $(cat "$o/flight_o.rc") == 0 && $(cat "$o/flight_o.out") =~ ^[0-9]+$ ]] &&
		[[ $(head -n 1 "$o/flight_o.file" 2>/dev/null) == 000000000 ]] &&
		(($(wc -l < "$o/flight_o.file") > 50000)) &&
		sort -c "$o/flight_o.file" 2>/dev/null; then
		pass "-D -o (stap -F -o): attached, the output from the first line ($(wc -l < "$o/flight_o.file") lines)"
	else
		fail "-D -o (stap -F -o)" "$(cat "$o/flight_o.rc" "$o/flight_o.out" "$o/flight_o.err"; head -n 2 "$o/flight_o.file")"
	fi
	g busy_unload "-d of a module a runner is attached to: refused" 1 "ERROR: 'tr_forever' is not a zombie tapc module\\."
	g busy_attach "-A of a module a runner is attached to: refused" 1 "ERROR: Cannot attach to module tr_forever control channel; not running\\?"
	g busy "the attached runner goes on, Ctrl-C ends it" 0 "" "begin
end"
	[[ $(cat "$o/busy.loaded" 2>/dev/null) == 1 ]] && pass "-d of an attached module: still loaded" ||
		fail "-d of an attached module: still loaded" "$(cat "$o/busy.loaded" 2>&1)"
	g sigint "Ctrl-C (SIGINT): the end probe, exit 0" 0 "" "begin
end"
	[[ $(cat "$o/left" 2>/dev/null) == 0 ]] && pass "no module left loaded" ||
		fail "no module left loaded" "$(cat "$o/left" 2>&1)"
	if "$here/../lib/kernel_log.sh" "$o/dmesg" > "$work/klog" 2>&1; then
		pass "the kernel log clean"
	else
		fail "the kernel log clean" "$(cat "$work/klog")"
	fi
}

case $part in
host) host_part ;;
guest) guest_part ;;
prepare) guest_prepare "$3" ;;
check) guest_check ;;
*) echo "usage: tapc_run.sh TAPC host|guest|prepare WORK|check WORK" >&2; exit 2 ;;
esac
exit $failed
