#!/bin/bash
# The module cache keeps its promises when things go wrong: builds of one
# script at once (each ends with the one whole entry, nothing torn), a
# full disk under the cache (a clear message, nothing half-written left,
# the next run with room stores and then uses its entry), and a tapc
# killed (SIGKILL) in pass 4, compiling the runtime, compiling the
# script, or between writing an entry and renaming it into place (the
# next run builds anew and never takes a partial entry).
#
#   cache_faults.sh TAPC             prints PASS:/FAIL:/SKIP: lines
set -u
tapc=$(realpath "$1")
work=$(mktemp -d /tmp/tapc-cache-faults.XXXXXX)
full=$work/full
cleanup() {
	mountpoint -q "$full" && umount "$full"
	mountpoint -q "$work/ro" && umount "$work/ro"
	rm -rf "$work"
}
trap cleanup EXIT
failed=0
pass() { echo "PASS: cache_faults/$1"; }
fail() {
	echo "FAIL: cache_faults/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30
	failed=1
}
skip() { echo "SKIP: cache_faults/$1: $2"; }

# The kernel's catalogs are read from the user's cache (made there once
# if they are not yet): each case starts with no modules and no runtime
# object, without generating the catalogs anew.
. "$(dirname "$0")/../lib/fresh_cache.sh"
"$tapc" -p2 -e 'probe kernel.function("vfs_read") { println($count) }' > /dev/null 2>&1

# leftovers DIR: the temporary files a store leaves behind while under way
leftovers() {
	find -L "$1/tapc/modules" "$1/tapc/runtime" \( -name '.tmp-*' -o \
		-name '.old-*' -o -name '*.tmp' \) -prune -print 2>/dev/null
}

# run NAME XDG ARGS...: tapc ARGS in $work/NAME with XDG_CACHE_HOME=XDG;
# sets $out, $err, $st
run() {
	local name=$1 xdg=$2
	shift 2
	mkdir -p "$work/$name"
	(cd "$work/$name" && XDG_CACHE_HOME=$xdg exec "$tapc" "$@") \
		> "$work/$name/out" 2> "$work/$name/err"
	st=$?
	out=$(cat "$work/$name/out") err=$(cat "$work/$name/err")
}

# whole_module PATH: a module modinfo reads, named for its cache key
whole_module() {
	[[ $(modinfo -F name "$1" 2>/dev/null) == "$(basename "${1%.ko}")" ]]
}

# entries XDG: the module cache's entries
entries() { find "$1/tapc/modules" -maxdepth 1 -name 'stap_*' 2> /dev/null | sort; }

