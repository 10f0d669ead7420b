# What the test module's DWARF locations cannot give is refused with
# stap's wording: tapc_dwarf_after's $i past its call, where DWARF has
# only its value at the entry (DW_OP_entry_value); a structure and a
# 128-bit integer held in two registers each (DW_OP_piece), and a
# 128-bit constant (DW_OP_implicit_value of 16 bytes), none of them a
# long
=== STATUS 1
=== PROG
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_after@tapc_test.c:78") { println($i) }
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pieces") { println($t->lo) }
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pieces") { println($w) }
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_values@tapc_test.c:90") { println($big) }
=== EXPECT_REGEX
^semantic error: not accessible at this address \[man error::dwarf\] \(0x[0-9a-f]+\): identifier '\$i' at kfunc_dwarf_location_errors.stp:1:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: '\$t' is a struct tapc_two: its members cannot be read where it is yet: identifier '\$t' at kfunc_dwarf_location_errors.stp:2:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: '\$w' is a __int128: only numbers and pointers can be read yet: identifier '\$w' at kfunc_dwarf_location_errors.stp:3:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: '\$big' is a __int128: only numbers and pointers can be read yet: identifier '\$big' at kfunc_dwarf_location_errors.stp:4:[0-9]+$
^        source: .*$
^ *\^$
^$
^Pass 2: analysis failed.  \[man error::pass2\]$
