# %( CONFIG_X ... %) tests the target kernel's .config (read only when a
# script tests one): Debian's kernels have kprobes and HZ=250.
=== ARGS -p1
=== PROG
probe begin {
	%( CONFIG_KPROBES == "y" && CONFIG_HZ >= 100 %? println("kprobes") %: println("none") %)
	%( CONFIG_TAPC_NO_SUCH == "" %? println("unset") %: println("set") %)
}
=== EXPECT
probe begin
{
	println("kprobes");
	println("unset");
}
