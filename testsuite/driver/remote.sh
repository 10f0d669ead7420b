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
# outputs complete and prefixed; a target that is down beside them
# (reported by name, the others go on, exit 1); -c on a remote; Ctrl-C
# stopping both (their end probes run); -p4 (a module per release). At the
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

# a target that is down: said by name, the others run, exit 1
down=root@127.0.0.1:$down_port
run down --remote "$uri0" --remote "$down" --remote "$uri1" --remote-prefix -e '
probe begin { printf("up %d\n", remote_id()); exit() }'
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
"$tapc" --remote "$uri0" --remote "$uri1" --remote-prefix -e '
probe begin { println("begin") } probe end { println("end") }' \
	> "$work/int.out" 2> "$work/int.err" < /dev/null &
pid=$!
for t in $(seq 600); do
	(($(grep -c begin "$work/int.out") == 2)) && break
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

# -p4: a module per distinct release, its path printed
run p4 -p4 --remote "$uri0" --remote "$uri1" --remote "$uri0" -e '
probe begin { printf("up %d\n", remote_id()); exit() }'
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
