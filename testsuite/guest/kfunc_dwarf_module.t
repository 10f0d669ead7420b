# A module with DWARF (testsuite/kmods/tapc_test.c), loaded after the
# script starts: its init calls tapc_dwarf_step(i) for i = 1 .. 5. A
# statement probe reads the local $sq (i * i) at line 28, $$vars and
# $$locals there; tapc_twice's inline instance is probed at its entry
# (its parameter: kfunc_dwarf_module_inline); the return reads $return (2i^2 + 2i) and $i as the
# entry had it; tapc_dwarf_pair's $p->a, $p->b and $p->name are read
# through the module's DWARF types from init's stack; a source-file glob
# matches the functions and the inline instance, each seen 5 times, and
# the init and exit functions, once each.
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko && /usr/sbin/rmmod tapc_test
=== PROG
global sqs, hits

probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:28") {
	sqs += $sq
	printf("line 28: %s; locals: %s\n", $$vars, $$locals)
}
probe module("@KMODS@/tapc_test.ko").function("tapc_twice").inline {
	printf("inline: %s\n", ppfunc())
}
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step").return {
	printf("return %d of %d\n", $return, $i)
}
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pair") {
	printf("pair: a=%d b=%d name=%s\n", $p->a, $p->b, kernel_string($p->name))
}
probe module("@KMODS@/tapc_test.ko").function("*@tapc_test.c") {
	hits[pp()]++
}
probe end {
	printf("sum of $sq: %d\n", sqs)
	foreach (p+ in hits)
		printf("%s: %d\n", p, hits[p])
}
=== FILTER
sed 's|/[^"@]*/kmods/|@KMODS@/|g'
=== EXPECT
line 28: i=0x1 sq=0x1; locals: sq=0x1
inline: tapc_twice
return 4 of 1
pair: a=1 b=10 name=pair
line 28: i=0x2 sq=0x4; locals: sq=0x4
inline: tapc_twice
return 12 of 2
pair: a=2 b=20 name=pair
line 28: i=0x3 sq=0x9; locals: sq=0x9
inline: tapc_twice
return 24 of 3
pair: a=3 b=30 name=pair
line 28: i=0x4 sq=0x10; locals: sq=0x10
inline: tapc_twice
return 40 of 4
pair: a=4 b=40 name=pair
line 28: i=0x5 sq=0x19; locals: sq=0x19
inline: tapc_twice
return 60 of 5
pair: a=5 b=50 name=pair
sum of $sq: 55
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_after@@KMODS@/tapc_test.c:75"): 5
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_fault@@KMODS@/tapc_test.c:49"): 5
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_leaf@@KMODS@/tapc_test.c:69"): 5
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pair@@KMODS@/tapc_test.c:39"): 5
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pieces@@KMODS@/tapc_test.c:64"): 5
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step@@KMODS@/tapc_test.c:24"): 5
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_values@@KMODS@/tapc_test.c:84"): 5
module("@KMODS@/tapc_test.ko").function("tapc_test_exit@@KMODS@/tapc_test.c:116"): 1
module("@KMODS@/tapc_test.ko").function("tapc_test_init@@KMODS@/tapc_test.c:98"): 1
module("@KMODS@/tapc_test.ko").function("tapc_twice@@KMODS@/tapc_test.c:19"): 5
