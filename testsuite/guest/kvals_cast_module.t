# @cast(ADDR, "TYPE", "PATH.ko"): a kernel module's own types by the
# path of its .ko, from its DWARF (tapc_vals.ko) and from its BTF alone
# (tapc_vals_btf.ko, no DWARF), read in the kernel's memory against
# what tapc_vals_take()'s caller printed it passed: -> chains two
# structs deep, a char array as a string, a signed short; each module
# loaded during the session. Each take() line twice (the module's and
# the probe's) per module.
=== CMD sh -c '/usr/sbin/insmod @KMODS@/tapc_vals.ko && /usr/sbin/rmmod tapc_vals && /usr/sbin/insmod @KMODS@/tapc_vals_btf.ko && /usr/sbin/rmmod tapc_vals_btf; dmesg | sed -n "s/.*tapc_vals: \(take.*\)/\1/p"'
=== PROG
probe module("@KMODS@/tapc_vals.ko").function("tapc_vals_take") {
	r = $r
	printf("take(n=%d l=%d s=\"%s\" c=%u a=%d b=%d u=%u name=\"%s\" v=%d tag=%u)\n",
	       $n, $l, kernel_string($s), $c,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals.ko")->a,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals.ko")->b,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals.ko")->u,
	       kernel_string(@cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals.ko")->name),
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals.ko")->next->v,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals.ko")->next->tag)
}
probe module("@KMODS@/tapc_vals_btf.ko").function("tapc_vals_take") {
	r = $r
	printf("take(n=%d l=%d s=\"%s\" c=%u a=%d b=%d u=%u name=\"%s\" v=%d tag=%u)\n",
	       $n, $l, kernel_string($s), $c,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals_btf.ko")->a,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals_btf.ko")->b,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals_btf.ko")->u,
	       kernel_string(@cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals_btf.ko")->name),
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals_btf.ko")->next->v,
	       @cast(r, "struct tapc_vals_rec", "@KMODS@/tapc_vals_btf.ko")->next->tag)
}
=== FILTER
sort | uniq -c | sed -e 's/^ *//'
=== EXPECT
4 take(n=0 l=3 s="alpha0" c=250 a=-3 b=0 u=18446744073709551615 name="rec-0" v=-1 tag=200)
4 take(n=1 l=-1000000010 s="1" c=251 a=-2 b=-1000 u=18446744073709551614 name="rec-1" v=-70001 tag=201)
4 take(n=2 l=2000000017 s="gamma delta2" c=252 a=1 b=-2000 u=18446744073709551613 name="rec-2" v=-140001 tag=202)
4 take(n=3 l=-3000000024 s="x3" c=253 a=6 b=-3000 u=18446744073709551612 name="rec-3" v=-210001 tag=203)
4 take(n=4 l=4000000031 s="alpha4" c=254 a=13 b=-4000 u=18446744073709551611 name="rec-4" v=-280001 tag=204)
4 take(n=5 l=-5000000038 s="5" c=255 a=22 b=-5000 u=18446744073709551610 name="rec-5" v=-350001 tag=205)
