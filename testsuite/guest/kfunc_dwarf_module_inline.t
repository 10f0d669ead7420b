# $$parms and $x at tapc_twice's inline instance in a module with DWARF
# (testsuite/kmods/tapc_test.c, as in kfunc_dwarf_module), the module
# loaded after the script starts: its init calls tapc_dwarf_step(i),
# where tapc_twice(i) is inlined, for i = 1 .. 5. It runs where the
# compiler that built the module located x at the instance's entry, as
# elfutils reads a location list (testsuite/kmods/inline_params.c):
# gcc 16 gives it an empty range there (a location view alone), where
# stap's $$parms shows "x=?" and its $x is an error, as tapc's.
=== NEEDS @KMODS@/tapc_test.inline/tapc_twice.x
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko && /usr/sbin/rmmod tapc_test
=== PROG
probe module("@KMODS@/tapc_test.ko").function("tapc_twice").inline {
	printf("inline: %s, $x %d\n", $$parms, $x)
}
=== EXPECT
inline: x=0x1, $x 1
inline: x=0x2, $x 2
inline: x=0x3, $x 3
inline: x=0x4, $x 4
inline: x=0x5, $x 5
