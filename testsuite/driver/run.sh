#!/bin/bash
# The driver's tests: stap's command line, printing by pass, -v figures,
# pass failures, the module cache; and, in the test suite's one guest
# boot, whole tapc runs that take their module from the cache: -t, -o,
# -c, -x, -T, Ctrl-C, exit statuses, pass 5's -v lines.
#
#   run.sh TAPC host           the host's checks
#   run.sh TAPC prepare WORK   builds the guest part's modules into the
#                              cache WORK/driver/xdg and writes
#                              WORK/driver/guest.sh, which testsuite/run
#                              runs inside the guest
#   run.sh TAPC check WORK     checks what guest.sh left in WORK/driver
# Prints PASS:/FAIL: lines; exits 1 if a check failed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tapc=$(realpath "$1")
mode=$2
failed=0
. "$here/../lib/jobs.sh"
. "$here/../lib/fresh_cache.sh"
pass() { echo "PASS: driver/$1"; }
fail() {
	echo "FAIL: driver/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30
	failed=1
}

# t NAME STATUS ARGS...: runs tapc in $scratch; $out, $err, $status
t() {
	local name=$1 want=$2
	shift 2
	(cd "$scratch" && "$tapc" "$@") > "$scratch/$name.out" 2> "$scratch/$name.err"
	status=$?
	out=$(cat "$scratch/$name.out")
	err=$(cat "$scratch/$name.err")
	if ((status != want)); then
		fail "$name: exit $status, expected $want" "$err"
		return 1
	fi
}

# re_quote TEXT: TEXT as an extended regex that matches it alone (a
# release has dots and a "+": 6.12.118+deb12-amd64)
re_quote() {
	sed 's/[][\.*^$+?(){}|/]/\\&/g' <<< "$1"
}

# check NAME CONDITION... : PASS if every grep -E of "STREAM:REGEX" holds
check() {
	local name=$1 ok=1 why=""
	shift
	for c in "$@"; do
		local stream=${c%%:*} re=${c#*:} text
		case $stream in
		out) text=$out ;;
		err) text=$err ;;
		!out) text=$out ;;
		!err) text=$err ;;
		esac
		if [[ $stream == !* ]]; then
			grep -qE -- "$re" <<< "$text" && { ok=0; why+="unexpected /$re/ in ${stream#!}; "; }
		else
			grep -qE -- "$re" <<< "$text" || { ok=0; why+="no /$re/ in $stream; "; }
		fi
	done
	if ((ok)); then pass "$name"; else fail "$name: $why" "$out
$err"; fi
}

# ---- the command line ----

