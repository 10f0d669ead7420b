# $return and the parameters of a module's functions typed by its BTF
# alone (testsuite/kmods/tapc_ret_btf.ko: tapc_ret.c with BTF and no
# DWARF, as the distribution's modules are), the module loaded after
# the script started, against what the module printed each call
# returned: numbers of each width and sign, a pointer, an enum (tapc_ret_big's
# $x: kfunc_return_module_btf_big). A struct returned by value is "{...}"
# in $$return.
# The module's lines and the probes' sorted together: each line twice.
=== CMD /usr/sbin/insmod @KMODS@/tapc_ret_btf.ko rounds=3 && echo 10 > /sys/module/tapc_ret_btf/parameters/again && /usr/sbin/rmmod tapc_ret_btf; dmesg | sed -n 's/.*tapc_ret: \(.* = [^{]*\)$/\1/p'
=== PROG
probe module("@KMODS@/tapc_ret_btf.ko").function("work").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_neg").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_long").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_short").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_uchar").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_schar").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_bool").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_uint").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_enum").return {
	printf("%s(%d) = %d\n", ppfunc(), $x, $return)
}
probe module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_ulong").return {
	printf("%s(%d) = %u\n", ppfunc(), @entry($x), $return)
}
probe module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_ptr").return {
	# the buffer's address: its first element's, returned for x = 0
	if ($x == 0)
		base = $return
	printf("%s(%d) = %d\n", ppfunc(), $x, $return - base)
}
global base
probe module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_small").return,
      module("@KMODS@/tapc_ret_btf.ko").function("tapc_ret_pair").return {
	printf("%s(%d): %s\n", ppfunc(), $x, $$return)
}
=== FILTER
sort | uniq -c | sed 's/^ *//'
=== EXPECT
2 tapc_ret_bool(0) = 0
2 tapc_ret_bool(1) = 1
2 tapc_ret_bool(10) = 0
2 tapc_ret_bool(11) = 1
2 tapc_ret_bool(12) = 0
2 tapc_ret_bool(2) = 0
2 tapc_ret_enum(0) = 3
2 tapc_ret_enum(1) = 70000
2 tapc_ret_enum(10) = 70000
2 tapc_ret_enum(11) = -5
2 tapc_ret_enum(12) = 3
2 tapc_ret_enum(2) = -5
2 tapc_ret_long(0) = 0
2 tapc_ret_long(1) = -1000000007
2 tapc_ret_long(10) = -10000000070
2 tapc_ret_long(11) = -11000000077
2 tapc_ret_long(12) = -12000000084
2 tapc_ret_long(2) = -2000000014
2 tapc_ret_neg(0) = -7
2 tapc_ret_neg(1) = -8
2 tapc_ret_neg(10) = -107
2 tapc_ret_neg(11) = -128
2 tapc_ret_neg(12) = -151
2 tapc_ret_neg(2) = -11
1 tapc_ret_pair(0): return={...}
1 tapc_ret_pair(1): return={...}
1 tapc_ret_pair(10): return={...}
1 tapc_ret_pair(11): return={...}
1 tapc_ret_pair(12): return={...}
1 tapc_ret_pair(2): return={...}
2 tapc_ret_ptr(0) = 0
2 tapc_ret_ptr(1) = 1
2 tapc_ret_ptr(10) = 2
2 tapc_ret_ptr(11) = 3
2 tapc_ret_ptr(12) = 4
2 tapc_ret_ptr(2) = 2
2 tapc_ret_schar(0) = -100
2 tapc_ret_schar(1) = -101
2 tapc_ret_schar(10) = -110
2 tapc_ret_schar(11) = -111
2 tapc_ret_schar(12) = -112
2 tapc_ret_schar(2) = -102
2 tapc_ret_short(0) = -1
2 tapc_ret_short(1) = -301
2 tapc_ret_short(10) = -3001
2 tapc_ret_short(11) = -3301
2 tapc_ret_short(12) = -3601
2 tapc_ret_short(2) = -601
1 tapc_ret_small(0): return={...}
1 tapc_ret_small(1): return={...}
1 tapc_ret_small(10): return={...}
1 tapc_ret_small(11): return={...}
1 tapc_ret_small(12): return={...}
1 tapc_ret_small(2): return={...}
2 tapc_ret_uchar(0) = 250
2 tapc_ret_uchar(1) = 251
2 tapc_ret_uchar(10) = 4
2 tapc_ret_uchar(11) = 5
2 tapc_ret_uchar(12) = 6
2 tapc_ret_uchar(2) = 252
2 tapc_ret_uint(0) = 4294967280
2 tapc_ret_uint(1) = 4294967281
2 tapc_ret_uint(10) = 4294967290
2 tapc_ret_uint(11) = 4294967291
2 tapc_ret_uint(12) = 4294967292
2 tapc_ret_uint(2) = 4294967282
2 tapc_ret_ulong(0) = 18364758542507835392
2 tapc_ret_ulong(1) = 18364758542507835393
2 tapc_ret_ulong(10) = 18364758542507835402
2 tapc_ret_ulong(11) = 18364758542507835403
2 tapc_ret_ulong(12) = 18364758542507835404
2 tapc_ret_ulong(2) = 18364758542507835394
2 work(0) = 1
2 work(1) = 3
2 work(10) = 21
2 work(11) = 23
2 work(12) = 25
2 work(2) = 5
