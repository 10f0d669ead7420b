# process("PATH").function("F").inline: a uprobe at the entry of each
# inline instance from DWARF (inlines 100: twice inlined into main's
# loop, 100 hits, its $n 0..99 from the instance's own location, 4950
# in all); .call the out-of-line copy alone (called through a pointer
# with 1..100: 5050); function() both, as stap (200); and $$vars,
# $$locals, $$parms at late's entry, where DWARF lists its local k with
# no value yet: "k=?", as stap shows it
=== CMD @PROGS@/inlines 100
=== PROG
# process("PATH").function("F").inline: a uprobe at the entry of each
# inline instance from DWARF (inlines 100: twice inlined into main's
# loop, 100 hits, its $n 0..99 from the instance's own location, 4950
# in all); .call the out-of-line copy alone (called through a pointer
# with 1..100: 5050); function() both, as stap (200); and $$vars,
# $$locals, $$parms at late's entry, where DWARF lists its local k with
# no value yet: "k=?", as stap shows it
global inlined, inline_n, called, call_n, both, vars

probe process("@PROGS@/inlines").function("twice").inline {
	inlined++
	inline_n += $n
}

probe process("@PROGS@/inlines").function("twice").call {
	called++
	call_n += $n
}

probe process("@PROGS@/inlines").function("twice") {
	both++
}

probe process("@PROGS@/inlines").function("late") {
	if ($n == 7)
		vars = sprintf("$$vars: %s, $$locals: %s, $$parms: %s", $$vars,
			       $$locals, $$parms)
}

probe end {
	printf(".inline: %d, $n %d in all\n", inlined, inline_n)
	printf(".call: %d, $n %d in all\n", called, call_n)
	printf("function(): %d\n", both)
	println(vars)
}
=== EXPECT
.inline: 100, $n 4950 in all
.call: 100, $n 5050 in all
function(): 200
$$vars: n=0x7 k=?, $$locals: k=?, $$parms: n=0x7
