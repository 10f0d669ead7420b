# Values in the kernel's memory at a module's function placed from its DWARF,
# against what its caller printed it passed (testsuite/kmods/tapc_vals.c,
# six calls with values that vary): $parameters of each width and sign,
# a string through kernel_string, -> chains two structs deep, a char
# array, the same through $s$ (the string, quoted, as stap shows a char
# pointer), kernel_int, kernel_short, kernel_long and
# kernel_char at their addresses, each again at the return through
# @entry(), and $$parms. Sorted with the module's lines: each take()
# line four times, each $$parms line twice (its pointers, which vary
# from boot to boot, written S and R once counted).
=== CMD /usr/sbin/insmod @KMODS@/tapc_vals.ko && /usr/sbin/rmmod tapc_vals; dmesg | sed -n 's/.*tapc_vals: //p'
=== PROG
probe module("@KMODS@/tapc_vals.ko").function("tapc_vals_take") {
	printf("take(n=%d l=%d s=\"%s\" c=%u a=%d b=%d u=%u name=\"%s\" v=%d tag=%u)\n",
	       $n, $l, kernel_string($s), $c, $r->a, $r->b, $r->u,
	       kernel_string($r->name), $r->next->v, $r->next->tag)
	printf("take(n=%d l=%d s=%s c=%u a=%d b=%d u=%u name=\"%s\" v=%d tag=%u)\n",
	       $n, $l, $s$, $c, kernel_int(&$r->a), kernel_short(&$r->b),
	       kernel_long(&$r->u), kernel_string($r->name), kernel_long(&$r->next->v),
	       kernel_char(&$r->next->tag) & 0xff)
	println($$parms)
}
probe module("@KMODS@/tapc_vals.ko").function("tapc_vals_take").return {
	printf("take(n=%d l=%d s=\"%s\" c=%u a=%d b=%d u=%u name=\"%s\" v=%d tag=%u)\n",
	       @entry($n), @entry($l), @entry(kernel_string($s)), @entry($c),
	       @entry($r->a), @entry($r->b), @entry($r->u),
	       @entry(kernel_string($r->name)), @entry($r->next->v), @entry($r->next->tag))
}
=== FILTER
sort | uniq -c | sed -e 's/^ *//' -e 's/s=0x[0-9a-f]* r=0x[0-9a-f]*/s=S r=R/'
=== EXPECT
2 n=0x0 l=0x3 s=S r=R c=0xfa
2 n=0x1 l=0xffffffffc46535f6 s=S r=R c=0xfb
2 n=0x2 l=0x77359411 s=S r=R c=0xfc
2 n=0x3 l=0xffffffff4d2fa1e8 s=S r=R c=0xfd
2 n=0x4 l=0xee6b281f s=S r=R c=0xfe
2 n=0x5 l=0xfffffffed5fa0dda s=S r=R c=0xff
4 take(n=0 l=3 s="alpha0" c=250 a=-3 b=0 u=18446744073709551615 name="rec-0" v=-1 tag=200)
4 take(n=1 l=-1000000010 s="1" c=251 a=-2 b=-1000 u=18446744073709551614 name="rec-1" v=-70001 tag=201)
4 take(n=2 l=2000000017 s="gamma delta2" c=252 a=1 b=-2000 u=18446744073709551613 name="rec-2" v=-140001 tag=202)
4 take(n=3 l=-3000000024 s="x3" c=253 a=6 b=-3000 u=18446744073709551612 name="rec-3" v=-210001 tag=203)
4 take(n=4 l=4000000031 s="alpha4" c=254 a=13 b=-4000 u=18446744073709551611 name="rec-4" v=-280001 tag=204)
4 take(n=5 l=-5000000038 s="5" c=255 a=22 b=-5000 u=18446744073709551610 name="rec-5" v=-350001 tag=205)
