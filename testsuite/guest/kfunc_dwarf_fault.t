# A DWARF variable whose location is memory that faults ends the script
# with stap's read fault near its first use, as a typed chain's read
# does: tapc_dwarf_fault's $x is never loaded, its DWARF says it is the
# int at the address in $p (16). Exit 1, no end probe, the module
# unloaded, the kernel does not oops. (The handler reads the variables
# the body uses before it runs it: a fault is said before anything of
# the body runs.)
=== STATUS 1
=== TIMEOUT 60
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko rounds=1; /usr/sbin/rmmod tapc_test
=== PROG
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_fault@tapc_test.c:54") {
	printf("p=%#x x=%d\n", $p, $x)
	println("not reached")
}
probe end { println("end: not reached") }
=== EXPECT
=== STDERR_REGEX
ERROR: read fault \[man error::fault\] at 0x10 near identifier '\$x' at kfunc_dwarf_fault\.stp:2:29 in probe module\("[^"]*/tapc_test\.ko"\)\.statement\("tapc_dwarf_fault@[^"]*/tapc_test\.c:54"\)
WARNING: Number of errors: 1, skipped probes: 0
