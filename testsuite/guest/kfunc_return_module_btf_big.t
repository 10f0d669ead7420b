# $x of tapc_ret_big in a module typed by its BTF alone
# (testsuite/kmods/tapc_ret_btf.ko, as in kfunc_return_module_btf), the
# module loaded after the script started: the function returns its
# struct in memory the caller passes in rdi, so $x is in rsi. A pahole
# may leave such a function out of the module's BTF (7.2's does): then
# nothing types $x (tapc says so in pass 2, as stap without DWARF
# cannot either), and the case is a counted skip, told by the BTF
# itself (testsuite/kmods/btf_only.sh lists the functions it describes).
=== NEEDS @KMODS@/tapc_ret_btf.btf/tapc_ret_big
=== CMD /usr/sbin/insmod @KMODS@/tapc_ret_btf.ko rounds=3 && echo 10 > /sys/module/tapc_ret_btf/parameters/again && /usr/sbin/rmmod tapc_ret_btf
=== PROG
probe module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_big") {
	printf("tapc_ret_big entry: x=%d\n", $x)
}
=== EXPECT
tapc_ret_big entry: x=0
tapc_ret_big entry: x=1
tapc_ret_big entry: x=2
tapc_ret_big entry: x=10
tapc_ret_big entry: x=11
tapc_ret_big entry: x=12
