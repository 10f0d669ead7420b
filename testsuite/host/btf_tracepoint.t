# kernel.tracepoint("NAME"): points named without a system, their
# arguments positional ($arg1..$argN, after the `void *` cookie of the
# kernel's btf_trace_NAME typedef) and typed by BTF; -L lists them so.
=== ARGS -L kernel.tracepoint("sys_e*")
=== PROG
# kernel.tracepoint("NAME"): points named without a system, their
# arguments positional ($arg1..$argN, after the `void *` cookie of the
# kernel's btf_trace_NAME typedef) and typed by BTF; -L lists them so.
=== EXPECT
kernel.tracepoint("sys_enter") $arg1:struct pt_regs* $arg2:long int
kernel.tracepoint("sys_exit") $arg1:struct pt_regs* $arg2:long int
