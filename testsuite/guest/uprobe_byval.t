# Structs by value in a program's function (progs/byval.c): "{...}" in
# $$parms as stap shows them, pretty-printed by $$parms$$ (one in a
# register, one the caller passed on the stack, read in the process's
# memory), members through chains; at the return, $$parms$ has the one
# the entry's registers kept, the other "?"
=== CMD @PROGS@/byval
=== PROG
probe process("@PROGS@/byval").function("byval") {
	println($$parms)
	println($$parms$$)
	printf("%d %d %s\n", $i->val, $r->y, user_string($r->tag))
}
probe process("@PROGS@/byval").function("byval").return {
	println($$parms)
	println($$parms$)
}
=== EXPECT
n=0x3 i={...} r={...}
n=3 i={.val=7} r={.x=1, .y=2, .tag="rec"}
7 2 rec
n=0x3 i={...} r={...}
n=3 i={.val=7} r=?
