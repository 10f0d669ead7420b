# @var of a module's globals (testsuite/kmods/tapc_test.c, with DWARF),
# loaded after the script starts: typed by the .ko's DWARF, found in the
# loaded module's symbols. tapc_sink, static, is i * i when
# tapc_dwarf_step(i) returns (its line 28 set it); tapc_var_answer and
# tapc_var_pair hold their initial values; the module is the probe
# point's unless named; &@var is the address the module's symbol has.
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko rounds=3 && /usr/sbin/rmmod tapc_test
=== PROG
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step").return {
	printf("i=%d sink=%d answer=%d\n", $i, @var("tapc_sink"),
	       @var("tapc_var_answer@tapc_test.c", "@KMODS@/tapc_test.ko"))
}
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step").return {
	if ($i == 3) {
		println(@var("tapc_var_pair")$)
		printf("%d %d %s\n", @var("tapc_var_pair")->a, @var("tapc_var_pair")->b,
		       kernel_string(@var("tapc_var_pair")->name))
		println(&@var("tapc_var_pair")->b - &@var("tapc_var_pair") == 8)
		println(@defined(@var("tapc_var_pair")->nosuch) ? "yes" : "no")
	}
}
=== EXPECT
i=1 sink=1 answer=42
i=2 sink=4 answer=42
i=3 sink=9 answer=42
{.a=7, .b=-3, .name=[...]}
7 -3 varpair
1
no
