# bench/remote's rows and their section of RESULTS.md: sourced by
# bench/remote (which measures) and bench/lib/report.sh (bench/run's
# report, which writes the section from the rows alone).
#
#   $DATA/NAME.tsv    targets round wall_ms ssh_true_ms bytes_per_target
#                     modules ssh_sessions (per target; "-" where it was
#                     not counted)
#   $DATA/NAME.meta   key<TAB>value: when, load_before, load_after,
#                     commit, rounds, what (how tapc talked to targets)
# NAME is "remote", the current measurement, and "remote-before", the
# one it is compared with, when kept.

remote_meta() { awk -F '\t' -v k="$2" '$1 == k { print $2 }' "$DATA/$1.meta" 2> /dev/null; }

# remote_col NAME N COLUMN: column COLUMN of NAME's rows for N targets
remote_col() { awk -F '\t' -v n="$2" -v c="$3" 'NR > 1 && $1 == n { print $c }' "$DATA/$1.tsv"; }

remote_table() {
	local name=$1 n rel wall sshms bytes mods sessions
	echo "| targets (releases) | start-up to end, wall ms | one bare ssh session, ms | the run in bare ssh sessions | ssh sessions per target | bytes sent per target (6.1, 6.12) | modules (one per release) |"
	echo "|---|---:|---:|---:|---:|---|---:|"
	for n in 1 2 4; do
		rel=$( ((n == 1)) && echo 1 || echo 2)
		wall=$(remote_col "$name" "$n" 3 | median)
		sshms=$(remote_col "$name" "$n" 4 | median)
		bytes=$(remote_col "$name" "$n" 5 | tr ',' '\n' | sort -un | tr '\n' ' ')
		mods=$(remote_col "$name" "$n" 6 | sort -u | tr '\n' ' ')
		sessions=$(remote_col "$name" "$n" 7 | grep -v '^-*$' | median)
		# each round's run over the same round's bare session: the
		# guests' speed, which the host's load swings, divided out
		inssh=$(awk -F '\t' -v n="$n" 'NR > 1 && $1 == n && $4 > 0 { printf "%.2f\n", $3 / $4 }' "$DATA/$name.tsv" | median)
		echo "| $n ($rel) | ${wall:--} | ${sshms:--} | ${inssh:--} | ${sessions:--} | ${bytes% } | ${mods% } |"
	done
}

remote_measured() {
	echo "Measured by bench/remote on $(remote_meta "$1" when) (load average $(remote_meta "$1" load_before) before, $(remote_meta "$1" load_after) after), tapc $(remote_meta "$1" commit), $(remote_meta "$1" rounds) rounds each, medians: $(remote_meta "$1" what)."
}

# remote_ratio N: the wall time for N targets now over before's
remote_ratio() {
	ratio "$(remote_col remote "$1" 3 | median)" "$(remote_col remote-before "$1" 3 | median)"
}

remote_section() {
	[[ -f $DATA/remote.tsv ]] || return 0
	echo '## Many targets over ssh (bench/remote)'
	echo
	echo "\`tapc --remote\` to 1, 2 and 4 guests running sshd (6.1, 6.12, 6.1, 6.12: two modules for 2 and 4 targets), reached over real ssh at 127.0.0.1 through qemu's port forwarding. A run is the whole \`tapc --remote ... -e 'probe begin { printf(\"up %d\\n\", remote_id()); exit() }'\` with its modules in the cache: each target asked its kernel, the module sent over ssh and run there by tapc-run, begin, unload, the sessions ended. The ssh sessions per target are counted in each guest's sshd log (its \"Accepted publickey\" lines during the run). Measured by \`bench/remote\`, its rows in \`bench/data/remote.tsv\`; this section is written from them by \`bench/run report\`."
	echo
	remote_measured remote
	echo
	remote_table remote
	echo
	if [[ -f $DATA/remote-before.tsv ]]; then
		echo "Before, $(remote_measured remote-before | sed 's/^Measured/measured/')"
		echo
		remote_table remote-before
		echo
		echo "- Now over before, wall time: $(remote_ratio 1) for 1 target, $(remote_ratio 2) for 2, $(remote_ratio 4) for 4. The targets are emulated (TCG) guests on a 2-core host shared with other work: one bare \`ssh TARGET true\` (third column, measured in the same rounds) takes seconds and swings with the load, here more than the change itself, so the fourth column divides it out: each run over its round's bare session. Before, two sessions per target (one to ask the kernel, one to run; by the code, not counted then); now one, counted in the guests' sshd logs."
	else
		echo "- The targets are emulated (TCG) guests on a 2-core host shared with other work: one bare \`ssh TARGET true\` (third column) takes seconds and swings with the load, so the start-up is mostly the ssh session to the slowest guest."
	fi
	echo "- Whatever the count, tapc itself is one process of one thread with one ssh child per target (\`testsuite/driver/remote_many.sh\` checks it at 16 targets): the start-up does not grow with the targets beyond their sessions, which run at once. On real machines an ssh session is tens of milliseconds; this measures tapc's own work, not a real fleet's seconds."
	echo "- Bytes sent per target: the module of its release, once, after a line giving its size and name, plus one byte per Ctrl-C (and the script's stdin when it has input probes); nothing else goes over the connection but the output coming back."
	echo
}