# ---- builds at once ----
concurrent() {
	local xdg=$work/xdg-race i script='global n; probe begin { n = 7 } probe end { println(n) }'
	fresh_cache "$xdg"
	# -q: the runtime's object is compiled here, which would say so
	for i in 1 2 3; do
		run "race$i" "$xdg" -q -p4 -e "$script" &
	done
	wait
	local outs=() sts=()
	for i in 1 2 3; do
		outs+=("$(cat "$work/race$i/out")")
		sts+=("$(grep -c . "$work/race$i/err")")
	done
	local entries=("$xdg"/tapc/modules/stap_*)
	local ko=${outs[0]}
	if [[ ${#entries[@]} == 1 && $ko == "${entries[0]}/$(basename "${entries[0]}").ko" &&
		${outs[1]} == "$ko" && ${outs[2]} == "$ko" && ${sts[*]} == "0 0 0" ]] && whole_module "$ko"; then
		pass "three builds of one script at once: each names the one entry, a whole module, nothing on stderr"
	else
		fail "three builds at once" "outs: ${outs[*]}
entries: ${entries[*]}
$(cat "$work"/race*/err)"
	fi
	local left
	left=$(leftovers "$xdg")
	[[ -z $left ]] && pass "builds at once leave no temporary entry" ||
		fail "builds at once left temporaries" "$left"
	run race_after "$xdg" -v -p4 -e "$script"
	if ((st == 0)) && [[ $out == "$ko" ]] && grep -q '^Pass 4: using cached' <<< "$err" &&
		! grep -q damaged <<< "$err"; then
		pass "the entry the builds at once made is whole and serves the next run"
	else
		fail "after the builds at once (exit $st)" "$err"
	fi
}

# ---- a full disk ----
full_disk() {
	mkdir -p "$full"
	if ! mount -t tmpfs -o size=512k,mode=0700 tapc-cache-test "$full" 2> /dev/null; then
		skip full_disk "cannot mount a small tmpfs here (not root)"
		return
	fi
	fresh_cache "$full"
	local script='probe begin { println("full disk") }'
	run full1 "$full" -p4 -e "$script"
	local name=$out
	if ((st == 0)) && [[ $name =~ ^stap_[0-9a-f]{32}\.ko$ && -f $work/full1/$name ]] &&
		whole_module "$work/full1/$name" &&
		grep -qx "tapc: cannot store the module in the cache $full/tapc/modules: No space left on device" <<< "$err"; then
		pass "a full disk: the run goes on with its module here, and says that the cache could not take it"
	else
		fail "a full disk (exit $st, stdout '$name')" "$err"
	fi
	local left entries
	left=$(leftovers "$full")
	entries=$(find "$full/tapc/modules" -maxdepth 1 -name 'stap_*' 2> /dev/null)
	[[ -z $left && -z $entries ]] && pass "a full disk leaves nothing half-written in the cache" ||
		fail "a full disk left files in the cache" "$left $entries"
	mount -o remount,size=64m "$full"
	run full2 "$full" -v -p4 -e "$script"
	if ((st == 0)) && grep -q '^Pass 4: compiled' <<< "$err" && ! grep -q 'cannot' <<< "$err" &&
		whole_module "$out"; then
		pass "with room again, the next run stores its entry"
	else
		fail "with room again (exit $st)" "$err"
	fi
	run full3 "$full" -v -p4 -e "$script"
	((st == 0)) && grep -q '^Pass 4: using cached' <<< "$err" &&
		pass "and the run after uses it" || fail "the run after the full disk's (exit $st)" "$err"
	umount "$full"
}

# ---- a read-only cache ----
# The module is built and copied here as with a full disk, and the cache
# that could not take it is named on stderr, not skipped without a word.
read_only() {
	local ro=$work/ro
	mkdir -p "$ro"
	if ! mount -t tmpfs -o size=1m,mode=0700 tapc-cache-ro "$ro" 2> /dev/null; then
		skip read_only "cannot mount a small tmpfs here (not root)"
		return
	fi
	fresh_cache "$ro"
	mount -o remount,ro "$ro"
	run ro1 "$ro" -p4 -e 'probe begin { println("read-only cache") }'
	if ((st == 0)) && [[ -f $work/ro1/$out ]] && whole_module "$work/ro1/$out" &&
		grep -qx "tapc: cannot store the module in the cache.*: Read-only file system" <<< "$err"; then
		pass "a read-only cache: the module is here, and stderr says the cache could not take it"
	else
		fail "a read-only cache (exit $st, stdout '$out')" "$err"
	fi
	umount "$ro"
}

# ---- a build killed ----

# A run is started in a session of its own (setsid: tapc's pid is the
# session's id), and its processes are the session's: tapc, make, the
# compilers.
session() { ps -o pid=,comm= -s "$1" 2> /dev/null; }

# kill_all SID: SIGKILL to tapc and to every process it started, as a
# machine that loses power mid-build would stop them all
kill_all() {
	local i pids
	for ((i = 0; i < 50; i++)); do
		pids=$(session "$1" | awk '{ print $1 }')
		[[ -z $pids ]] && return 0
		kill -KILL $pids 2> /dev/null
		sleep 0.1
	done
}

# killed_compiling NAME XDG SCRIPT UNIT: starts tapc -p4 SCRIPT and kills
# it once a compiler of its pass 4 compiles the unit NAME_UNIT.c (_rt, the
# runtime's; _src, the script's), not one of kbuild's questions to its
# tools (kernel/kbuild_answers.h) before it; false if none was seen in time
killed_compiling() {
	local name=$1 xdg=$2 unit=$4 i seen=0
	mkdir -p "$work/$name"
	(cd "$work/$name" && XDG_CACHE_HOME=$xdg exec setsid "$tapc" -p4 -e "$3") \
		> "$work/$name/out" 2>&1 &
	local pid=$!
	for ((i = 0; i < 3000; i++)); do
		# the compiler's driver too: the script's cc1 alone can come
		# and go between two looks on a quiet machine
		ps -o args= -s $pid 2> /dev/null |
			grep -qE "(cc1|gcc(-[0-9]+)?|as) .*$unit\.[co]( |\$)" && { seen=1; break; }
		kill -0 $pid 2> /dev/null || break
		sleep 0.05
	done
	kill_all $pid
	wait $pid 2> /dev/null
	((seen))
}

# after_kill WHAT XDG SCRIPT: the run after the kill builds anew (nothing
# taken from a partial entry, nothing said damaged) and stores a whole
# entry that the run after it uses
after_kill() {
	local what=$1 xdg=$2 script=$3
	run "after_$what" "$xdg" -vv -p4 -e "$script"
	if ((st == 0)) && grep -q '^Pass 4: compiled' <<< "$err" && ! grep -qE 'damaged|using cached' <<< "$err" &&
		whole_module "$out"; then
		pass "killed $what: the next run builds anew and stores a whole module"
	else
		fail "killed $what: the next run (exit $st)" "$err"
	fi
	run "again_$what" "$xdg" -v -p4 -e "$script"
	((st == 0)) && grep -q '^Pass 4: using cached' <<< "$err" &&
		pass "killed $what: the run after uses the entry" ||
		fail "killed $what: the run after (exit $st)" "$err"
}

killed() {
	local xdg=$work/xdg-kill
	fresh_cache "$xdg"
	local s1='probe begin { println("killed 1") }' s2='probe begin { println("killed 2") }'
	if killed_compiling kill_runtime "$xdg" "$s1" _rt; then
		if [[ -z $(find "$xdg/tapc/runtime" -name '*.obj' 2> /dev/null) ]]; then
			pass "killed compiling the runtime: no runtime object kept"
		else
			fail "killed compiling the runtime: an object was kept" "$(ls -la "$xdg/tapc/runtime")"
		fi
		after_kill "compiling the runtime" "$xdg" "$s1"
	else
		fail "killed compiling the runtime: no compiler seen" "$(cat "$work/kill_runtime/out")"
	fi
	# the runtime is kept now: pass 4 compiles the script alone
	local before
	before=$(entries "$xdg")
	if killed_compiling kill_script "$xdg" "$s2" _src; then
		[[ $(entries "$xdg") == "$before" ]] &&
			pass "killed compiling the script: no entry" ||
			fail "killed compiling the script: an entry" "$(ls -la "$xdg/tapc/modules")"
		after_kill "compiling the script" "$xdg" "$s2"
	else
		fail "killed compiling the script: no compiler seen" "$(cat "$work/kill_script/out")"
	fi
	# The store: killed at its rename, once the entry's files are
	# written under their temporary name (strace stops it there).
	if ! command -v strace > /dev/null; then
		skip "killed storing" "no strace to stop tapc at the store's rename"
		return
	fi
	local s3='probe begin { println("killed 3") }'
	before=$(entries "$xdg")
	mkdir -p "$work/kill_store"
	(cd "$work/kill_store" && XDG_CACHE_HOME=$xdg strace -f -o /dev/null \
		-e trace=rename,renameat,renameat2 -e inject=rename,renameat,renameat2:signal=KILL:when=1 \
		"$tapc" -p4 -e "$s3") > "$work/kill_store/out" 2>&1
	local temp
	temp=$(find "$xdg/tapc/modules" -maxdepth 1 -name '.tmp-*')
	if [[ -n $temp && -f $temp/sums && $(entries "$xdg") == "$before" ]]; then
		pass "killed storing: the entry's files written but not renamed into place, no entry"
		after_kill "storing" "$xdg" "$s3"
	else
		fail "killed storing: not stopped at the store's rename" "$(ls -la "$xdg/tapc/modules") $(cat "$work/kill_store/out")"
	fi
}

concurrent
full_disk
read_only
killed
exit $failed
