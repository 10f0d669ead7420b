# The location expressions gcc writes for the test module at -O2, read
# where they are: $s of tapc_dwarf_values the sum of two registers
# (DW_OP_plus, DW_OP_stack_value), $c first a constant
# (DW_OP_implicit_value), then three times tapc_sink in a register, sign
# extended by shifts (DW_OP_shl, DW_OP_shra, DW_OP_mul); tapc_dwarf_after's
# $i at its entry, where its DWARF is DW_OP_entry_value, and the
# leaf's $k (i + 3) it calls.
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko rounds=3 && /usr/sbin/rmmod tapc_test
=== PROG
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_values@tapc_test.c:90") {
	printf("line 90: a=%d b=%d s=%d c=%#x\n", $a, $b, $s, $c)
}
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_values@tapc_test.c:94") {
	printf("line 94: s=%d c=%d\n", $s, $c)
}
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_after") {
	printf("after: %s\n", $$parms)
}
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_leaf") {
	printf("leaf: k=%d\n", $k)
}
=== EXPECT
after: i=0x1
leaf: k=4
line 90: a=1 b=100 s=101 c=0x1122334455667788
line 94: s=101 c=300
after: i=0x2
leaf: k=5
line 90: a=2 b=200 s=202 c=0x1122334455667788
line 94: s=202 c=600
after: i=0x3
leaf: k=6
line 90: a=3 b=300 s=303 c=0x1122334455667788
line 94: s=303 c=900
