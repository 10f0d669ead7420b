# process("PATH").statement(ADDR): calls's square begins at 0x11e0 (gcc
# 12's -g -O2 layout of testsuite/progs/calls.c, as nm shows it), a row
# of its line table: 200 hits for calls 100, $n there (i and 2i: 14850
# in all); 0x11e4 is a row too (line 17), where DWARF has n without a
# value: $$vars "n=?", as stap; .absolute at 0x11e7, square's ret,
# which begins no row (statement() refuses it): unchecked, 200 hits
=== CMD @PROGS@/calls 100
=== PROG
# process("PATH").statement(ADDR): calls's square begins at 0x11e0 (gcc
# 12's -g -O2 layout of testsuite/progs/calls.c, as nm shows it), a row
# of its line table: 200 hits for calls 100, $n there (i and 2i: 14850
# in all); 0x11e4 is a row too (line 17), where DWARF has n without a
# value: $$vars "n=?", as stap; .absolute at 0x11e7, square's ret,
# which begins no row (statement() refuses it): unchecked, 200 hits
global at_entry, n_sum, at_row, row_vars, at_ret, pps

probe process("@PROGS@/calls").statement(0x11e0) {
	at_entry++
	n_sum += $n
	pps[pp()] = 1
}

probe process("@PROGS@/calls").statement(0x11e4) {
	at_row++
	row_vars = $$vars
}

probe process("@PROGS@/calls").statement(0x11e7).absolute {
	at_ret++
	pps[pp()] = 1
}

probe end {
	printf("0x11e0: %d, $n %d in all\n", at_entry, n_sum)
	printf("0x11e4: %d, $$vars %s\n", at_row, row_vars)
	printf("0x11e7 .absolute: %d\n", at_ret)
	foreach (p in pps+)
		println(p)
}
=== FILTER
sed 's|process("[^"]*/calls")|process("calls")|'
=== EXPECT
0x11e0: 200, $n 14850 in all
0x11e4: 200, $$vars n=?
0x11e7 .absolute: 200
process("calls").statement(0x11e0)
process("calls").statement(0x11e7).absolute
