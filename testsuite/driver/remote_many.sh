#!/bin/bash
# tapc --remote's own side with many targets, on the host, through fakes:
# an ssh that runs the remote program here (each destination its own
# kernel release: a61* is 6.1, b612* is 6.12; "down" is unreachable, exit
# 255), a uname that says that release, and a tapc-run that reports the
# command line and the module it was given, then takes the session's
# channel (stdin_forward.h) until its interrupt, reporting what input it
# brought. What a real target does with the module is driver/remote.sh's
# (guests with Debian's sshd); this checks what tapc does per target:
#
#   remote_many.sh TAPC
#
# - one ssh connection per target (the release asked and the module sent
#   on the same one), a module built per release;
# - 16 targets at once: tapc is one process of one thread, its children
#   the 16 ssh sessions and nothing else, its open files 3 a target; all
#   16 outputs complete and prefixed after one Ctrl-C;
# - -F: tapc-run -L on each target (-D with -o), nothing else asked of
#   the session; -o FILE and -S given to tapc-run there;
# - the script on stdin (-) built for each release;
# - stdin forwarded, escaped, to a script with input probes, its end
#   marked; a script without them (and no -c) leaves stdin alone;
# - a target that is down beside others.
# Prints PASS:/FAIL:/SKIP: lines.
set -u
tapc=$(realpath "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-remote-many.XXXXXX") || exit 1
trap '[[ -n ${KEEP:-} ]] && echo "keeping $work" || rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS: remote_many/$1"; }
fail() { echo "FAIL: remote_many/$1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 40; failed=1; }
skip() { echo "SKIP: remote_many/$1: $2"; }

r61=6.1.0-57-amd64
r612=6.12.118+deb12-amd64
for r in $r61 $r612; do
	if [[ ! -d /lib/modules/$r/build ]]; then
		skip all "no build tree for $r"
		exit 0
	fi
done

fake=$work/bin
mkdir -p "$fake" "$work/log"
export FAKE_LOG=$work/log
cat > "$fake/ssh" <<'EOS'
#!/bin/bash
# ssh [-q] [-p PORT] [-o OPT] DEST COMMAND: COMMAND run here by sh
while [[ $1 == -* ]]; do
	case $1 in -p|-o|-F) shift 2 ;; *) shift ;; esac
done
dest=$1
shift
echo "$dest $$" >> "$FAKE_LOG/ssh"
case $dest in
down) exit 255 ;;
a61*) export FAKE_RELEASE=6.1.0-57-amd64 ;;
b612*) export FAKE_RELEASE=6.12.118+deb12-amd64 ;;
esac
export FAKE_HOST=$dest
PATH=$(dirname "$0")/remote:$PATH exec sh -c "$*"
EOS
mkdir -p "$fake/remote"
cat > "$fake/remote/uname" <<'EOS'
#!/bin/sh
case $1 in -r) echo "$FAKE_RELEASE" ;; -m) echo x86_64 ;; *) echo "$FAKE_HOST" ;; esac
EOS
cat > "$fake/remote/tapc-run" <<'EOS'
#!/usr/bin/python3
# the arguments and the module's size and kernel on stdout; then, with
# --stop-on-stdin, the channel decoded until its interrupt
import os, sys
args = sys.argv[1:]
ko = args[-1]
rid = args[args.index("-r") + 1].split(":")[0] if "-r" in args else "?"
with open(ko, "rb") as f:
    data = f.read()
vermagic = data.split(b"vermagic=")[1].split(b" ")[0].decode()
shown = " ".join(a for a in args[:-1] if not a.startswith(("-r", rid + ":")))
print(f"run {rid} [{shown}] module {len(data)} bytes for {vermagic}", flush=True)
if "--stop-on-stdin" not in args or os.environ.get("FAKE_EXIT"):
    sys.exit(0)
