# under -g, _start's .return is probed as written (stap's guru mode lifts
# its rule for a program's functions)
=== ARGS -g -p2
=== PROG
probe process("@PROGS@/calls").function("_start").return { println(1) }
=== EXPECT
# probes
process("@PROGS@/calls").function("_start").return /*  <- process("@PROGS@/calls").function("_start").return */ 