command_line() {
	t unknown_option 1 --no-such-option &&
		check unknown_option "err:unrecognized option '--no-such-option'" \
			"err:^Usage: tapc " "err:Try '--help'" '!out:.'
	t missing_argument 1 -e 'probe begin {}' -p &&
		check missing_argument "err:option requires an argument -- 'p'" \
			"err:^Usage: tapc "
	t help 0 -h && check help "out:^Usage: tapc \[options\] FILE" \
		'out:--poison-cache' '!err:.'
	local help=$out
	t version 0 -V && check version "out:^tapc [0-9.]+, a SystemTap-language compiler"

	# each documented in --help and in the man page
	local opt missing=""
	for opt in -h -V -v --vp -p -k -m -e -c -x -o -s -T -r -I -D -B -g -u \
		-w -W -t -l -L --disable-cache --poison-cache --clean-cache \
		--dump-functions --dump-probe-types --dump-probe-aliases \
		--compatible; do
		grep -q -- " $opt[ =]\|^ *$opt\b" <<< "$help" || missing+=" $opt(--help)"
		grep -qF -- "\\fB${opt//-/\\-}" "$here/../../tapc.1" ||
			missing+=" $opt(tapc.1)"
	done
	if [[ -z $missing ]]; then pass "every option in --help and tapc.1"
	else fail "options undocumented:$missing"; fi

	# stap's messages for bad values; nothing is built
	local cases=(
		"Invalid pass number (should be 1-5).|-p|6"
		"Invalid --vp argument: it takes 1 to 5 digits.|--vp|123456"
		"Invalid --vp argument: it takes 1 to 5 digits.|--vp|1x"
		"Invalid buffer size (should be 1-4095).|-s|0"
		"Invalid target process ID number.|-x|12a"
		"Invalid timeout interval.|-T|soon"
		"Empty CMD string invalid.|-c|"
		"You can't specify -c and -x together.|-c|true|-x|1"
		"Only one script can be given on the command line.|-e|probe end {}"
		"Module name cannot be empty.|-m|"
		"ERROR: Safety pattern mismatch for -m parameter ('x;rm -rf /' vs. '^[a-z0-9_]+\$') rc=1|-m|x;rm -rf /"
		"ERROR: Safety pattern mismatch for -D parameter ('A=\$(shell id)' vs. '^[a-z_][a-z_0-9]*(=-?[a-z_0-9]+)?\$') rc=1|-D|A=\$(shell id)"
		"ERROR: Safety pattern mismatch for -D parameter ('A B' vs. '^[a-z_][a-z_0-9]*(=-?[a-z_0-9]+)?\$') rc=1|-D|A B"
		"ERROR: Safety pattern mismatch for -B parameter ('CC=gcc;id' vs. '^[a-z_][a-z_0-9]*=[-a-z_0-9.,/+=:]*\$') rc=1|-B|CC=gcc;id"
	)
	local c bad=""
	for c in "${cases[@]}"; do
		IFS='|' read -r -a f <<< "$c|"
		local msg=${f[0]}
		local args=("${f[@]:1}")
		(cd "$scratch" && "$tapc" "${args[@]}" -e 'probe begin {}') \
			> "$scratch/bad.out" 2> "$scratch/bad.err"
		local st=$?
		if ((st != 1)) || [[ $(head -n 1 "$scratch/bad.err") != "$msg" ]] ||
			[[ -s $scratch/bad.out ]]; then
			bad+="${args[*]}: exit $st, '$(head -n 1 "$scratch/bad.err")'; "
		fi
	done
	t no_script 1 && check no_script "err:^A script must be specified.$" \
		"err:Try '--help'"
	if [[ -z $bad ]] && ! ls "$scratch"/*.ko > /dev/null 2>&1; then
		pass "bad option values: stap's messages, exit 1, nothing built"
	else
		fail "bad option values" "$bad"
	fi

	t module_ko 0 -p1 -m foo.ko -e 'probe begin {}' &&
		check module_ko "err:^Truncating module name to 'foo'$"
	# positional arguments, after the script and after --
	t arguments 0 -p1 -e 'probe begin { println(@1, $2 + 1, @3) }' foo 41 -- -x &&
		check arguments 'out:println\("foo", \(?41 \+ 1\)?, "-x"\)'
}

# ---- printing by pass, -v ----

printing() {
	t p1 0 -p1 -e 'global n probe begin { n = 1; if (n) println("hi") }' &&
		check p1 'out:^probe begin' 'out:println\("hi"\)'
	printf '%s\n' "$out" > "$scratch/p1.stp"
	# the canonical form reads back to itself, from stdin ("-")
	if t p1_again 0 -p1 - < "$scratch/p1.stp" &&
		[[ $out == "$(cat "$scratch/p1.stp")" ]]; then
		pass "-p1 of -p1's output, read from stdin, is the same"
	else
		fail "-p1 of -p1's output differs" "$out"
	fi
	t p2 0 -p2 -e 'global n; probe kernel.trace("sys_enter") { n++ }' &&
		check p2 'out:^# globals$' 'out:^n:long$' 'out:^# probes$' \
			'out:^kernel\.trace\("raw_syscalls:sys_enter"\)'
	t p3 0 -p3 -D MAXACTION=123 -t -e 'probe begin { println(1) }' &&
		check "-p3: the script's unit, with -D's and -t's defines" \
			'out:^#define MAXACTION 123$' 'out:^#define TAPC_TIMING$' \
			'out:^const struct tapc_script tapc_script = \{$' \
			'!out:^#include "tapc_main.c"$'
	local figures='using [1-9][0-9]*virt/[1-9][0-9]*res/[0-9]+shr/[1-9][0-9]*data kb, in [0-9]+usr/[0-9]+sys/[0-9]+real ms\.$'
	t verbose 0 -v -p3 -e 'probe begin { println(1) }' &&
		check "-v: a line a pass, with its time and memory" \
			"err:^Pass 1: parsed user script and [0-9]+ library scripts $figures" \
			"err:^Pass 2: analyzed script: 1 probe, [0-9]+ functions?, [0-9]+ embeds?, 0 globals $figures" \
			"err:^Pass 3: translated to C into \"/.*/stap_[0-9a-f]{32}_src.c\" $figures" \
			'!err:^Searched'
	t verbose_none 0 -v -p1 -e 'probe begin { println(1) }' &&
		check "-v: pass 1 counts the library scripts it parsed: none" \
			"err:^Pass 1: parsed user script and 0 library scripts $figures"
	# ctime's file and those its functions call: some, fewer than all
	local library some
	library=$(ls "$here"/../../tapsets/*.stp | wc -l)
	t verbose_some 0 -v -p1 -e 'probe begin { println(ctime(0)) }' && {
		some=$(sed -n 's/^Pass 1: parsed user script and \([0-9]*\) library scripts .*/\1/p' <<< "$err")
		if [[ -n $some ]] && ((some > 0 && some < library)); then
			check "-v: pass 1 counts the library scripts it parsed: ctime's, $some of the library's $library" \
				"err:^Pass 1: parsed user script and $some library scripts $figures"
		else
			fail "-v: pass 1 counts the library scripts it parsed: ctime's, some of the library's $library" "$err"
		fi
	}
	t verbose2 0 -vv -p3 -e 'probe begin { println(1) }' &&
		check "-vv: tapsets searched, probes derived, the temporary directory" \
			'err:^Searched: ".*/tapsets", found: [0-9]+, processed: [0-9]+$' \
			'err:^derive-probes \(location #0\): begin of keyword at <input>:1:1$' \
			'err:^Created temporary directory "'
	t vp 0 --vp 02 -p2 -e 'probe begin { println(1) }' &&
		check "--vp 02: pass 2 alone, twice as verbose" '!err:^Pass 1:' \
			'!err:^Searched' 'err:^derive-probes' 'err:^Pass 2: analyzed'
	t dump_functions 0 --dump-functions -I "$here/library" &&
		check "--dump-functions: the tapsets' functions, typed, as stap" \
			'out:^exit:unknown \(\) /\* unprivileged \*/$' \
			'out:^strlen:long \(s:string\)' 'out:^tapcdrv_answer:long \(\)$' \
			'!out:^_'
	if [[ $out == "$(LC_ALL=C sort <<< "$out")" ]]; then
		pass "--dump-functions: in order"
	else
		fail "--dump-functions: not in order" "$out"
	fi
	t include_dir 0 -p2 -I "$here/library" -e 'probe begin { println(tapcdrv_answer()) }' &&
		check "-I DIR: more tapsets" 'out:^tapcdrv_answer:long'
	t no_include_dir 1 -p2 -e 'probe begin { println(tapcdrv_answer()) }' &&
		check "without -I, its functions are unknown" \
			'err:^semantic error: ' 'err:^Pass 2: analysis failed\.  \[man error::pass2\]$'
	local release tree
	# the build tree -vv names: /lib/modules/REL/build, or in the build
	# root of a kernel of another Debian release (tapc-prep's)
	release=$(sed -n 's/^Session release: //p' "$scratch/verbose2.err")
	tree=$(sed -n 's/^Build tree: "\(.*\)"$/\1/p' "$scratch/verbose2.err")
	t release 0 -p2 -r "$tree" -e 'probe begin { println(1) }' &&
		t release_name 0 -p2 -r "$release" -e 'probe begin { println(1) }' &&
		pass "-r BUILDDIR and -r RELEASE"
	t no_release 1 -p2 -r no-such-release -e 'probe begin {}' &&
		check "-r of an unknown release" 'err:^Pass 2: analysis failed\.'
	t parse_failure 1 -e 'probe begin {' &&
		check "pass 1 failure" 'err:^parse error: ' \
			'err:^Pass 1: parse failed\.  \[man error::pass1\]$'
	t compile_failure 1 -g -p4 --disable-cache -e '%{ this is not C %} probe begin { println(1) }' &&
		check "pass 4 failure" 'err:^Pass 4: compilation failed\.  \[man error::pass4\]$'
}

# ---- the module cache ----

