# process.function(...), .return, .statement(...) and .plt(...) without
# a PATH name the -c command's program, its first word found in $PATH
# (uprobe_target_search) or by its path (calls), as stap fills it in
=== ARGS -p2 -c @PROGS@/calls
=== PROG
probe process.function("square"), process.function("norm").return,
      process.statement("square@calls.c:16"), process.plt("strtol") {
	println(pp())
}
=== EXPECT
# functions
pp:string ()
# probes
process("@PROGS@/calls").function("square@@PROGS@/calls.c:14") /*  <- process.function("square"),process.function("norm").return,process.statement("square@calls.c:16"),process.plt("strtol") */ 
process("@PROGS@/calls").function("norm@@PROGS@/calls.c:19").return /*  <- process.function("square"),process.function("norm").return,process.statement("square@calls.c:16"),process.plt("strtol") */ 
process("@PROGS@/calls").statement("square@@PROGS@/calls.c:16") /*  <- process.function("square"),process.function("norm").return,process.statement("square@calls.c:16"),process.plt("strtol") */ 
process("@PROGS@/calls").statement(0x1040) /*  <- process.function("square"),process.function("norm").return,process.statement("square@calls.c:16"),process.plt("strtol") */ 
