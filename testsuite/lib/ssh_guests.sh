# Guests that run Debian's sshd, for tapc --remote over real ssh on the
# loopback (sourced by testsuite/driver/remote.sh and bench/remote).
#
#   ssh_guests_boot WORK TAPC RUNNER RELEASE...
#       boots one guest per RELEASE (a release may repeat), each running
#       the host's /usr/sbin/sshd with a throwaway host key, reachable only
#       at 127.0.0.1:PORT through qemu's port forwarding (its user network
#       restricted: the guest reaches nothing), root's key a throwaway one,
#       RUNNER (tapc-run) in its PATH, root's home empty; WORK/gN is guest
#       N's writable dir. Sets ssh_ports[N] and ssh_guest_pids[N], exports
#       TAPC_SSH (ssh -F WORK/ssh_config); returns 1, after printing why on
#       stdout, when a guest's sshd does not answer.
#   ssh_guests_stop
#       stops them: each writes WORK/gN/left (tapc modules still loaded)
#       and WORK/gN/dmesg first; sets ssh_guest_status[N] (the guest's
#       exit status: 0, or 1 when its kernel logged trouble).
ssh_guests_free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

ssh_guests_boot() {
	local work=$1 tapc=$2 runner=$3 i g t ok
	shift 3
	ssh_guests_work=$work
	ssh_ports=()
	ssh_guest_pids=()
	ssh-keygen -q -t ed25519 -N '' -C tapc-test -f "$work/id" || return 1
	cat > "$work/ssh_config" <<EOC
Host *
	User root
	IdentityFile $work/id
	IdentitiesOnly yes
	IdentityAgent none
	UserKnownHostsFile /dev/null
	StrictHostKeyChecking no
	LogLevel ERROR
	BatchMode yes
	ConnectTimeout 60
	ServerAliveInterval 10
EOC
	export TAPC_SSH="ssh -F $work/ssh_config"
	cat > "$work/guest_sshd.sh" <<'EOC'
#!/bin/sh
w=$1
mount -t tmpfs -o mode=755 run /run && mkdir -m 755 /run/sshd || exit 1
mount -t tmpfs -o mode=755 bin /usr/local/bin && cp "$2" /usr/local/bin/tapc-run || exit 1
# root's home as a fresh machine's: nothing of the host's shell start-up
mount -t tmpfs -o mode=700 root /root || exit 1
dmesg -C
/usr/sbin/sshd -f "$w/sshd_config" -E "$w/sshd.log" || exit 1
touch "$w/up"
while [ ! -e "$w/stop" ]; do sleep 0.2; done
kill "$(cat /run/sshd.pid)" 2>/dev/null
grep -c '^tr_\|^stap_' /proc/modules > "$w/left"
dmesg > "$w/dmesg"
EOC
	i=0
	for release in "$@"; do
		g=$work/g$i
		mkdir -p "$g"
		ssh-keygen -q -t ed25519 -N '' -f "$g/hostkey"
		cp "$work/id.pub" "$g/authorized_keys"
		cat > "$g/sshd_config" <<EOC
Port 22
ListenAddress 0.0.0.0
HostKey $g/hostkey
AuthorizedKeysFile $g/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
StrictModes no
UsePAM no
PrintMotd no
PrintLastLog no
PidFile /run/sshd.pid
EOC
		ssh_ports[i]=$(ssh_guests_free_port)
		TAPC_GUEST_RELEASE=$release TAPC_GUEST_SSH_PORT=${ssh_ports[i]} \
			"$tapc" --guest-run --guest-writable "$g" /bin/sh "$work/guest_sshd.sh" "$g" "$runner" \
			> "$g/guest.out" 2> "$g/guest.err" &
		ssh_guest_pids[i]=$!
		i=$((i + 1))
	done
	for i in "${!ssh_ports[@]}"; do
		ok=
		for t in $(seq 480); do
			if [[ -e $work/g$i/up ]] &&
				$TAPC_SSH -q -p "${ssh_ports[i]}" 127.0.0.1 true 2>/dev/null; then
				ok=1
				break
			fi
			kill -0 "${ssh_guest_pids[i]}" 2>/dev/null || break
			sleep 0.5
		done
		if [[ -z $ok ]]; then
			echo "guest $i's sshd does not answer:"
			cat "$work/g$i/guest.err" "$work/g$i/sshd.log" 2>/dev/null | tail -n 20
			return 1
		fi
	done
}

ssh_guests_stop() {
	local i
	ssh_guest_status=()
	for i in "${!ssh_guest_pids[@]}"; do touch "$ssh_guests_work/g$i/stop"; done
	for i in "${!ssh_guest_pids[@]}"; do
		wait "${ssh_guest_pids[i]}"
		ssh_guest_status[i]=$?
	done
	ssh_guest_pids=()
}
