# @cast(ADDR, "TYPE", "PATH") to a program's own DWARF types ("struct
# record" and the bare "record"), read in the process's memory: visit()
# of records's two records, their id, name (user_string of the array's
# address), nested member, array element, the next record's id through
# the pointer (0 at the second, whose next is null), and $ of the cast
=== CMD @PROGS@/records
=== PROG
# @cast(ADDR, "TYPE", "PATH") to a program's own DWARF types ("struct
# record" and the bare "record"), read in the process's memory: visit()
# of records's two records, their id, name (user_string of the array's
# address), nested member, array element, the next record's id through
# the pointer (0 at the second, whose next is null), and $ of the cast
probe process("@PROGS@/records").function("visit") {
	id = @cast($r, "struct record", "@PROGS@/records")->id
	nxt = @cast($r, "record", "@PROGS@/records")->next
	printf("%d %s %d %d %d\n", id,
	       user_string(@cast($r, "struct record", "@PROGS@/records")->name),
	       @cast($r, "struct record", "@PROGS@/records")->in->a,
	       @cast($r, "struct record", "@PROGS@/records")->vals[2],
	       nxt ? @cast(nxt, "struct record", "@PROGS@/records")->id : 0)
	if (id == 2)
		println(@cast($r, "struct record", "@PROGS@/records")$)
}
=== EXPECT
1 one 3 6 2
2 two -5 9 0
{.id=2, .name=[...], .in={...}, .vals=[...], .next=0x0}
