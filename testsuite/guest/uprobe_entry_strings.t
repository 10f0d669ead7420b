# @entry() of strings at process("PATH").function(...).return, kept by
# thread and stack depth from the call's entry: each level of a
# recursive depth(10, &acc) of progs/entries sees the text its own entry
# made of $n and acc->sum (which its inner calls grew by n(n+1)/2 since:
# @cast of $a reads it as the return finds it, $a->sum as the entry did),
# in 3 rounds of 11 returns
=== CMD @PROGS@/entries 10
=== PROG
# @entry() of strings at process("PATH").function(...).return, kept by
# thread and stack depth from the call's entry: each level of a
# recursive depth(10, &acc) of progs/entries sees the text its own entry
# made of $n and acc->sum (which its inner calls grew by n(n+1)/2 since:
# @cast of $a reads it as the return finds it, $a->sum as the entry did),
# in 3 rounds of 11 returns
global returns, wrong, first

probe process("@PROGS@/entries").function("depth").return {
	returns++
	if (@entry(sprintf("depth(%d) sum %d", $n, $a->sum)) !=
	    sprintf("depth(%d) sum %d", $n,
		    @cast($a, "struct acc", "@PROGS@/entries")->sum - $n * ($n + 1) / 2) ||
	    @entry($a->sum) != $a->sum)
		wrong++
	if (!first++)
		printf("%s: %s\n", @entry(execname()),
		       @entry(sprintf("depth(%d) sum %d", $n, $a->sum)))
}

probe end {
	printf("returns: %d, wrong: %d\n", returns, wrong)
}
=== EXPECT
entries: depth(0) sum 0
returns: 33, wrong: 0
