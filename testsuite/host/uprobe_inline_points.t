# -p2 of function("F") (its out-of-line copy and its inline instance, as
# stap), .inline (the instance alone), .call (the copy alone), and
# statement(ADDR) with and without .absolute, as stap names them
=== PROG
probe process("@PROGS@/inlines").function("twice") { println(pp()) }
probe process("@PROGS@/inlines").function("twice").inline { println(pp()) }
probe process("@PROGS@/inlines").function("twice").call { println(pp()) }
probe process("@PROGS@/calls").statement(0x11e0), process("@PROGS@/calls").statement(0x11e7).absolute { println(pp()) }
=== EXPECT
# functions
pp:string ()
# probes
process("@PROGS@/inlines").function("twice@@PROGS@/inlines.c:15") /*  <- process("@PROGS@/inlines").function("twice") */ 
process("@PROGS@/inlines").function("twice@@PROGS@/inlines.c:15") /*  <- process("@PROGS@/inlines").function("twice") */ 
process("@PROGS@/inlines").function("twice@@PROGS@/inlines.c:15").inline /*  <- process("@PROGS@/inlines").function("twice").inline */ 
process("@PROGS@/inlines").function("twice@@PROGS@/inlines.c:15").call /*  <- process("@PROGS@/inlines").function("twice").call */ 
process("@PROGS@/calls").statement(0x11e0) /*  <- process("@PROGS@/calls").statement(4576),process("@PROGS@/calls").statement(4583).absolute */ 
process("@PROGS@/calls").statement(0x11e7).absolute /*  <- process("@PROGS@/calls").statement(4576),process("@PROGS@/calls").statement(4583).absolute */ 
