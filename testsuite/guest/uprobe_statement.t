# process("PATH").statement("FUNC@FILE:LINE"): a uprobe at the first
# instruction of calls.c's line 31 (the loop's body: 100 times for calls
# 100), its loop variable $i read where DWARF says it is there (0..99,
# 4950 in all), and the locals as -L would list them
=== CMD @PROGS@/calls 100
=== PROG
# process("PATH").statement("FUNC@FILE:LINE"): a uprobe at the first
# instruction of calls.c's line 31 (the loop's body: 100 times for calls
# 100), its loop variable $i read where DWARF says it is there (0..99,
# 4950 in all), and the locals as -L would list them
global hits, sum, largest

probe process("@PROGS@/calls").statement("main@calls.c:31") {
	hits++
	sum += $i
	if ($i > largest)
		largest = $i
}

probe end {
	printf("line 31: %d times, $i %d in all, at most %d\n", hits, sum,
	       largest)
}
=== EXPECT
line 31: 100 times, $i 4950 in all, at most 99
