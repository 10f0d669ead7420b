# @cast(ADDR, "TYPE", "PATH") of a type the program's DWARF does not
# have, and of a program without DWARF: stap's "type definition ... not
# found in"
=== STATUS 1
=== PROG
probe process("@PROGS@/records").function("visit") {
	println(@cast($r, "struct nosuch", "@PROGS@/records")->id)
}
probe process("@PROGS@/records").function("visit") {
	println(@cast($r, "struct record", "/usr/bin/sleep")->id)
}
=== EXPECT
semantic error: type definition 'struct nosuch' not found in '@PROGS@/records': operator '@cast' at uprobe_cast_errors.stp:2:10
        source: 	println(@cast($r, "struct nosuch", "@PROGS@/records")->id)
                	        ^

semantic error: type definition 'struct record' not found in '/usr/bin/sleep': operator '@cast' at uprobe_cast_errors.stp:5:10
        source: 	println(@cast($r, "struct record", "/usr/bin/sleep")->id)
                	        ^

Pass 2: analysis failed.  [man error::pass2]
