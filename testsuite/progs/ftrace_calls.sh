#!/bin/sh
# ftrace_calls.sh FUNCTION WHAT COMMAND...: a guest case's feature test
# (its SETUP): whether the kernel enters its function FUNCTION out of
# line when COMMAND does WHAT, as the kernel's own function tracer sees
# it (COMMAND's process alone). A compiler may inline a function into a
# caller (gcc 16 inlines sigprocmask into rt_sigprocmask, and
# generic_file_llseek into vfs_llseek, behind a test of the file's
# llseek): without the kernel's DWARF, no probe sees those calls, as no
# kprobe does. Exit 0 when FUNCTION was entered; 77 (a counted skip)
# with the reason on the last line when it was not; 1 when ftrace could
# not tell.
[ $# -ge 3 ] || { echo "usage: ftrace_calls.sh FUNCTION WHAT COMMAND..."; exit 1; }
fn=$1 what=$2
shift 2
t=/sys/kernel/tracing
[ -e $t/trace ] || mount -t tracefs nodev $t 2> /dev/null
[ -e $t/set_ftrace_filter ] || { echo "ftrace_calls.sh: no function tracer in $t"; exit 1; }
echo "$fn" > $t/set_ftrace_filter 2> /dev/null ||
	{ echo "ftrace_calls.sh: the function tracer cannot trace $fn"; exit 1; }
echo function > $t/current_tracer
: > $t/trace
# the command's own process: its pid set before it runs
sh -c 'echo $$ > '$t'/set_ftrace_pid; exec "$@"' sh "$@" > /dev/null 2>&1
st=$?
hits=$(grep -c " $fn <-" $t/trace)
echo nop > $t/current_tracer
: > $t/set_ftrace_pid
: > $t/set_ftrace_filter
: > $t/trace
[ $st = 0 ] || { echo "ftrace_calls.sh: $* failed: $st"; exit 1; }
[ "$hits" -gt 0 ] && exit 0
echo "the kernel does not call $fn out of line when $what (inlined, as its function tracer sees: no kprobe can see it without the kernel's DWARF)"
exit 77