got, escaped, ended = bytearray(), False, False
while True:
    b = os.read(0, 1)
    if not b:
        print(f"channel of {rid} closed", flush=True)
        break
    c = b[0]
    if escaped:
        escaped = False
        if c == 0x04:
            ended = True
        else:
            got.append(c)
    elif c == 0x10:
        escaped = True
    elif c == 0x03:
        break
    else:
        got.append(c)
print(f"end {rid} input {bytes(got)!r}{' ended' if ended else ''}", flush=True)
EOS
chmod +x "$fake/ssh" "$fake/remote/uname" "$fake/remote/tapc-run"
export TAPC_SSH=$fake/ssh
cd "$work" || exit 1

script='probe begin { println("begin") }'
input_script='probe input.line { printf("line %s\n", line) }'

# tapc_bg NAME ARGS...: tapc in the background, its pid in $pid
tapc_bg() {
	local name=$1
	shift
	# (a command put in the background reads /dev/null unless told)
	"$tapc" "$@" > "$work/$name.out" 2> "$work/$name.err" <&0 &
	pid=$!
}
# wait_lines FILE N: until FILE has N lines (or 5 minutes)
wait_lines() {
	local t
	for t in $(seq 1500); do
		(($(wc -l < "$1") >= $2)) && return 0
		kill -0 "$pid" 2> /dev/null || return 1
		sleep 0.2
	done
	return 1
}

# the modules for both releases, once (the cache serves the rest)
"$tapc" -p4 --remote a61 --remote b612 -e "$script" > "$work/p4.out" 2> "$work/p4.err"
rc=$?
if [[ $rc == 0 && $(grep -c '\.ko$' "$work/p4.out") == 2 && $(wc -l < "$FAKE_LOG/ssh") == 2 ]]; then
	pass "-p4: a module per release, one ssh connection per target"
else
	fail "-p4" "rc $rc"$'\n'"$(cat "$work/p4.out" "$work/p4.err" "$FAKE_LOG/ssh")"
fi

# 16 targets, 8 of each release
: > "$FAKE_LOG/ssh"
targets=()
for i in $(seq 0 15); do
	((i % 2)) && targets+=(--remote "b612-$i") || targets+=(--remote "a61-$i")
done
tapc_bg many "${targets[@]}" --remote-prefix -e "$script"
if wait_lines "$work/many.out" 16; then
	threads=$(awk '/^Threads:/ { print $2 }' "/proc/$pid/status")
	children=$(ps -o pid= --ppid "$pid" | wc -l)
	ssh_children=$(ps -o pid= --ppid "$pid" | tr -d ' ' | sort > "$work/children"
		awk '{ print $2 }' "$FAKE_LOG/ssh" | sort | comm -12 - "$work/children" | wc -l)
	fds=$(ls "/proc/$pid/fd" | wc -l)
	cpu=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
	kill -INT "$pid"
	wait "$pid"
	rc=$?
	ends=$(grep -c '^[0-9]*: end [0-9]* input' "$work/many.out")
	prefixed=$(grep -c '^\([0-9]*\): \(run \1 \|end \1 \)' "$work/many.out")
	conns=$(wc -l < "$FAKE_LOG/ssh")
	vm=$(grep -c "for $r61" "$work/many.out")
	summary="tapc: $threads thread, $children children ($ssh_children its ssh sessions), $fds open files, $cpu ticks of CPU; $conns ssh connections"
	if [[ $rc == 0 && $threads == 1 && $children == 16 && $ssh_children == 16 && $conns == 16 &&
		$fds -le $((3 * 16 + 8)) && $ends == 16 && $prefixed == 32 && $vm == 8 ]]; then
		pass "16 targets at once: $summary; 32 lines, each prefixed by its target"
	else
		fail "16 targets at once" "rc $rc, $summary, $ends ends, $prefixed prefixed, $vm for 6.1"$'\n'"$(cat "$work/many.out" "$work/many.err")"
	fi
else
	kill "$pid" 2> /dev/null
	wait "$pid"
	fail "16 targets at once: not all started" "$(cat "$work/many.out" "$work/many.err")"
