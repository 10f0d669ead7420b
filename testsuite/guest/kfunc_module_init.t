# A module's init and exit code (testsuite/kmods/tapc_test.c, with
# DWARF), loaded after the script starts, twice: 5 rounds, then 3. The
# init function is probed while it runs (its entry, a line of its loop
# reading the local $i, its return), its exit function at rmmod; the
# module's glob takes both beside its text. After each init the kernel
# drops the probes on the init text it frees; they are armed again at the
# second load, and the kernel's log stays clean (a probe left on freed
# init text would fault or warn). A line of the last function of each
# text (never called) is probed too: on 6.4+ the kernel may read past
# the text placing a kprobe there, and such a probe is refused with a
# warning instead; refused or not, nothing faults.
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko && /usr/sbin/rmmod tapc_test && /usr/sbin/insmod @KMODS@/tapc_test.ko rounds=3 && /usr/sbin/rmmod tapc_test
=== PROG
global hits, is

probe module("@KMODS@/tapc_test.ko").function("*") { hits[ppfunc()]++ }
probe module("@KMODS@/tapc_test.ko").function("tapc_test_init") {
	println("init")
}
probe module("@KMODS@/tapc_test.ko").statement("tapc_test_init@tapc_test.c:104") {
	is[$i]++
}
probe module("@KMODS@/tapc_test.ko").function("tapc_test_init").return {
	printf("init returned %d\n", $return)
}
probe module("@KMODS@/tapc_test.ko").function("tapc_test_exit") {
	println("exit")
}
probe module("@KMODS@/tapc_test.ko").statement("tapc_test_init_end@tapc_test.c:131"),
      module("@KMODS@/tapc_test.ko").statement("tapc_test_exit_end@tapc_test.c:136") {
	println("never called")
}
probe end {
	foreach (f+ in hits)
		printf("%s: %d\n", f, hits[f])
	foreach (i+ in is)
		printf("line 104 with i=%d: %d\n", i, is[i])
}
=== EXPECT
init
init returned 0
exit
init
init returned 0
exit
tapc_dwarf_after: 8
tapc_dwarf_fault: 8
tapc_dwarf_leaf: 8
tapc_dwarf_pair: 8
tapc_dwarf_pieces: 8
tapc_dwarf_step: 8
tapc_dwarf_values: 8
tapc_test_exit: 2
tapc_test_init: 2
tapc_twice: 8
line 104 with i=1: 2
line 104 with i=2: 2
line 104 with i=3: 2
line 104 with i=4: 1
line 104 with i=5: 1
