# Runs the guest cases' modules in the target kernel, one boot for all of
# them while the guest stays healthy, so that one bad case cannot hold the
# suite: each run has a time limit inside the guest (SIGTERM, then SIGKILL
# 10 s later, as timeout(1) sends them), and the runner on the host stops a
# guest that makes no progress (a case still running well past its limit,
# or a module left loaded) and boots a new one for the cases after it.
# Sourced by testsuite/run.
#
#   guest_batches WORK TAPC LIST      LIST: the cases to run, one a line,
#                                     NAME \037 KO \037 CMD \037 RUNARGS \037 LIMIT \037 SETUP
# Leaves, in WORK/out, for each case NAME: NAME.out, NAME.err, NAME.status,
# NAME.dmesg, NAME.seconds (how long it ran), and where it went wrong
# NAME.timeout (the limit it ran past, stopped inside the guest),
# NAME.loaded (its module was still loaded after it: the guest rebooted),
# NAME.dirty (it left the kernel dirty: trouble in its kernel log, or a
# taint other than a module's own; the guest rebooted, so that the next
# case is judged in a kernel that has not warned already, a WARN_ONCE
# fired) or NAME.hung (the guest made no progress: stopped and rebooted);
# and WORK/guest-boots: one line a boot, "N STATUS WHY", WHY "ok", or
# "hung", "loaded" or "dirty" where the runner cut it short for that.
#
# TAPC_GUEST_GRACE: seconds past a case's limit before the host stops the
# guest (default 60: the time limit's SIGKILL, the unload and the log).

# The kernel's taints that loading a module of ours gives (proprietary,
# forced, out of tree, unsigned): not a sign of trouble; any other is.
guest_module_taints=$((1 | 2 | 4096 | 8192))

# The script each boot runs inside the guest: the list's cases in turn,
# then the driver's runs (WORK/driver/guest.sh) once the list is through,
# then the other checks' steps (WORK/guest.d/NAME.sh, the host's runner
# told "driver.NAME" as it runs each).
# It stops early, exit 3, when a case leaves its module loaded or the
# kernel dirty.
guest_batch_script() {
	local work=$1 tapc=$2
	cat <<EOF
#!/bin/sh
# Runs the modules of the list \$1 in turn, inside the guest. Under
# qemu's TCG a process costs about a tenth of a second, so the loop
# forks only for the case's run and its kernel log: the rest is the
# shell's own (read, case, test).
out="$work/out"
dmesg -c > "\$out/boot.\$\$.dmesg"
# the test modules (@KMODS@) a case's command may leave loaded
kmods=" "
for k in "$work"/kmods/*.ko; do
	[ -f "\$k" ] || continue
	k=\${k##*/}
	kmods="\$kmods\${k%.ko} "
done
# uptime: the seconds since boot, in \$seconds
uptime() {
	read -r seconds _ < /proc/uptime
	seconds=\${seconds%.*}
}
us=\$(printf '\\037')
while IFS="\$us" read -r name ko cmd runargs limit setup; do
	# not renamed into place: a half-written name only restarts the
	# host's count of this case's time
	echo "\$name" > "\$out/current"
	# the case's SETUP, before its session starts (a module it probes
	# loaded already), its output kept in NAME.setup; its exit status
	# 77 (automake's) says the case cannot apply on this kernel: it is
	# not run, the host counts it as skipped
	if [ -n "\$setup" ]; then
		sh -c "\$setup" > "\$out/\$name.setup" 2>&1
		if [ \$? = 77 ]; then
			: > "\$out/\$name.skip"
			continue
		fi
	fi
	read -r taint < /proc/sys/kernel/tainted
	uptime
	start=\$seconds
	# the case's STDIN section, where it has one
	in=/dev/null
	[ -f "\$out/\$name.stdin" ] && in="\$out/\$name.stdin"
	if [ -n "\$cmd" ]; then
		timeout -k 10 "\$limit" "$tapc" \$runargs --run-module "\$ko" -c "\$cmd" > "\$out/\$name.out" 2> "\$out/\$name.err" < "\$in"
	else
		timeout -k 10 "\$limit" "$tapc" -T 20 \$runargs --run-module "\$ko" > "\$out/\$name.out" 2> "\$out/\$name.err" < "\$in"
	fi
	st=\$?
	uptime
	echo \$((seconds - start)) > "\$out/\$name.seconds"
	# timeout(1)'s 124: stopped at the limit; 137: killed 10 s after
	[ \$st = 124 ] || [ \$st = 137 ] && echo "\$limit" > "\$out/\$name.timeout"
	dmesg -c > "\$out/\$name.dmesg"
	# a test module the case's command left loaded, when the session's
	# end cut the command short of its rmmod: the next case starts
	# without it; the case's own module left loaded stops the boot
	mine=\${ko##*/}
	mine=\${mine%.ko}
	left=0
	while read -r m _; do
		case "\$kmods" in
		*" \$m "*) /usr/sbin/rmmod "\$m" ;;
		esac
		[ "\$m" = "\$mine" ] && left=1
	done < /proc/modules
	if [ \$left = 1 ]; then
		echo "\$st" > "\$out/\$name.status"
		: > "\$out/\$name.loaded"
		exit 3
	fi
	read -r now < /proc/sys/kernel/tainted
	if { [ -s "\$out/\$name.dmesg" ] && ! "$case_lib/kernel_log.sh" "\$out/\$name.dmesg" > /dev/null; } ||
		[ \$((now & ~$guest_module_taints)) != \$((taint & ~$guest_module_taints)) ]; then
		echo "\$st" > "\$out/\$name.status"
		echo "\$taint \$now" > "\$out/\$name.dirty"
		exit 3
	fi
	echo \$st > "\$out/\$name.status"
