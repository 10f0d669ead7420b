# Variables at a function's entry, from DWARF: a name it does not have
# (stap's message, with the alternatives), $return at the entry, a local
# that has no value yet there, and a write without -g
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").function("square") {
	println($zz)
}
probe process("@PROGS@/calls").function("norm") {
	println($return)
}
probe process("@PROGS@/calls").function("main") {
	println($n)
}
probe process("@PROGS@/calls").function("square") {
	$n = 1
}
=== EXPECT
semantic error: unable to find local 'zz', [man error::dwarf] dieoffset 0x21a in @PROGS@/calls, near pc 0x11e0 in square calls.c (alternatives: $n)): identifier '$zz' at uprobe_vars.stp:2:10
        source: 	println($zz)
                	        ^

semantic error: unable to find local 'return', [man error::dwarf] dieoffset 0x1c8 in @PROGS@/calls, near pc 0x11f0 in norm calls.c (alternatives: $p)): identifier '$return' at uprobe_vars.stp:5:10
        source: 	println($return)
                	        ^

semantic error: not accessible at this address [man error::dwarf] (0x1060): identifier '$n' at uprobe_vars.stp:8:10
        source: 	println($n)
                	        ^

semantic error: write to target variable not permitted; need stap -g: identifier '$n' at uprobe_vars.stp:11:2
        source: 	$n = 1
                	^

Pass 2: analysis failed.  [man error::pass2]