# a folder whose make, gcc, cc, ld and objtool note in $scratch/built.log that
# they ran and fail: on PATH, what a run builds shows
no_builders() {
	local bin=$scratch/no-builders tool
	mkdir -p "$bin"
	: > "$scratch/built.log"
	for tool in make gcc cc ld objtool; do
		printf '#!/bin/sh\necho "%s $*" >> "%s"\nexit 1\n' "$tool" "$scratch/built.log" > "$bin/$tool"
		chmod +x "$bin/$tool"
	done
	echo "$bin"
}

cache() {
	export XDG_CACHE_HOME=$scratch/xdg
	fresh_cache "$XDG_CACHE_HOME"
	local s1='global n; probe begin { n = 1 } probe end { println(n) }'
	local s2='probe begin { println("two") }'
	local root=$XDG_CACHE_HOME/tapc/modules

	# two at once, with an empty cache: both build, one entry
	(cd "$scratch" && "$tapc" -v -p4 -e "$s1" > race1.out 2> race1.err; echo $? > race1.st) &
	t first 0 -v -p4 -e "$s1"
	local first_out=$out
	wait
	local entries=("$root"/stap_*)
	if [[ $(cat "$scratch/race1.st") == 0 && ${#entries[@]} == 1 &&
		$(cat "$scratch/race1.out") == "$first_out" &&
		$first_out == "${entries[0]}/$(basename "${entries[0]}").ko" ]]; then
		pass "cache: two builds at once make one entry; -p4 names its module"
	else
		fail "cache: two builds at once" "$(ls -la "$root") $first_out"
	fi
	check "cache: a miss compiles" 'err:^Pass 4: compiled C into ' '!err:using cached'
	local modes
	modes=$(stat -c '%a %n' "$root" "${entries[0]}" "${entries[0]}"/* | awk '{print $1}' | sort -u | tr '\n' ' ')
	if [[ $modes == "600 700 " ]]; then pass "cache: private to the user (700 and 600)"
	else fail "cache: modes $modes"; fi

	# a hit builds nothing: no make, compiler or linker runs (each fails
	# and says so), and the module named is the first run's
	local builders
	builders=$(no_builders)
	PATH=$builders:$PATH t second 0 -v -p4 -e "$s1" &&
		check "cache: a hit prints stap's lines and skips passes 3 and 4" \
			"err:^Pass 3: using cached ${entries[0]}/stap_[0-9a-f]{32}\\.c$" \
			"err:^Pass 4: using cached ${entries[0]}/stap_[0-9a-f]{32}\\.ko$" \
			'!err:^Pass 4: compiled' "out:^${entries[0]}/"
	if [[ ! -s $scratch/built.log && $out == "$first_out" ]]; then
		pass "cache: a hit runs no make, compiler or linker and names the first run's module"
	else
		fail "cache: a hit built or named another module" "$(cat "$scratch/built.log") $out"
	fi
	t cached_c 0 -p3 -e "$s1"
	if [[ $out == "$(cat "${entries[0]}"/*.c)" ]]; then
		pass "cache: -p3 of a cached script prints its C"
	else
		fail "cache: -p3 of a cached script" "$out"
	fi

	t poison 0 -v -p4 --poison-cache -e "$s1" &&
		check "--poison-cache builds again" 'err:^Pass 4: compiled' '!err:using cached'
	t after_poison 0 -v -p4 -e "$s1" &&
		check "--poison-cache stores what it built" 'err:^Pass 4: using cached'

	truncate -s 1000 "${entries[0]}"/*.ko
	t damaged 0 -v -p4 -e "$s1" &&
		check "cache: a damaged entry is told and rebuilt" \
			'err:cache entry ".*" is damaged \(a file does not match its sums\)' \
			'err:^Pass 4: compiled'
	t repaired 0 -v -p4 -e "$s1" &&
		check "cache: the rebuilt entry serves" 'err:^Pass 4: using cached'

	mkdir -p "$scratch/nocache"
	(cd "$scratch/nocache" && "$tapc" -v -p4 --disable-cache -e "$s1") \
		> "$scratch/nocache.out" 2> "$scratch/nocache.err"
	local name
	name=$(cat "$scratch/nocache.out")
	if [[ $name =~ ^stap_[0-9a-f]{32}\.ko$ && -f $scratch/nocache/$name ]] &&
		grep -q '^Pass 4: compiled' "$scratch/nocache.err"; then
		pass "--disable-cache -p4 builds and leaves NAME.ko here, as stap"
	else
		fail "--disable-cache -p4" "$name $(cat "$scratch/nocache.err")"
	fi
	t named 0 -v -p4 -m drvtest -e "$s1" &&
		check "-m NAME -p4: NAME.ko here, not from the cache" 'out:^drvtest\.ko$' \
			'!err:using cached' 'err:^Pass 4: compiled C into "drvtest\.ko"'
	[[ -f $scratch/drvtest.ko ]] || fail "-m NAME: no drvtest.ko"

	t make_vars 0 -vv -p4 -B TAPC_DRIVER_TEST=1 -e "$s2" &&
		check "-B NAME=VALUE reaches kbuild's make (-vv shows it)" \
			'err:^Running make -C .* TAPC_DRIVER_TEST=1( |$)'
	entries=("$root"/stap_*)
	local older=${entries[0]} newer=${entries[1]}
	[[ $older -nt $newer ]] && { older=${entries[1]}; newer=${entries[0]}; }
	touch -d '1 hour ago' "$older/sums"
	mkdir "$root/.tmp-stale" && touch -d '2 hours ago' "$root/.tmp-stale"
	t clean_under 0 -v --clean-cache &&
		[[ -d $older && -d $newer && ! -e $root/.tmp-stale ]] &&
		pass "--clean-cache within the limit keeps entries, drops stale leftovers"
	echo 0 > "$root/cache_mb_limit"
	t clean_over 0 -v --clean-cache &&
		check "--clean-cache over the limit: least recently used out" \
			'err:removed 1 least recently used entry'
	if [[ ! -e $older && -d $newer ]]; then
		pass "cache: the newest entry stays"
	else
		fail "cache: after cleaning" "$(ls -la "$root")"
	fi
	echo 256 > "$root/cache_mb_limit"
	unset XDG_CACHE_HOME
}

# ---- the runtime's object, compiled once and linked into every module ----

runtime_object() {
	export XDG_CACHE_HOME=$scratch/xdg-runtime
	fresh_cache "$XDG_CACHE_HOME"
	# pass 4's own build of the runtime: without the second tapc that
	# builds it beside passes 2 and 3 (runtime_ahead, checked after)
	export TAPC_RUNTIME_AHEAD=1
	local root=$XDG_CACHE_HOME/tapc/runtime objs
	local kept="err:^Pass 4: kept the runtime's object for later modules: \"$root/[0-9a-f]{32}\\.obj\"$"
	local used="err:^Pass 4: using the runtime compiled before: \"$root/[0-9a-f]{32}\\.obj\"$"

	local recipe="^Pass 4: kept kbuild's commands for later modules: \"$root/[0-9a-f]{32}\\.recipe\"$"
	local replay="^Pass 4: running the kbuild commands kept in \"$root/[0-9a-f]{32}\\.recipe\"$"
	t rt_first 0 -vv -p4 --disable-cache -m rtmake -e 'probe begin { println(1) }' &&
		check "runtime: the first module compiles the runtime and keeps its object" \
			"$kept" "!$used" 'err:^Pass 4: compiled C into '
	check "pass 4: the first module is made by kbuild, whose commands are kept" \
		'err:^Running make -C ' "err:$recipe"
	t rt_second 0 -vv -p4 --disable-cache -m rtreplay -e 'probe begin { println(2) }' &&
		check "runtime: the next module links the kept object" \
			"$used" "!$kept" 'err:^Pass 4: compiled C into '
	check "pass 4: the next module runs kbuild's kept commands, without make" \
		"err:$replay" '!err:^Running make'
	# the same module but for its name: what modinfo shows and its
	# sections, less the module's own BTF, which kbuild makes where the
	# headers have a vmlinux (6.12's, 7.x's) without recording how, and a
	# recipe leaves out (kernel/kbuild_recipe.h)
	local what=() m
	for m in rtmake rtreplay; do
		what+=("$(modinfo "$scratch/$m.ko" | grep -vE '^(filename|name|srcversion):'
			readelf -SW "$scratch/$m.ko" | sed -nE 's/^ *\[ *[0-9]+\] ([^ ]+) .*/\1/p' |
				grep -vxE '\.BTF|\.BTF\.base')")
	done
	if [[ -n ${what[0]} && ${what[0]} == "${what[1]}" ]] &&
		[[ $(modinfo -F name "$scratch/rtreplay.ko") == rtreplay ]]; then
		pass "pass 4: a module of kbuild's kept commands is kbuild's but for the module's own BTF, its own name in it"
	else
		fail "pass 4: kbuild's module and the replayed one differ" \
			"$(diff <(echo "${what[0]}") <(echo "${what[1]}"))"
	fi
	objs=("$root"/*.obj)
	local modes default_obj=${objs[0]}
	modes=$(stat -c %a "$root" "${objs[0]}" | tr '\n' ' ')
	if [[ ${#objs[@]} == 1 && $modes == "700 600 " ]]; then
		pass "runtime: one object, private to the user (700 and 600)"
	else
		fail "runtime: objects ${objs[*]}, modes $modes"
	fi
	t rt_define 0 -vv -p4 --disable-cache -D MAXSTRINGLEN=256 -e 'probe begin { println(3) }' &&
		check "runtime: a -D that sizes the runtime's buffers compiles a runtime of its own" "$kept" "!$used"
	# a counted limit is the script's unit's (runtime/tapc_limits.h)
	t rt_limit 0 -vv -p4 --disable-cache -D MAXACTION=77 -D MAXERRORS=2 -e 'probe begin { println(3) }' &&
		check "runtime: a -D of a counted limit (MAXACTION, MAXERRORS) takes the object compiled before" "$used" "!$kept"
	objs=("$root"/*.obj)
	[[ ${#objs[@]} == 2 ]] && pass "runtime: an object for each set of defines that the runtime's unit has" ||
		fail "runtime: ${#objs[@]} objects after -D" "$(ls -la "$root")"

	# the object of no -D, the first: a module taking it again may have
	# made it the newest
	local first=$default_obj
	printf 'x' | dd of="$first" bs=1 seek=100 conv=notrunc status=none
	t rt_damaged 0 -vv -p4 --disable-cache -e 'probe begin { println(4) }' &&
		check "runtime: a damaged object is told, removed and compiled again" \
			'err:^Pass 4: removing the damaged runtime object ' "$kept"
	# kbuild's answers on its tools, asked once (kernel/kbuild_answers.h):
	# kept private, and the commands of a make given them are those of a
	# make that asks itself (an environment naming other tools: a Debian
	# cross build's)
	local answers=("$XDG_CACHE_HOME"/tapc/kbuild-answers/*.txt) recipes
	recipes=("$root"/*.recipe)
	cp "${recipes[0]}" "$scratch/answered.recipe"
	DEB_BUILD_ARCH=amd64 DEB_HOST_ARCH=amd64 \
		t rt_poison 0 -vv -p4 --poison-cache -e 'probe begin { println(5) }' &&
		check "runtime: --poison-cache compiles it again" "$kept" "!$used"
	modes=$(stat -c %a "${answers[0]%/*}" "${answers[0]}" 2>&1 | tr '\n' ' ')
	if [[ ${#answers[@]} == 1 && $modes == "700 600 " ]] &&
	   grep -q '^tapc kbuild answers 1$' "${answers[0]}" &&
	   cmp -s "$scratch/answered.recipe" "${recipes[0]}"; then
		pass "pass 4: kbuild's answers on its tools kept once, private; a make given them runs the commands of one that asks"
	else
		fail "pass 4: kbuild's answers: ${answers[*]} ($modes)" \
			"$(diff "$scratch/answered.recipe" "${recipes[0]}")"
	fi

	# a first module: the runtime's object compiled by a second tapc
	# beside passes 2 and 3, which pass 4's make awaits while it compiles
	# the script's unit, and whose commands it keeps; the second makes no
	# module of its own (none cached, none left in the current directory)
	unset TAPC_RUNTIME_AHEAD
	local before strays
	before=$(ls -d "$XDG_CACHE_HOME"/tapc/modules/stap_* 2>/dev/null | wc -l)
	# t runs tapc in $scratch, where --disable-cache's runs left theirs
	strays=$(ls "$scratch"/stap_*.ko 2>/dev/null | wc -l)
	t rt_ahead 0 -vv -p4 -D MAXSTRINGLEN=384 -e 'probe begin { println(6) }' &&
		check "runtime: a first module's runtime is compiled beside passes 2 and 3, and pass 4 takes it" \
			'err:^tapc: compiling the runtime for .* beside the analysis \(once per kernel and set of -D options\)\.\.\.$' \
			'err:^Pass 2: compiling the runtime beside it, in process [0-9]+$' \
			'err:^Pass 4: the runtime compiled beside passes 2 and 3 is there, ' \
			"$used" "!$kept" 'err:^Running make -C ' "err:$recipe"
	if [[ $(ls "$scratch"/stap_*.ko 2>/dev/null | wc -l) == "$strays" ]] &&
	   [[ $(ls -d "$XDG_CACHE_HOME"/tapc/modules/stap_* | wc -l) == $((before + 1)) ]]; then
		pass "runtime: the second tapc's module is neither cached nor left behind"
	else
		fail "runtime: after the second tapc" "$(ls -A "$scratch" "$XDG_CACHE_HOME/tapc/modules")"
	fi
	# -p4 does not wait for the headers the second tapc precompiles for
	# later modules: it ends them, leaving no part of them in the cache,
	# and the next module makes them
	if ! compgen -G "$root/*.tmp" > /dev/null; then
		pass "runtime: the precompiled headers a -p4 did not wait for leave nothing behind"
	else
		fail "runtime: half-made files left in the cache" "$(ls -la "$root")"
	fi
	t rt_after_ahead 0 -vv -p4 -D MAXSTRINGLEN=384 -e 'probe begin { println(7) }' &&
		check "runtime: the module after a first -p4 precompiles the headers for the later ones" \
			"$used" "!$kept" "err:$replay" '!err:^Running make' \
			'err:^Pass 4: precompiled the headers of _src\.o: ' \
			'err:^Pass 4: precompiled the headers of \.mod\.o: '
	# an object whose module's commands kbuild_recipe_capture could not
	# take (a .cmd file without its command, a module's name that a
	# file of kbuild's starts with):
	# its word in place of the recipe keeps a new script from starting a
	# second tapc to build it again; make runs, and a recipe it can take
	# replaces the word
	local stem
	stem=$(ls -t "$root"/*.obj | head -n 1)
	stem=${stem%.obj}
	rm -f "$stem.recipe"
	echo "kbuild's commands could not be taken from its .cmd files" > "$stem.norecipe"
	t rt_norecipe 0 -vv -p4 -D MAXSTRINGLEN=384 -e 'probe begin { println(8) }' &&
		check "runtime: an object kept without kbuild's commands starts no second tapc; make runs, whose commands are kept" \
			'!err:beside the analysis' '!err:^Pass 2: compiling the runtime beside it' \
			"$used" "!$kept" 'err:^Running make -C ' "err:$recipe" \
			'err:^Pass 4: compiled C into '
	[[ -e $stem.recipe && ! -e $stem.norecipe ]] &&
		pass "runtime: a recipe kept replaces the word that there was none" ||
		fail "runtime: after a recipe was kept" "$(ls -la "$root")"
	ahead_fails
	unset XDG_CACHE_HOME
}

# A first module whose second tapc fails, in a cache of no module, runtime
# or kbuild answers (every make the second runs fails: a make first in
# PATH that fails in its folder, tapc-ahead.*, and is the real one
# elsewhere): pass 4 says so, asks kbuild's questions and compiles the
# runtime itself, and makes the module a working second tapc's object
# makes: the same modinfo and sections
ahead_fails() {
	local bin=$scratch/failing-make real cache=$XDG_CACHE_HOME
	real=$(command -v make)
	mkdir -p "$bin"
	cat > "$bin/make" <<-EOF
	#!/bin/sh
	case "\$*" in
	*/tapc-ahead.*) echo "make: failing in the second tapc's folder" >&2; exit 2 ;;
	esac
	exec "$real" "\$@"
	EOF
	chmod +x "$bin/make"
	export XDG_CACHE_HOME=$scratch/xdg-fallback
	fresh_cache "$XDG_CACHE_HOME"
	PATH=$bin:$PATH t rt_ahead_fails 0 -vv -p4 -m rtfallback -D MAXSTRINGLEN=320 \
		-e 'probe begin { println(6) }' &&
		check "runtime: a second tapc that fails leaves the module to pass 4, which compiles the runtime itself" \
			'err:^Pass 2: compiling the runtime beside it, in process [0-9]+$' \
			'err:^Pass 4: the runtime compiled beside passes 2 and 3 failed, ' \
			"err:^Pass 4: kept the runtime's object for later modules: " \
			'err:^Pass 4: compiled C into "rtfallback\.ko" '
	export XDG_CACHE_HOME=$cache
	t rt_ahead_ok 0 -p4 -m rtbeside -D MAXSTRINGLEN=320 -e 'probe begin { println(6) }'
	local what=() m
	for m in rtfallback rtbeside; do
		what+=("$(modinfo "$scratch/$m.ko" | grep -vE '^(filename|name|srcversion):'
			readelf -SW "$scratch/$m.ko" | sed -nE 's/^ *\[ *[0-9]+\] ([^ ]+) .*/\1/p')")
	done
	if [[ -n ${what[0]} && ${what[0]} == "${what[1]}" ]]; then
		pass "runtime: the module of a failed second tapc is the one its object makes"
	else
		fail "runtime: the modules of a failed and of a working second tapc differ" \
			"$(diff <(echo "${what[0]}") <(echo "${what[1]}"))"
	fi
}

# ---- tapc-prep --build-only: what a kernel needs once, built ahead ----

# From an empty cache, as the package's kernel-headers hook runs it: every
# catalog, the feature tests and the runtime's object with its kbuild
# commands and precompiled headers; after it, a new script of the common
# families builds none of them (no progress line, no make) and links the
# kept runtime.
prep_build_only() {
	local cache=$scratch/xdg-prep release d missing=""
	release=$("$tapc" -p2 -vv -e 'probe begin {}' 2>&1 | sed -n 's/^Session release: //p')
	rm -rf "$cache"
	mkdir -p "$cache"
	(cd "$scratch" && XDG_CACHE_HOME=$cache TAPC=$tapc \
		"$here/../../scripts/tapc-prep" --build-only "$release") \
		> "$scratch/prep.out" 2> "$scratch/prep.err"
	status=$?
	out=$(cat "$scratch/prep.out")
	err=$(cat "$scratch/prep.err")
	if ((status != 0)); then
		fail "tapc-prep --build-only: exit $status" "$out
$err"
		return
	fi
	check "tapc-prep --build-only: says what it builds, and that it did" \
		"out:^tapc-prep: building what tapc builds once per kernel for $(re_quote "$release") " \
		"out:^tapc-prep: built: tapc -r $(re_quote "$release") starts its scripts without building them\$" \
		'!err:.'
	for d in features functions syscalls tracepoints types; do
		compgen -G "$cache/tapc/$d/$release-*" > /dev/null || missing+=" $d"
	done
	for d in obj recipe src.h.gch mod.h.gch; do
		compgen -G "$cache/tapc/runtime/*.$d" > /dev/null || missing+=" runtime.$d"
	done
	if [[ -z $missing ]]; then
		pass "tapc-prep --build-only: the catalogs, the features and the runtime kept"
	else
		fail "tapc-prep --build-only: not kept:$missing" "$(ls -R "$cache/tapc")"
	fi
	XDG_CACHE_HOME=$cache t prep_after 0 -vv -p4 -r "$release" -e \
		'probe kernel.trace("sched_wakeup") { print($p->pid) }
		probe syscall.read { print(fd) }
		probe kernel.function("vfs_write") { print($count) }' &&
		check "tapc-prep --build-only: a new script builds nothing of the kernel's again" \
			'!err:^tapc: (building|reading|running|compiling|generated)' \
			'!err:^Running make' '!err:^Pass 2: compiling the runtime beside it' \
			"err:^Pass 4: using the runtime compiled before: " \
			'err:^Pass 4: compiled C into '
}

# ---- the headers @cast(ADDR, "TYPE", "<HEADER>") compiles ----

header_types() {
	export XDG_CACHE_HOME=$scratch/xdg-headers
	local root=$XDG_CACHE_HOME/tapc/headers objs modes
	local script='probe begin { println(@cast(0, "timeval", "<sys/time.h>")->tv_usec) }'
	local kept="err:^Pass 2: kept the types of <sys/time.h> for later: \"$root/[0-9a-f]{32}/tapc_types\\.o\"$"
	local used="err:^Pass 2: using the types of <sys/time.h> compiled before: \"$root/[0-9a-f]{32}/tapc_types\\.o\"$"
	t hdr_first 0 -vv -p2 -e "$script" &&
		check "headers: the first @cast of a header runs gcc and keeps its object" \
			'err:^Running gcc ' "$kept" "!$used"
	t hdr_second 0 -vv -p2 -e "$script" &&
		check "headers: the next run takes the kept object, without gcc" \
			"$used" '!err:^Running gcc' "!$kept"
	objs=("$root"/*/tapc_types.o)
	modes=$(stat -c %a "$root" "${objs[0]%/*}" "${objs[0]}" | tr '\n' ' ')
	if [[ ${#objs[@]} == 1 && $modes == "700 700 600 " ]]; then
		pass "headers: one object, sealed in its own entry, private to the user (700, 700 and 600)"
	else
		fail "headers: objects ${objs[*]}, modes $modes"
	fi
	printf 'x' | dd of="${objs[0]}" bs=1 seek=700 conv=notrunc status=none
	t hdr_damaged 0 -vv -p2 -e "$script" &&
		check "headers: a damaged object is compiled again" \
			'err:^Running gcc ' "$kept" "!$used"
	unset XDG_CACHE_HOME
}

# ---- which kernel is the target ----

# Without -r, on a host that cannot load modules: the release Debian's
# linux-image-amd64 depends on, never an rt or cloud flavour installed
# beside it (whatever their version).
default_target() {
	[[ -e /proc/modules ]] && { echo "SKIP: driver/default_target: this host loads modules, so the target is the running kernel"; return; }
	local want
	want=$(dpkg-query -W -f='${Depends}' linux-image-amd64 2>/dev/null |
		grep -o 'linux-image-[0-9][^ ,()]*' | head -n 1 | sed 's/^linux-image-//')
	[[ -n $want ]] || { fail "default_target: linux-image-amd64 is not installed (scripts/install-deps)"; return; }
	# the suite's own target setting (make check TAPC_RELEASE=REL) aside
	TAPC_RELEASE= t default_target 0 -p2 -vv -e 'probe begin { exit() }' &&
		check default_target "err:^Session release: $(re_quote "$want")\$"
	if [[ -n ${TAPC_RELEASE:-} ]]; then
		t default_target_setting 0 -p2 -vv -e 'probe begin { exit() }' &&
			check default_target_setting "err:^Session release: $(re_quote "$TAPC_RELEASE")\$"
	fi
}

# What is built once per kernel says so on stderr before it starts, never
# on stdout (-p2's listing stays as it was), and not again once built;
# -q says nothing. The function catalog is the one left to build: the
# cheapest (about 2 s of CPU).
progress_lines() {
	local release line
	release=$("$tapc" -p2 -vv -e 'probe begin {}' 2>&1 | sed -n 's/^Session release: //p')
	line="^tapc: building the function catalog of $(re_quote "$release") \\(once per kernel\\)\\.\\.\\.\$"
	for q in quiet told; do
		rm -rf "$scratch/xdg-$q"
		fresh_cache "$scratch/xdg-$q"
		rm -f "$scratch/xdg-$q/tapc/functions"
	done
	XDG_CACHE_HOME=$scratch/xdg-told t progress_told 0 -p2 \
		-e 'probe kernel.function("vfs_read") { print(1) }' &&
		check progress_told "err:$line" "out:^kernel\\.function\\(\"vfs_read\"\\)" '!out:^tapc:'
	XDG_CACHE_HOME=$scratch/xdg-told t progress_once 0 -p2 \
		-e 'probe kernel.function("vfs_write") { print(1) }' &&
		check progress_once '!err:^tapc: building'
	XDG_CACHE_HOME=$scratch/xdg-quiet t progress_quiet 0 -q -p2 \
		-e 'probe kernel.function("vfs_read") { print(1) }' &&
		check progress_quiet '!err:^tapc:' "out:^kernel\\.function"
	# a tracepoint named: its headers alone, not the whole catalog's
	rm -f "$scratch/xdg-told/tapc/tracepoints"
	XDG_CACHE_HOME=$scratch/xdg-told t progress_one_tracepoint 0 -p2 \
		-e 'probe kernel.trace("sched_switch") { print($prev_state) }' &&
		check progress_one_tracepoint \
			"err:^tapc: reading tracepoint sched_switch in the headers of $(re_quote "$release") \\(once per kernel\\)\\.\\.\\.\$" \
			'!err:^tapc: building the tracepoint catalog' \
			'out:^kernel\.trace\("sched:sched_switch"\)' '!out:^tapc:'
}

# --report: the target and how pass 5 runs it, the kernels, the cache and
# the versions, without a script; exit 0
report() {
	t report 0 --report &&
		check report "out:^target kernel: [0-9]" "out:^pass 5: " \
			"out:^kernels with headers:" "out:^cache: " "out:^  libdw: [0-9]"
	# a kernel in a build root of its own (tapc-prep RELEASE) is listed
	# with the root: one laid out as tapc-prep lays it out, its image
	# there and no debug info (the default target: the suite's, whose
	# root this folder of roots hides, aside)
	local roots=$scratch/roots rel=9.9.9-report-amd64
	mkdir -p "$roots/$rel/lib/modules/$rel" "$roots/$rel/boot" &&
		: > "$roots/$rel/boot/vmlinuz-$rel" &&
		TAPC_ROOTS=$roots TAPC_RELEASE= t report_root 0 --report &&
		check report_root \
			"out:^  $rel \\(in the build root $roots/$rel\\): image yes, DWARF no\$"
}

host_checks() {
	scratch=$(mktemp -d "${TMPDIR:-/tmp}/tapc-driver.XXXXXX") || exit 1
	trap 'rm -rf "$scratch"' EXIT
	command_line
	default_target
	printing
	cache
	runtime_object
	prep_build_only
	header_types
	progress_lines
	report
}

# ---- in the guest: whole runs, their modules from the cache ----

# NAME|OPTIONS (the module's)|RUN OPTIONS (not the module's)|SCRIPT
guest_cases=(
	"timing|-t||timing.stp"
	"output|-o @OUT@/output.%Y.file||output.stp"
	"split|-o @OUT@/split.file -S 1,2|-s 4|split.stp"
	"switch|-o @OUT@/switch.file||switch.stp"
	"target_x||-x 4242 -T 1|target.stp"
	"target_c||-c /bin/true|target.stp"
	"timeout|-v|-T 1|interrupt.stp"
	"verbose|-vv|-T 1|interrupt.stp"
	"runerror|||runerror.stp"
	"buffer||-s 2 -T 1|interrupt.stp"
)

# kernel_log NAME: the line of guest.sh that keeps the kernel's log over
# the run NAME (and empties it for the next)
kernel_log() {
	echo "dmesg -c > '$dir/$1.dmesg.part' && mv '$dir/$1.dmesg.part' '$dir/$1.dmesg'"
}

# The module loaded and unloaded ten times in a row with its probes
# firing (reload.stp: the allocator, the scheduler, a timer), under load
# from a fork storm and a walk of /sys meanwhile: guest.sh's lines, each
# run's output and status in DIR/reload.N.*, the kernel log over them
# all in DIR/reload.dmesg.
reload_runs() {
	local dir=$1 ko=$2
	echo "( while [ ! -f '$dir/reload.stop' ]; do find /sys/class > /dev/null 2>&1; /bin/true & /bin/true & wait; done ) &"
	echo 'load=$!'
	echo "for i in 1 2 3 4 5 6 7 8 9 10; do"
	echo "	'$tapc' -T 1 --run-module '$ko' > '$dir/reload.'\$i.out 2> '$dir/reload.'\$i.err < /dev/null"
	echo "	echo \$? > '$dir/reload.'\$i.status"
	echo "done"
	echo ": > '$dir/reload.stop'; wait \$load"
	kernel_log reload
}

# reload_check: each of the ten runs ended well, its probes had fired
reload_check() {
	local dir=$work/driver i bad=""
	for i in 1 2 3 4 5 6 7 8 9 10; do
		[[ $(cat "$dir/reload.$i.status" 2>/dev/null) == 0 &&
			$(cat "$dir/reload.$i.out" 2>/dev/null) == "allocs: 1, switches: 1, ticks: 1" ]] ||
			bad+="run $i: exit $(cat "$dir/reload.$i.status" 2>/dev/null): $(cat "$dir/reload.$i.out" "$dir/reload.$i.err" 2>/dev/null)"$'\n'
	done
	local trouble
	if ! trouble=$("$here/../lib/kernel_log.sh" "$dir/reload.dmesg" 2>&1); then
		fail "guest reload: the kernel log shows trouble (or is missing)" "$trouble"
	elif [[ -n $bad ]]; then
		fail "guest reload: loaded and unloaded ten times under load" "$bad"
	else
		pass "guest reload: loaded and unloaded ten times under load, its probes firing each time, the kernel log clean"
	fi
}

# build NAME ARGS...: tapc -p4 ARGS (in prepare's cache), what it prints
# in $dir/NAME.ko (the module's path) and NAME.build, its status in NAME.rc
build() {
	(cd "$here" && "$tapc" -p4 "${@:2}") > "$dir/$1.ko" 2> "$dir/$1.build"
	echo $? > "$dir/$1.rc"
}

prepare() {
	local work=$1 dir=$1/driver
	mkdir -p "$dir"
	export XDG_CACHE_HOME=$dir/xdg
	# the kernel's features as the user's cache has them (a copy: the
	# guest's runs read this cache too)
	mkdir -p "$XDG_CACHE_HOME/tapc"
	[[ ! -d $user_cache/features ]] || cp -r "$user_cache/features" "$XDG_CACHE_HOME/tapc/"
	local c name mopts ropts script key
	# the modules into the cache, a few at once (the first alone: it
	# makes the kernel's catalogs and the runtime's object the others
	# but timing's take), each once: runs of the same module share it
	local -A built_as=()
	for c in "reload|||reload.stp" "${guest_cases[@]}"; do
		IFS='|' read -r name mopts ropts script <<< "$c"
		# -o, -v are not the module's: -p4 needs only what is
		local key_opts=()
		[[ $mopts == *-t* ]] && key_opts+=(-t)
		key="${key_opts[*]} $script"
		if [[ -z ${built_as[$key]:-} ]]; then
			built_as[$key]=$name
			pool_start build "$name" "${key_opts[@]}" "$script"
			((${#built_as[@]} > 1)) || pool_wait
		fi
		built_as[$name]=${built_as[$key]}
	done
	pool_wait
	for c in "${guest_cases[@]}" reload; do
		name=${built_as[${c%%|*}]}
		[[ $(cat "$dir/$name.rc" 2> /dev/null) == 0 ]] ||
			fail "guest ${c%%|*}: build" "$(cat "$dir/$name.build" "$dir/$name.ko")"
	done
	local reload_ko=""
	[[ $(cat "$dir/reload.rc") == 0 ]] && reload_ko=$(cat "$dir/reload.ko")
	{
		echo '#!/bin/sh'
		echo "# The driver's whole runs inside the guest; written by $0."
		echo "export HOME='$HOME' XDG_CACHE_HOME='$XDG_CACHE_HOME'"
		echo 'export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
		echo "cd '$here'"
		echo 'dmesg -c > /dev/null'	# what came before is not these runs'
		for c in "${guest_cases[@]}"; do
			IFS='|' read -r name mopts ropts script <<< "$c"
			mopts=${mopts//@OUT@/$dir}
			echo "'$tapc' $mopts $ropts $script > '$dir/$name.out' 2> '$dir/$name.err' < /dev/null"
			echo "echo \$? > '$dir/$name.status'"
			kernel_log "$name"
		done
		# Ctrl-C: once the session runs, SIGINT ends it; end probes run
		echo "'$tapc' interrupt.stp > '$dir/interrupt.out' 2> '$dir/interrupt.err' < /dev/null &"
		echo 'pid=$!'
		echo "i=0; while ! grep -q started '$dir/interrupt.out' && [ \$i -lt 600 ]; do sleep 0.1; i=\$((i + 1)); done"
		echo 'kill -INT $pid; wait $pid'
		echo "echo \$? > '$dir/interrupt.status'"
		kernel_log interrupt
		[[ -n $reload_ko ]] && reload_runs "$dir" "$reload_ko"
	} > "$dir/guest.sh"
	unset XDG_CACHE_HOME
}

# gcheck NAME STATUS CONDITIONS...: the guest's run NAME, and the kernel's
# log over it clean
gcheck() {
	local name=$1 want=$2 dir=$work/driver
	shift 2
	out=$(cat "$dir/$name.out" 2>/dev/null)
	err=$(cat "$dir/$name.err" 2>/dev/null)
	local st trouble
	st=$(cat "$dir/$name.status" 2>/dev/null || echo none)
	if [[ $st != "$want" ]]; then
		fail "guest $name: exit $st, expected $want" "$out
$err"
		return
	fi
	if ! trouble=$("$here/../lib/kernel_log.sh" "$dir/$name.dmesg" 2>&1); then
		fail "guest $name: the kernel log shows trouble (or is missing)" "$trouble"
		return
	fi
	check "guest $name" "$@"
}

# check_split FILE: split.stp's 6000 lines under -S 1,2: FILE.0 removed
# (the newest two kept), FILE.1 and FILE.2 at most 1 MB of whole lines
# each, in order, to the last line. Its 3 MB fit in one CPU's ring of
# -s 4, so no line may be lost however slowly a loaded guest writes the
# files (with 1 MB, a stall of 200 ms lost records, and said so).
check_split() {
	local f=$1 lines
	gcheck split 0 '!out:.' '!err:transport failures'
	lines=$(cat "$f.1" "$f.2" 2>/dev/null | cut -c1-5 | tr '\n' ' ')
	if [[ ! -e $f.0 && -e $f.1 && -e $f.2 && ! -e $f.3 &&
	      $(stat -c %s "$f.1") -le 1048576 && $(stat -c %s "$f.2") -le 1048576 &&
	      $lines == "$(seq -f %05g $((6000 - $(cat "$f.1" "$f.2" | wc -l))) 5999 | tr '\n' ' ')" ]]; then
		pass "guest -S 1,2: files of whole lines up to 1 MB, the newest two kept"
	else
		fail "guest -S 1,2" "$(ls -l "$f"* 2>&1; tail -n 1 "$f".* 2>&1 | cut -c1-20)"
	fi
}

check_guest() {
	work=$1
	local cached='err:^Pass [34]: using cached'
	gcheck timing 0 'out:^----- probe hit report: $' \
		'out:^timer\.ms\(10\), \(timing\.stp:1:11\), hits: 20, cycles: [0-9]+min/[0-9]+avg/[0-9]+max, variance: [0-9]+, from: timer\.ms\(10\), index: 0, irqs off: [0-9]+min/[0-9]+avg/[0-9]+max cycles, [0-9]+ us max$' \
		'out:^----- refresh report:$'
	gcheck output 0 '!out:.'
	# strftime's %Y expanded in the name, as stap does
	local file
	file=$work/driver/output.$(date +%Y).file
	if [[ $(cat "$file" 2>/dev/null) == "to the file" ]]; then
		pass "guest -o FILE: the output is in FILE"
	else
		fail "guest -o FILE" "$(ls "$work/driver"; cat "$file" 2>&1)"
	fi
	check_split "$work/driver/split.file"
	gcheck switch 0 '!out:.'
	if [[ $(cat "$work/driver/switch.file" 2>&1) == first &&
	      $(cat "$work/driver/switch.file.1" 2>&1) == second ]]; then
		pass "guest switch_file(): FILE, then FILE.1"
	else
		fail "guest switch_file()" "$(head "$work"/driver/switch.file* 2>&1)"
	fi
	gcheck target_x 0 'out:^target 4242$' 'out:^done$'
	gcheck target_c 0 'out:^target [1-9][0-9]*$' 'out:^done$'
	gcheck timeout 0 'out:^started$' 'out:^ended$' "$cached" \
		'err:^Pass 5: starting run\.$' \
		'err:^Pass 5: run completed in [0-9]+usr/[0-9]+sys/[0-9]+real ms\.$'
	gcheck verbose 0 'err:^Pass 5: module "stap_[0-9a-f]{32}" loaded in [0-9]+usr/[0-9]+sys/[0-9]+real ms\.$' \
		'err:^Pass 5: module "stap_[0-9a-f]{32}" started in [0-9]+usr/[0-9]+sys/[0-9]+real ms\.$' \
		'err:^Pass 5: module "stap_[0-9a-f]{32}" unloaded in [0-9]+usr/[0-9]+sys/[0-9]+real ms\.$'
	gcheck runerror 1 'err:^ERROR: boom' 'err:^Pass 5: run failed\.  \[man error::pass5\]$'
	gcheck buffer 0 'out:^started$'
	gcheck interrupt 0 'out:^started$' 'out:^ended$' '!err:.'
	reload_check
}

case $mode in
host) host_checks ;;
prepare) prepare "$3" ;;
check) check_guest "$3" ;;
*) echo "usage: $0 TAPC host|prepare WORK|check WORK" >&2; exit 2 ;;
esac
exit $failed
