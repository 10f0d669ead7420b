# -L of the inline instances: each with its parameters as DWARF has them
=== ARGS -L process("@PROGS@/inlines").function("*").inline
=== PROG
# -L of the inline instances
=== EXPECT
process("@PROGS@/inlines").function("twice@@PROGS@/inlines.c:15").inline $n:long int
