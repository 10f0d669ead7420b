# $return of a module's functions placed from its DWARF, the module
# loaded before the script started (testsuite/kmods/tapc_ret.c, by the
# case's SETUP), against
# what the module printed each call returned: ints (the issue's `work`,
# 2x+1), negatives, longs, unsigned longs past 2^63, short, chars, bool,
# unsigned int, a pointer, an enum, a struct held in rax ($return->a),
# one in memory at the address rax returns ($return->a, ->b, ->c) and
# one in rax and rdx ($$return's "{...}"). Its init's calls before the
# script (not seen), then calls from writes to its parameter `again`,
# x = 20 .. 22 and 30 .. 32, in the module registered at the start
# (runtime/kfunc_module.c's tapc_kmod_register). The module's lines
# and the probe's are sorted together: each line twice, once from each.
=== SETUP /usr/sbin/insmod @KMODS@/tapc_ret.ko rounds=3
=== CMD echo 20 > /sys/module/tapc_ret/parameters/again && echo 30 > /sys/module/tapc_ret/parameters/again && /usr/sbin/rmmod tapc_ret; dmesg | sed -n 's/.*tapc_ret: \(.*([23][0-9]) = .*\)/\1/p'
=== PROG
probe module("@KMODS@/tapc_ret.ko").function("work").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_neg").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_long").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_short").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_uchar").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_schar").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_bool").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_uint").return,
      module("@KMODS@/tapc_ret.ko").function("tapc_ret_enum").return {
	printf("%s(%d) = %d\n", ppfunc(), $x, $return)
}
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_ulong").return {
	printf("%s(%d) = %u\n", ppfunc(), @entry($x), $return)
}
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_ptr").return {
	printf("%s(%d) = %d\n", ppfunc(), $x, $return - &@var("tapc_ret_buf@tapc_ret.c"))
}
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_small").return {
	printf("%s(%d) = {%d, %d}\n", ppfunc(), $x, $return->a, $return->b)
}
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_big").return {
	printf("%s(%d) = {%d, %d, %d}\n", ppfunc(), $x, $return->a, $return->b, $return->c)
}
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_pair").return {
	printf("%s(%d): %s\n", ppfunc(), $x, $$return)
}
=== FILTER
sort | uniq -c | sed 's/^ *//'
=== EXPECT
2 tapc_ret_big(20) = {20, -20, 400}
2 tapc_ret_big(21) = {21, -21, 441}
2 tapc_ret_big(22) = {22, -22, 484}
2 tapc_ret_big(30) = {30, -30, 900}
2 tapc_ret_big(31) = {31, -31, 961}
2 tapc_ret_big(32) = {32, -32, 1024}
2 tapc_ret_bool(20) = 0
2 tapc_ret_bool(21) = 1
2 tapc_ret_bool(22) = 0
2 tapc_ret_bool(30) = 0
2 tapc_ret_bool(31) = 1
2 tapc_ret_bool(32) = 0
2 tapc_ret_enum(20) = -5
2 tapc_ret_enum(21) = 3
2 tapc_ret_enum(22) = 70000
2 tapc_ret_enum(30) = 3
2 tapc_ret_enum(31) = 70000
2 tapc_ret_enum(32) = -5
2 tapc_ret_long(20) = -20000000140
2 tapc_ret_long(21) = -21000000147
2 tapc_ret_long(22) = -22000000154
2 tapc_ret_long(30) = -30000000210
2 tapc_ret_long(31) = -31000000217
2 tapc_ret_long(32) = -32000000224
2 tapc_ret_neg(20) = -407
2 tapc_ret_neg(21) = -448
2 tapc_ret_neg(22) = -491
2 tapc_ret_neg(30) = -907
2 tapc_ret_neg(31) = -968
2 tapc_ret_neg(32) = -1031
1 tapc_ret_pair(20) = {20, 20000}
1 tapc_ret_pair(20): return={...}
1 tapc_ret_pair(21) = {21, 21000}
1 tapc_ret_pair(21): return={...}
1 tapc_ret_pair(22) = {22, 22000}
1 tapc_ret_pair(22): return={...}
1 tapc_ret_pair(30) = {30, 30000}
1 tapc_ret_pair(30): return={...}
1 tapc_ret_pair(31) = {31, 31000}
1 tapc_ret_pair(31): return={...}
1 tapc_ret_pair(32) = {32, 32000}
1 tapc_ret_pair(32): return={...}
2 tapc_ret_ptr(20) = 4
2 tapc_ret_ptr(21) = 5
2 tapc_ret_ptr(22) = 6
2 tapc_ret_ptr(30) = 6
2 tapc_ret_ptr(31) = 7
2 tapc_ret_ptr(32) = 0
2 tapc_ret_schar(20) = -120
2 tapc_ret_schar(21) = -121
2 tapc_ret_schar(22) = -122
2 tapc_ret_schar(30) = 126
2 tapc_ret_schar(31) = 125
2 tapc_ret_schar(32) = 124
2 tapc_ret_short(20) = -6001
2 tapc_ret_short(21) = -6301
2 tapc_ret_short(22) = -6601
2 tapc_ret_short(30) = -9001
2 tapc_ret_short(31) = -9301
2 tapc_ret_short(32) = -9601
2 tapc_ret_small(20) = {20, -20}
2 tapc_ret_small(21) = {21, -21}
2 tapc_ret_small(22) = {22, -22}
2 tapc_ret_small(30) = {30, -30}
2 tapc_ret_small(31) = {31, -31}
2 tapc_ret_small(32) = {32, -32}
2 tapc_ret_uchar(20) = 14
2 tapc_ret_uchar(21) = 15
2 tapc_ret_uchar(22) = 16
2 tapc_ret_uchar(30) = 24
2 tapc_ret_uchar(31) = 25
2 tapc_ret_uchar(32) = 26
2 tapc_ret_uint(20) = 4
2 tapc_ret_uint(21) = 5
2 tapc_ret_uint(22) = 6
2 tapc_ret_uint(30) = 14
2 tapc_ret_uint(31) = 15
2 tapc_ret_uint(32) = 16
2 tapc_ret_ulong(20) = 18364758542507835412
2 tapc_ret_ulong(21) = 18364758542507835413
2 tapc_ret_ulong(22) = 18364758542507835414
2 tapc_ret_ulong(30) = 18364758542507835422
2 tapc_ret_ulong(31) = 18364758542507835423
2 tapc_ret_ulong(32) = 18364758542507835424
2 work(20) = 41
2 work(21) = 43
2 work(22) = 45
2 work(30) = 61
2 work(31) = 63
2 work(32) = 65