fi

# -F: tapc-run -L, and -D with -o (and -S); nothing sent on the channel
run_f() {
	local name=$1
	shift
	timeout -k 5 300 "$tapc" "$@" > "$work/$name.out" 2> "$work/$name.err" < /dev/null
	echo $? > "$work/$name.rc"
}
run_f fr -F --remote a61 --remote b612 --remote-prefix -e "$script"
run_f frd -F -o 'trace-%Y.log' -S 2,3 --remote a61 --remote-prefix -e "$script"
FAKE_EXIT=1 run_f out -o /var/tmp/x.out --remote b612 -e "$script"
if [[ $(cat "$work/fr.rc") == 0 && $(grep -c '^[01]: run [01] \[-L\] module' "$work/fr.out") == 2 &&
	$(cat "$work/frd.rc") == 0 && $(grep -c "^0: run 0 \[-D -o trace-%Y.log -S 2,3\] module" "$work/frd.out") == 1 &&
	$(cat "$work/out.rc") == 0 && $(grep -c '^run 0 \[--stop-on-stdin -o /var/tmp/x.out\] module' "$work/out.out") == 1 ]]; then
	pass "-F: tapc-run -L on each target, -D -o FILE -S with -o; -o FILE for tapc-run there"
else
	fail "-F, -o" "$(head -n 20 "$work"/{fr,frd,out}.{rc,out,err})"
fi

# the script on stdin, for two releases
echo "$script" | timeout -k 5 300 "$tapc" -p4 --remote a61 --remote b612 - > "$work/stdin.out" 2> "$work/stdin.err"
rc=$?
if [[ $rc == 0 && $(grep -c '\.ko$' "$work/stdin.out") == 2 ]]; then
	pass "the script on stdin (-): built for each release"
else
	fail "the script on stdin" "rc $rc"$'\n'"$(cat "$work/stdin.out" "$work/stdin.err")"
fi

# stdin to input probes: each target gets it all, escaped, and its end
printf 'one\ntwo\x03\x10\n' > "$work/input"
tapc_bg input --remote a61-0 --remote a61-1 --remote-prefix -e "$input_script" < "$work/input"
wait_lines "$work/input.out" 2
sleep 2
kill -INT "$pid"
wait "$pid"
rc=$?
want="b'one\\\\ntwo\\\\x03\\\\x10\\\\n' ended"
if [[ $rc == 0 && $(grep -c "^\([01]\): end \1 input $want\$" "$work/input.out") == 2 ]]; then
	pass "stdin to input probes: all of it on each target, escaped, its end marked"
else
	fail "stdin to input probes" "rc $rc, wanted: end N input $want"$'\n'"$(cat "$work/input.out" "$work/input.err")"
fi
# without input probes or -c, stdin is left for others to read
{
	"$tapc" --remote a61 -e "$script" > "$work/held.out" 2> "$work/held.err" <&0 &
	pid=$!
	wait_lines "$work/held.out" 1
	kill -INT "$pid"
	wait "$pid"
	echo "rc $?" >> "$work/held.out"
	cat > "$work/left"
} < "$work/input"
if cmp -s "$work/input" "$work/left" && grep -q "^end 0 input b''$" "$work/held.out"; then
	pass "a script without input probes leaves stdin unread"
else
	fail "stdin left alone" "$(cat "$work/held.out" "$work/held.err"; od -c "$work/left" | head -n 3)"
fi

# a target that is down: said, the others go on
FAKE_EXIT=1 run_f down --remote a61 --remote down --remote b612 --remote-prefix -e "$script"
if [[ $(cat "$work/down.rc") == 1 && $(grep -c '^\([02]\): run \1 ' "$work/down.out") == 2 ]] &&
	grep -qx "error establishing ssh connection on remote 'down'" "$work/down.err"; then
	pass "a target that is down: said by name, the others run, exit 1"
else
	fail "a target that is down" "$(cat "$work"/down.{rc,out,err})"
fi
exit $failed
