# .plt: the PLT's entries, named by the functions their relocations
# bind (.plt alone is .plt("*")); a $var there is refused, only $$name
# is known
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").plt {
	println($$name)
}
probe process("@PROGS@/calls").plt("strtol").return {
	println($$name, $return, $nptr)
}
=== EXPECT
semantic error: a .plt probe has only $$name: the arguments of a function called through the PLT are not available: identifier '$nptr' at uprobe_plt.stp:5:27
        source: 	println($$name, $return, $nptr)
                	                         ^

Pass 2: analysis failed.  [man error::pass2]
