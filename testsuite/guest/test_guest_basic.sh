#!/bin/bash
# `tapc --guest-run`, in one boot of the target kernel: the program's
# stdout and stderr arrive exactly and as they come, its exit status and
# arguments and cwd are kept, a file it writes in the writable dir appears
# here, a module built with kbuild loads and unloads in the guest with its
# printk in the console log, and the kernel log stays clean.
# Prints PASS:/FAIL: lines; exits 1 if any check failed.
#
#   testsuite/guest/test_guest_basic.sh [TAPC]
# TAPC defaults to ./tapc of this tree; TAPC_GUEST_RELEASE picks the kernel
# (default: the one tapc targets without -r); KEEP=1 keeps the work dir.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tapc=$(realpath "${1:-$here/../../tapc}")
release=${TAPC_GUEST_RELEASE:-$("$here/../lib/target_release.sh" "$tapc")}
failed=0
pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30; failed=1; }

if [[ -z $release || ! -d /lib/modules/$release/build ]]; then
	fail "guest_basic: no kernel build tree in /lib/modules"
	exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-guest-test.XXXXXX") || exit 1
if [[ -n ${KEEP:-} ]]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

# A module that says hello and goodbye in the kernel log.
mkdir "$work/mod"
cat > "$work/mod/tapc_hello.c" <<'EOF'
#include <linux/module.h>
static int __init tapc_hello_init(void)
{
	pr_info("tapc_hello: loaded\n");
	return 0;
}
static void __exit tapc_hello_exit(void)
{
	pr_info("tapc_hello: unloaded\n");
}
module_init(tapc_hello_init);
module_exit(tapc_hello_exit);
MODULE_LICENSE("GPL");
EOF
echo 'obj-m := tapc_hello.o' > "$work/mod/Kbuild"
if ! make -C "/lib/modules/$release/build" M="$work/mod" modules > "$work/kbuild.log" 2>&1; then
	fail "guest_basic: build the hello module" "$(cat "$work/kbuild.log")"
	exit 1
fi

# What runs in the guest. Only `/bin/echo hello` writes to stdout.
cat > "$work/inner.sh" <<'EOF'
#!/bin/sh
work=$1
shift
/bin/echo hello
echo to-stderr >&2
pwd > "$work/cwd"
for a in "$@"; do printf '%s' "$a" | od -An -tx1 | tr -d ' \n'; echo; done > "$work/args"
echo written > "$work/from-guest"
# Streaming: wait until the host has seen this line.
echo waiting-for-host >&2
i=0
while [ ! -e "$work/ack" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
if [ -e "$work/ack" ]; then echo yes; else echo no; fi > "$work/streamed"
{ /sbin/insmod "$work/mod/tapc_hello.ko" && grep -q '^tapc_hello ' /proc/modules &&
	/sbin/rmmod tapc_hello && ! grep -q '^tapc_hello ' /proc/modules; } > "$work/kmod.log" 2>&1
echo $? > "$work/kmod"
exec sh -c 'exit 3'
EOF
args=("a b" "it's" '$HOME `x` "q"' $'new\nline' "" "-n" $'\x01\x7f\xff')

mkfifo "$work/errpipe"
(
	while IFS= read -r line; do
		printf '%s\n' "$line" >> "$work/stderr"
		[[ $line == waiting-for-host ]] && : > "$work/ack"
	done < "$work/errpipe"
) &
reader=$!
start=$(date +%s)
(cd "$work" && TAPC_GUEST_RELEASE=$release TAPC_GUEST_CONSOLE=$work/console.log \
	"$tapc" --guest-run --guest-writable "$work" /bin/sh "$work/inner.sh" "$work" "${args[@]}" \
	> "$work/stdout" 2> "$work/errpipe")
status=$?
wait $reader
echo "guest run took $(($(date +%s) - start)) s"

check() { # NAME CONDITION-COMMAND... ; shows the stderr and console on failure
	local name=$1
	shift
	if "$@"; then pass "guest_basic: $name"; else
		fail "guest_basic: $name" "$(cat "$work/stderr" 2>/dev/null; tail -n 15 "$work/console.log" 2>/dev/null)"
	fi
}
check "stdout arrives exactly" cmp -s "$work/stdout" <(printf 'hello\n')
check "stderr arrives on stderr" cmp -s "$work/stderr" <(printf 'to-stderr\nwaiting-for-host\n')
check "exit status 3 is returned" test "$status" = 3
check "output streams as it comes" test "$(cat "$work/streamed" 2>/dev/null)" = yes
check "cwd is kept" test "$(cat "$work/cwd" 2>/dev/null)" = "$work"
check "arguments arrive exactly" cmp -s "$work/args" \
	<(for a in "${args[@]}"; do printf '%s' "$a" | od -An -tx1 | tr -d ' \n'; echo; done)
check "a file written in the writable dir appears here" test "$(cat "$work/from-guest" 2>/dev/null)" = written
check "insmod and rmmod of a kbuild module" test "$(cat "$work/kmod" 2>/dev/null)" = 0
check "the module's printk is in the console log" \
	grep -q 'tapc_hello: loaded' "$work/console.log"
check "the module's exit printk too" grep -q 'tapc_hello: unloaded' "$work/console.log"
# the run's part of the console (none when there is no console: a failure)
[[ -f $work/console.log ]] && sed -n '/tapc-guest: start/,$p' "$work/console.log" > "$work/console.run"
check "the kernel log is clean" "$here/../lib/kernel_log.sh" "$work/console.run"
exit $failed
