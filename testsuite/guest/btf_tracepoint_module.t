# module("M").tracepoint("NAME") (stap 5.6's BTF tracepoints of a
# module): testsuite/kmods/tapc_tp.ko, with BTF and no DWARF as the
# distribution's modules, is loaded before the session and fires its
# tracepoint on a write to its parameter and from its exit; then it is
# loaded again during the session, whose probe is armed before its init
# runs (which fires n = 1), and unloaded again. $arg1 is a pointer to the
# module's own struct, read by member from the module's BTF.
=== SETUP /usr/sbin/insmod @KMODS@/tapc_tp.ko
=== CMD echo 3 > /sys/module/tapc_tp/parameters/fire && /usr/sbin/rmmod tapc_tp && /usr/sbin/insmod @KMODS@/tapc_tp.ko && echo 1 > /sys/module/tapc_tp/parameters/fire && /usr/sbin/rmmod tapc_tp
=== PROG
global hits

probe module("@KMODS@/tapc_tp.ko").tracepoint("tapc_tp_fire") {
	if (!hits++)
		println(pp())
	printf("n=%d id=%d weight=%d tag=%s\n", $arg2, $arg1->id,
	       $arg1->weight, kernel_string($arg1->tag))
}
probe end { printf("%d hits\n", hits) }
=== EXPECT_REGEX
module\("/.*/kmods/tapc_tp\.ko"\)\.tracepoint\("tapc_tp_fire"\)
n=2 id=102 weight=102000 tag=t2
n=3 id=103 weight=103000 tag=t3
n=4 id=104 weight=104000 tag=t4
n=-1 id=99 weight=99000 tag=t-1
n=1 id=101 weight=101000 tag=t1
n=2 id=102 weight=102000 tag=t2
n=-1 id=99 weight=99000 tag=t-1
7 hits
