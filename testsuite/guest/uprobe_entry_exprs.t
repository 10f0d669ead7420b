# @entry(EXPR) of any expression at process("PATH").function(...).return,
# computed at the call's entry and kept by thread and stack depth: a
# recursive depth(10, &acc) of progs/entries, whose levels add to acc
# after their inner calls, sees at each return acc->sum grown by
# n(n+1)/2 and acc->calls by n+1 since its own entry (3 rounds: 33
# returns, 660 and 198 in all), @entry($n * 2 + 1) as the entry had it;
# acc->sum as the return finds it is @cast of $a (stap's "past-exit"
# value: a plain $a->sum there is the entry's, as @entry($a->sum) is);
# 30 runs before it exit with 11 calls each still in flight (330 entries
# left by ended processes, more than the runtime's table holds), and
# the last run's returns are all still seen
=== CMD sh -c 'for i in $(seq 30); do @PROGS@/entries 10 exit; done; @PROGS@/entries 10'
=== TIMEOUT 400
=== PROG
# @entry(EXPR) of any expression at process("PATH").function(...).return,
# computed at the call's entry and kept by thread and stack depth: a
# recursive depth(10, &acc) of progs/entries, whose levels add to acc
# after their inner calls, sees at each return acc->sum grown by
# n(n+1)/2 and acc->calls by n+1 since its own entry (3 rounds: 33
# returns, 660 and 198 in all), @entry($n * 2 + 1) as the entry had it;
# acc->sum as the return finds it is @cast of $a (stap's "past-exit"
# value: a plain $a->sum there is the entry's, as @entry($a->sum) is);
# 30 runs before it exit with 11 calls each still in flight (330 entries
# left by ended processes, more than the runtime's table holds), and
# the last run's returns are all still seen
global returns, sums, calls, odd, wrong

probe process("@PROGS@/entries").function("depth").return {
	returns++
	sums += @cast($a, "struct acc", "@PROGS@/entries")->sum - $a->sum
	calls += @cast(@entry($a), "struct acc", "@PROGS@/entries")->calls -
		 @entry($a->calls)
	odd += @entry($n * 2 + 1)
	if (@cast($a, "struct acc", "@PROGS@/entries")->sum - @entry($a->sum) !=
	    $n * ($n + 1) / 2)
		wrong++
}

probe end {
	printf("returns: %d, acc->sum grew %d, acc->calls %d, @entry($n * 2 + 1) "
	       "%d in all, wrong: %d\n", returns, sums, calls, odd, wrong)
}
=== EXPECT
returns: 33, acc->sum grew 660, acc->calls 198, @entry($n * 2 + 1) 363 in all, wrong: 0
