#!/bin/bash
# tapc --remote end to end over real ssh, on the loopback only.
#
#   remote.sh TAPC
#
# Boots two guests, of 6.1 and 6.12 (so two modules are built), each
# running Debian's sshd (the host's openssh-server, over the guest's view
# of the host's files) with a throwaway host key and a throwaway client
# key, reachable only at 127.0.0.1:PORT through qemu's port forwarding
# (restricted user network: the guests reach nothing): lib/ssh_guests.sh.
# tapc-run is the one beside TAPC, put in the guests' PATH. Then, each a tapc --remote run:
# both targets with --remote-prefix and remote_id()/remote_uri(), both
# outputs complete and prefixed, one ssh session each (their sshd's logs);
# a target that is down beside them (reported by name, the others go on,
# exit 1); -c on a remote; Ctrl-C stopping both (their end probes run);
# the script on stdin; our stdin to input.line there; -o FILE written on
# the target; -F left running there, attached to with tapc-run -A there;
# -p4 (a module per release). At the
# end no module is left loaded in either guest and their kernel logs are
# clean. Prints PASS:/FAIL:/SKIP: lines.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tapc=$(realpath "$1")
runner=$(dirname "$tapc")/tapc-run
work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-remote-test.XXXXXX") || exit 1
failed=0
pass() { echo "PASS: remote/$1"; }
fail() { echo "FAIL: remote/$1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30; failed=1; }
skip() { echo "SKIP: remote/$1: $2"; }

releases=()
for r in 6.1.0-57-amd64 6.12.118+deb12-amd64; do
	[[ -d /lib/modules/$r/build ]] && releases+=("$r")
done
if [[ ! -x /usr/sbin/sshd ]]; then
	skip "all" "no /usr/sbin/sshd: apt-get install openssh-server"
	exit 0
fi
if ((${#releases[@]} < 2)); then
	skip "all" "it needs 6.1's and 6.12's build trees"
	exit 0
fi

. "$here/../lib/ssh_guests.sh"
trap 'ssh_guests_stop > /dev/null 2>&1; [[ -n ${KEEP:-} ]] && echo "keeping $work" || rm -rf "$work"' EXIT
if ! ssh_guests_boot "$work" "$tapc" "$runner" "${releases[@]}" > "$work/boot.log"; then
	fail "the guests' sshd" "$(cat "$work/boot.log")"
	exit 1
fi
ports=("${ssh_ports[@]}")
# a port nothing listens on: a target that is down
down_port=$(ssh_guests_free_port)
pass "two guests (${releases[*]}) with sshd on 127.0.0.1:${ports[0]} and :${ports[1]}"

cd "$work" || exit 1
uri0=ssh://root@127.0.0.1:${ports[0]}
uri1=127.0.0.1:${ports[1]}

# run NAME ARGS...: tapc ARGS, its stdout, stderr and status
run() {
	local name=$1
	shift
	timeout -k 5 300 "$tapc" "$@" > "$work/$name.out" 2> "$work/$name.err" < /dev/null
	echo $? > "$work/$name.rc"
}

# the ssh sessions guest I's sshd has accepted so far
accepted() { grep -c 'Accepted publickey' "$work/g$1/sshd.log" 2> /dev/null; }
accepted_before=("$(accepted 0)" "$(accepted 1)")

# both, prefixed, with remote_id(), remote_uri() and the release each
# one's module was built for (the preprocessor's kernel_v)
run both -v --remote "$uri0" --remote "$uri1" --remote-prefix -e '
probe begin { printf("id %d uri %s\n", remote_id(), remote_uri())
  printf("built for %s\n", %( kernel_v >= "6.12" %? "6.12" %: "6.1" %)); exit() }'
want=$(printf '0: id 0 uri %s\n0: built for 6.1\n1: id 1 uri %s\n1: built for 6.12\n' \
	"$uri0" "$uri1")
if [[ $(cat "$work/both.rc") == 0 && $(sort "$work/both.out") == "$(sort <<< "$want")" ]] &&
	grep -q "^0: id 0 uri" "$work/both.out"; then
	pass "--remote-prefix, remote_id(), remote_uri(): each target's lines, complete, prefixed N:"
else
	fail "--remote-prefix, remote_id(), remote_uri()" "rc $(cat "$work/both.rc")"$'\n'"$(cat "$work/both.out" "$work/both.err")"$'\n'"wanted (in any order of the targets):"$'\n'"$want"
fi
# two releases, two modules: one line each, with the bytes that went
sent=$(grep -c "^Pass 5: remote '.*' (.*): [0-9]* bytes sent$" "$work/both.err")
mods=$(grep -o "(6\.[0-9.]*[^)]*)" "$work/both.err" | sort -u | wc -l)
if [[ $sent == 2 && $mods == 2 ]]; then
	pass "-v: a module per release (2), the bytes sent to each: $(grep -o '[0-9]* bytes sent' "$work/both.err" | tr '\n' ' ')"
else
	fail "-v: a module per release" "$(cat "$work/both.err")"
fi

# one ssh session per target: its kernel asked and its module sent on it
sleep 1   # sshd logs a session as it takes it: long done
sessions="$(($(accepted 0) - accepted_before[0])) $(($(accepted 1) - accepted_before[1]))"
if [[ $sessions == "1 1" ]]; then
	pass "one ssh session per target (each guest's sshd accepted 1)"
else
	fail "one ssh session per target" "sessions accepted by the guests' sshd: $sessions"
fi

# a target that is down: said by name, the others run, exit 1
down=root@127.0.0.1:$down_port
up_script='probe begin { printf("up %d\n", remote_id()); exit() }'
run down --remote "$uri0" --remote "$down" --remote "$uri1" --remote-prefix -e "$up_script"
if [[ $(cat "$work/down.rc") == 1 && $(sort "$work/down.out") == $'0: up 0\n2: up 2' ]] &&
	grep -qx "error establishing ssh connection on remote '$down'" "$work/down.err"; then
	pass "a target that is down: reported by name, the others' output complete, exit 1"
else
	fail "a target that is down" "rc $(cat "$work/down.rc")"$'\n'"$(cat "$work/down.out" "$work/down.err")"
fi

# -c on a remote: the command runs there, target() is its pid, its output
# comes back
run cmd --remote "$uri1" --remote-prefix -c 'sh -c "echo from \$(uname -r)"' -e '
probe begin { printf("target %d\n", target() > 0) } probe end { println("end") }'
if [[ $(cat "$work/cmd.rc") == 0 && $(sort "$work/cmd.out") == "0: end"$'\n'"0: from ${releases[1]}"$'\n'"0: target 1" && $(tail -n 1 "$work/cmd.out") == "0: end" ]]; then
	pass "-c on a remote: run there, target() its pid, its output back"
else
	fail "-c on a remote" "rc $(cat "$work/cmd.rc")"$'\n'"$(cat "$work/cmd.out" "$work/cmd.err")"
fi

# Ctrl-C: every target stops, its end probe runs, exit 0
begin_end_script='probe begin { println("begin") } probe end { println("end") }'
"$tapc" --remote "$uri0" --remote "$uri1" --remote-prefix -e "$begin_end_script" \
	> "$work/int.out" 2> "$work/int.err" < /dev/null &
pid=$!
for t in $(seq 600); do
	(($(cat "$work/int.out" 2> /dev/null | grep -c begin) == 2)) && break
	kill -0 $pid 2>/dev/null || break
	sleep 0.2
done
kill -INT $pid
wait $pid
rc=$?
if [[ $rc == 0 && $(sort "$work/int.out") == $'0: begin\n0: end\n1: begin\n1: end' && ! -s $work/int.err ]]; then
	pass "Ctrl-C: both stop, their end probes' output, exit 0"
else
	fail "Ctrl-C" "rc $rc"$'\n'"$(cat "$work/int.out" "$work/int.err")"
fi

# (the cases below take the scripts above where they can: their modules
# are in the cache, and each build costs a minute on a loaded host)

# the script on stdin, for both releases
echo "$up_script" |
	timeout -k 5 300 "$tapc" --remote "$uri0" --remote "$uri1" - > "$work/script.out" 2> "$work/script.err"
rc=$?
if [[ $rc == 0 && $(sort "$work/script.out") == $'up 0\nup 1' ]]; then
	pass "the script on stdin (-): run on both targets"
else
	fail "the script on stdin" "rc $rc"$'\n'"$(cat "$work/script.out" "$work/script.err")"
fi

# our stdin to the remote's input probes
printf 'first\nsecond\n' | timeout -k 5 300 "$tapc" --remote "$uri0" -e '
global n
probe input.line { n++; printf("%d %s", n, line); if (n == 2) exit() }' > "$work/input.out" 2> "$work/input.err"
rc=$?
if [[ $rc == 0 && $(cat "$work/input.out") == $'1 first\n2 second' ]]; then
	pass "stdin to the remote's input.line probes"
else
	fail "stdin to input probes" "rc $rc"$'\n'"$(cat "$work/input.out" "$work/input.err")"
fi

# -o FILE: written on the target (a relative name from the login's home)
run ofile -o tapc-remote-test.out --remote "$uri1" -e "$up_script"
$TAPC_SSH -q -p "${ports[1]}" 127.0.0.1 'cat tapc-remote-test.out; rm -f tapc-remote-test.out' > "$work/ofile.there" 2>&1
if [[ $(cat "$work/ofile.rc") == 0 && ! -s $work/ofile.out && $(cat "$work/ofile.there") == "up 0" ]]; then
	pass "-o FILE: the output in FILE on the target"
else
	fail "-o FILE" "rc $(cat "$work/ofile.rc")"$'\n'"$(cat "$work/ofile.out" "$work/ofile.err" "$work/ofile.there")"
fi

# -F: left running on the target, attached to there with tapc-run -A
# (tapc-run -L shows what the begin probes printed, -A the rest)
run fr -F --remote "$uri0" -e "$begin_end_script"
name=$(sed -n 's/^To reconnect, type "tapc-run -A \(.*\)"$/\1/p' "$work/fr.err")
loaded=$($TAPC_SSH -q -p "${ports[0]}" 127.0.0.1 "grep -c '^$name ' /proc/modules" 2>&1)
$TAPC_SSH -q -p "${ports[0]}" 127.0.0.1 "timeout -s INT 20 tapc-run -A $name" > "$work/fr.attach" 2>&1
if [[ $(cat "$work/fr.rc") == 0 && -n $name && $loaded == 1 && $(cat "$work/fr.out") == begin &&
	$(cat "$work/fr.attach") == end ]]; then
	pass "-F: the script left running on the target ($name), tapc-run -A there gets its output"
else
	fail "-F" "rc $(cat "$work/fr.rc"), module '$name' loaded: $loaded"$'\n'"$(cat "$work/fr.out" "$work/fr.err" "$work/fr.attach")"
fi

# -p4: a module per distinct release, its path printed
run p4 -p4 --remote "$uri0" --remote "$uri1" --remote "$uri0" -e "$up_script"
if [[ $(cat "$work/p4.rc") == 0 && $(grep -c '\.ko$' "$work/p4.out") == 2 ]]; then
	pass "-p4: two modules for three targets of two releases"
else
	fail "-p4" "rc $(cat "$work/p4.rc")"$'\n'"$(cat "$work/p4.out" "$work/p4.err")"
fi

# the guests: nothing left loaded, their kernel logs clean
ssh_guests_stop
for i in "${!releases[@]}"; do
	st=${ssh_guest_status[i]}
	g=$work/g$i
	if [[ $st == 0 && $(cat "$g/left" 2>/dev/null) == 0 ]] &&
		"$here/../lib/kernel_log.sh" "$g/dmesg" > "$g/klog" 2>&1; then
		pass "the ${releases[$i]} guest: no module left loaded, its kernel log clean"
	else
		fail "the ${releases[$i]} guest" "exit $st, left $(cat "$g/left" 2>&1)"$'\n'"$(cat "$g/klog" "$g/guest.err" 2>/dev/null | tail -n 20)"
	fi
done
exit $failed
