# An XDG_CACHE_HOME of a check's own, for checks of what tapc does with a
# cache that has no modules, runtime objects or headers yet, whose
# kernel catalogs are the user's: made once there (the features alone
# are some 40 s of kbuild a kernel), not again for each such cache.
# Sourced by driver/cache_faults.sh and driver/run.sh.
#
#   fresh_cache DIR     DIR/tapc with the user's catalogs linked in
user_cache=${XDG_CACHE_HOME:-$HOME/.cache}/tapc

fresh_cache() {
	local d
	mkdir -p "$1/tapc"
	for d in features functions ksyms syscalls tracepoints types; do
		[[ -d $user_cache/$d ]] && ln -sfn "$user_cache/$d" "$1/tapc/$d"
	done
}
