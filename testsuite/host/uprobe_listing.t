# tapc -L of a program built with DWARF: its functions with their source
# places and parameters' types as stap spells them, and those DWARF does
# not describe (_start, _init) by their symbols
=== ARGS -L process("@PROGS@/calls").function("*")
=== PROG
# tapc -L of a program built with DWARF
=== EXPECT
process("@PROGS@/calls").function("__do_global_dtors_aux")
process("@PROGS@/calls").function("_fini")
process("@PROGS@/calls").function("_init")
process("@PROGS@/calls").function("_start")
process("@PROGS@/calls").function("deregister_tm_clones")
process("@PROGS@/calls").function("frame_dummy")
process("@PROGS@/calls").function("main@@PROGS@/calls.c:24") $argc:int $argv:char**
process("@PROGS@/calls").function("norm@@PROGS@/calls.c:19") $p:struct point const*
process("@PROGS@/calls").function("register_tm_clones")
process("@PROGS@/calls").function("square@@PROGS@/calls.c:14") $n:long int
