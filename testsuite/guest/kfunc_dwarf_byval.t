# Structs and unions passed by value (testsuite/kmods/tapc_byval.c,
# whose init calls each function for n = 1 .. 3): $$parms shows each as
# stap does, "{...}"; $$parms$ and $$parms$$ pretty-print them, a struct
# held in a register as stap reads it (its first member, the rest "?"),
# one on the stack whole (a char array member at $$ alone); members read
# through the chains, at a register's other bytes too; at the return,
# the registers the entry kept.
=== CMD /usr/sbin/insmod @KMODS@/tapc_byval.ko && /usr/sbin/rmmod tapc_byval
=== PROG
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_regs") {
	printf("parms: %s\n", $$parms)
	printf("parms$: %s\n", $$parms$)
	printf("parms$$: %s\n", $$parms$$)
	printf("members: %d %d %c %d %d\n", $id->val, $s->b, $s->c, $e->h[0], $e->h[1])
}
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_regs").return {
	printf("return %d: %s id=%s s=%s c=%c\n", $return, $$parms, $id$, $s$, $s->c)
}
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_stack") {
	printf("vars: %s\n", $$vars)
	printf("parms$: %s\n", $$parms$)
	printf("parms$$: %s\n", $$parms$$)
	printf("r: %d %d %s\n", $r->x, $r->y, kernel_string($r->tag))
}
=== EXPECT
parms: n=0x1 id={...} s={...} e={...}
parms$: n=1 id={.val=1001} s={.a=1, .b=?, .c=?} e={.i=65538, .h=[...]}
parms$$: n=1 id={.val=1001} s={.a=1, .b=?, .c=?} e={.i=65538, .h=[2, ...]}
members: 1001 -1 b 2 1
return 66638: n=0x1 id={...} s={...} e={...} id={.val=1001} s={.a=1, .b=?, .c=?} c=b
vars: n=0x1 r={...}
parms$: n=1 r={.x=1, .y=-1, .tag=[...]}
parms$$: n=1 r={.x=1, .y=-1, .tag="rec"}
r: 1 -1 rec
parms: n=0x2 id={...} s={...} e={...}
parms$: n=2 id={.val=1002} s={.a=2, .b=?, .c=?} e={.i=131076, .h=[...]}
parms$$: n=2 id={.val=1002} s={.a=2, .b=?, .c=?} e={.i=131076, .h=[4, ...]}
members: 1002 -2 c 4 2
return 132179: n=0x2 id={...} s={...} e={...} id={.val=1002} s={.a=2, .b=?, .c=?} c=c
vars: n=0x2 r={...}
parms$: n=2 r={.x=2, .y=-2, .tag=[...]}
parms$$: n=2 r={.x=2, .y=-2, .tag="rec"}
r: 2 -2 rec
parms: n=0x3 id={...} s={...} e={...}
parms$: n=3 id={.val=1003} s={.a=3, .b=?, .c=?} e={.i=196614, .h=[...]}
parms$$: n=3 id={.val=1003} s={.a=3, .b=?, .c=?} e={.i=196614, .h=[6, ...]}
members: 1003 -3 d 6 3
return 197720: n=0x3 id={...} s={...} e={...} id={.val=1003} s={.a=3, .b=?, .c=?} c=d
vars: n=0x3 r={...}
parms$: n=3 r={.x=3, .y=-3, .tag=[...]}
parms$$: n=3 r={.x=3, .y=-3, .tag="rec"}
r: 3 -3 rec