done < "\$1"
echo driver > "\$out/current"
: > "\$out/driver.started"
[ -f "$work/driver/guest.sh" ] && sh "$work/driver/guest.sh"
for step in "$work"/guest.d/*.sh; do
	[ -f "\$step" ] || continue
	step=\${step##*/}
	echo "driver.\${step%.sh}" > "\$out/current"
	sh "$work/guest.d/\$step"
done
echo done > "\$out/current"
exit 0
EOF
}

# guest_boot WORK TAPC LIST N: boot N, running LIST; stops the guest when
# its current case runs TAPC_GUEST_GRACE seconds past its limit (the
# driver's runs, and each step after them: 600 s). Returns tapc
# --guest-run's status; its output is WORK/guest.N.out, the guest's
# console WORK/console.N.log.
guest_boot() {
	local work=$1 tapc=$2 list=$3 grace=${TAPC_GUEST_GRACE:-60}
	local out=$work/out current="" since limit pid
	rm -f "$out/current"
	TAPC_GUEST_CONSOLE=$work/console.$4.log "$tapc" --guest-run --guest-writable "$work" \
		/bin/sh "$work/guest-batch.sh" "$list" > "$work/guest.$4.out" 2>&1 &
	pid=$!
	since=$SECONDS
	while kill -0 "$pid" 2> /dev/null; do
		sleep 1
		local now
		now=$(cat "$out/current" 2> /dev/null)
		if [[ $now != "$current" ]]; then
			current=$now since=$SECONDS
			continue
		fi
		[[ -z $current || $current == done ]] && continue
		limit=600
		[[ $current == driver || $current == driver.* ]] ||
			limit=$(awk -F'\037' -v n="$current" '$1 == n { print $5 }' "$list")
		if ((SECONDS - since > ${limit:-600} + grace)); then
			echo "$((SECONDS - since))" > "$out/$current.hung"
			kill -TERM "$pid"
			break
		fi
	done
	wait "$pid"
}

guest_batches() {
	local work=$1 tapc=$2 list=$3 status n=0 rest had_driver
	guest_batch_script "$work" "$tapc" > "$work/guest-batch.sh"
	chmod +x "$work/guest-batch.sh"
	: > "$work/guest-boots"
	rm -f "$work/out/driver.started"
	rest=$list
	while :; do
		n=$((n + 1))
		had_driver=0
		[[ -f $work/out/driver.started ]] && had_driver=1
		guest_boot "$work" "$tapc" "$rest" $n
		status=$?
		local why=ok
		for name in $(cut -d$'\037' -f1 "$rest") driver; do
			[[ -f $work/out/$name.hung ]] && why=hung
			compgen -G "$work/out/$name.*.hung" > /dev/null && why=hung
			[[ -f $work/out/$name.loaded ]] && why=loaded
			[[ -f $work/out/$name.dirty ]] && why=dirty
		done
		echo "$n $status $why" >> "$work/guest-boots"
		# the cases that did not end in that boot, but for the one it
		# stopped at (hung: it is not run again) and those its SETUP
		# skipped
		local next=$work/guest-list.$n name
		: > "$next"
		while IFS=$'\037' read -r name _; do
			[[ -f $work/out/$name.status || -f $work/out/$name.hung ||
			   -f $work/out/$name.skip ]] && continue
			grep "^$name"$'\037' "$rest" >> "$next"
		done < "$rest"
		[[ ! -s $next && -f $work/out/driver.started ]] && break
		# a boot that got nothing done is not tried again
		[[ $(wc -l < "$next") -lt $(wc -l < "$rest") ]] ||
			{ ((!had_driver)) && [[ -f $work/out/driver.started ]]; } || break
		rest=$next
	done
}

# guest_cut_short RUN LIMIT: whether the runner cut the run RUN (RUN.*
# in WORK/out) short; then verdict says how and verdict_detail what it
# left (its stderr, its kernel log's trouble).
guest_cut_short() {
	local run=$1 limit=$2 st
	verdict="" verdict_detail=""
	st=$(cat "$run.status" 2> /dev/null)
	if [[ -f $run.hung ]]; then
		verdict="the guest made no progress for $(cat "$run.hung") s (the case's limit: $limit s): stopped, and booted again for the cases after it"
	elif [[ -f $run.loaded ]]; then
		verdict="its module was still loaded after the run (exit ${st:-?}): the guest booted again for the cases after it"
	elif [[ -f $run.dirty ]]; then
		local taints how="its kernel log shows trouble"
		read -r -a taints < "$run.dirty"
		(((${taints[0]:-0} & ~guest_module_taints) != (${taints[1]:-0} & ~guest_module_taints))) &&
			how="the kernel's taint went from ${taints[0]} to ${taints[1]}"
		verdict="it left the kernel dirty (exit ${st:-?}; $how): the guest booted again for the cases after it"
	elif [[ -f $run.timeout ]]; then
		verdict="timed out: still running after its limit of $limit s, stopped (SIGTERM, SIGKILL 10 s later)"
	else
		return 1
	fi
	verdict_detail=$(tail -n 20 "$run.err" 2> /dev/null)
	local trouble
	[[ -f $run.dmesg ]] && ! trouble=$("$case_lib/kernel_log.sh" "$run.dmesg" 2>&1) &&
		verdict_detail="$trouble"$'\n'"$verdict_detail"
	return 0
}
