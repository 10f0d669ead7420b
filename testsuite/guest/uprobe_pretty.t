# $r$, $r$$, $$parms$ and $r->in$ of a user struct from the program's
# DWARF, read in the process's memory, in the formats the kernel's
# types print in (records: visit() of a record whose next is a second
# one, then of that second one): a nested struct and an array, its
# char array too, shown at $$ alone (the char array as text, an array
# as its first element and "...", as stap shows them), a null pointer
# 0x0, and a pointer member at the top as the struct it points to
=== CMD @PROGS@/records
=== PROG
# $r$, $r$$, $$parms$ and $r->in$ of a user struct from the program's
# DWARF, read in the process's memory, in the formats the kernel's
# types print in (records: visit() of a record whose next is a second
# one, then of that second one): a nested struct and an array, its
# char array too, shown at $$ alone (the char array as text, an array
# as its first element and "...", as stap shows them), a null pointer
# 0x0, and a pointer member at the top as the struct it points to
probe process("@PROGS@/records").function("visit") {
	if ($r->id == 1) {
		println($r->next$)
	} else {
		println($r$)
		println($r$$)
		println($$parms$)
		println($r->in$)
	}
}
=== EXPECT
{.id=2, .name=[...], .in={...}, .vals=[...], .next=0x0}
{.id=2, .name=[...], .in={...}, .vals=[...], .next=0x0}
{.id=2, .name="two", .in={.a=-5, .flag='y'}, .vals=[7, ...], .next=0x0}
r={.id=2, .name=[...], .in={...}, .vals=[...], .next=0x0}
{.a=-5, .flag='y'}
