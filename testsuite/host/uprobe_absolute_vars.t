# process("PATH").statement(ADDR).absolute has no target variables, as
# stapprobes says: its address is not checked against DWARF
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").statement(0x11e7).absolute {
	println($n)
}
=== EXPECT
semantic error: an .absolute statement has no target variables: its address is not checked against DWARF: identifier '$n' at uprobe_absolute_vars.stp:2:10
        source: 	println($n)
                	        ^

Pass 2: analysis failed.  [man error::pass2]
