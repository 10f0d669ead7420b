# log, warn, printk and system (logging.stp, system.stp of stap 5.6, read
# for each rule): log's line on stdout; warn's "WARNING: msg" on stderr;
# printk's message in the kernel log at its level, one out of 0-7 at the
# kernel's default (warn on Debian's kernels); system's command run, its
# output on stdout (here the kernel log's lines, as dmesg -x shows them);
# the command then writes the module's procfs file, whose write probe ends
# the session once system's output is out.
=== ARGS -g
=== PROG
probe begin {
	log("logged line")
	warn("a warning")
	printk(6, "tapc-audit level 6"); printk(7, "tapc-audit level 7")
	printk(-1, "tapc-audit level -1"); printk(8, "tapc-audit level 8")
	system(sprintf("dmesg -x -t | grep tapc-audit; echo > /proc/systemtap/%s/done", module_name()))
}
probe procfs("done").write { exit() }
=== FILTER
sort
=== EXPECT
kern  :debug : tapc-audit level 7
kern  :info  : tapc-audit level 6
kern  :warn  : tapc-audit level -1
kern  :warn  : tapc-audit level 8
logged line
=== STDERR
WARNING: a warning
