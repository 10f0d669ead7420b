# tapc -L of a statement probe: the variables of the blocks around the
# line, innermost first, then the function's parameters and locals, as
# stap lists them
=== ARGS -L process("@PROGS@/calls").statement("main@calls.c:31")
=== PROG
# tapc -L of a statement probe
=== EXPECT
process("@PROGS@/calls").statement("main@@PROGS@/calls.c:31") $p:struct point $i:long int $argc:int $argv:char** $n:long int $sum:long int
