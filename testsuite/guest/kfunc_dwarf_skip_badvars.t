# Under --skip-badvars the DWARF variable whose memory faults reads as
# 0 and the script goes on, as stap's option says (tapc_dwarf_fault's $x
# at the address 16 in $p); exit 0, the end probe runs.
=== ARGS --skip-badvars
=== TIMEOUT 60
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko rounds=2 && /usr/sbin/rmmod tapc_test
=== PROG
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_fault@tapc_test.c:54") {
	printf("i=%d p=%#x x=%d\n", $i, $p, $x)
}
probe end { println("end") }
=== EXPECT
i=1 p=0x10 x=0
i=2 p=0x10 x=0
end
