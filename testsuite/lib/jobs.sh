# A pool of background jobs, at most TAPC_TEST_JOBS at once (default: the
# host's CPUs), for the suite's builds that do not depend on each other:
# the guest cases' modules are most of the guest part's time on the host,
# each a compiler on one CPU. Sourced by testsuite/run and driver/run.sh.
#
#   pool_start CMD...   runs CMD in the background once a slot is free
#   pool_wait           waits for all the pool's jobs
# A job says how it ended in files of its own: the pool keeps no status.
pool_pids=()
pool_size=${TAPC_TEST_JOBS:-$(nproc)}

pool_start() {
	local done_pid p rest
	while ((${#pool_pids[@]} >= pool_size)); do
		done_pid=""
		wait -n -p done_pid "${pool_pids[@]}"
		# none of them left to wait for (reaped elsewhere)
		[[ -n $done_pid ]] || { pool_pids=(); break; }
		rest=()
		for p in "${pool_pids[@]}"; do [[ $p == "$done_pid" ]] || rest+=("$p"); done
		pool_pids=("${rest[@]}")
	done
	"$@" &
	pool_pids+=($!)
}

pool_wait() {
	((${#pool_pids[@]} == 0)) || wait "${pool_pids[@]}"
	pool_pids=()
}
