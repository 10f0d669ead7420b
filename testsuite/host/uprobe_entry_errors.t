# @entry(EXPR) at process("PATH").function(...).return: a local is not
# kept from the entry, and one return probe keeps at most 8 values (the
# runtime's per-call storage): each a semantic error at its @entry (the
# ninth's: at its expression); a string (execname()) is kept
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").function("square").return {
	println(@entry(execname()))
}
probe process("@PROGS@/calls").function("norm").return {
	x = 1
	println(@entry(x + 1))
}
probe process("@PROGS@/calls").function("main").return {
	println(@entry($argc + 1), @entry($argc + 2), @entry($argc + 3),
		@entry($argc + 4), @entry($argc + 5), @entry($argc + 6),
		@entry($argc + 7), @entry($argc + 8), @entry($argc + 9))
}
=== EXPECT
semantic error: @entry() of a local variable is not kept from the entry yet: operator '@entry' at uprobe_entry_errors.stp:6:10
        source: 	println(@entry(x + 1))
                	        ^

semantic error: a process return probe keeps at most 8 @entry() values: operator '@entry' at uprobe_entry_errors.stp:11:54
        source: 		@entry($argc + 7), @entry($argc + 8), @entry($argc + 9))
                		                                                   ^

Pass 2: analysis failed.  [man error::pass2]
