# process("SCRIPT") probes the script's interpreter, as stap does: the
# kernel runs the program of its "#!" line (zcat is a /bin/sh script;
# /bin/sh is dash)
=== PROG
probe process("/usr/bin/zcat").plt("malloc") { println(1) }
=== EXPECT
# probes
process("/usr/bin/dash").statement(0x4350) /*  <- process("/usr/bin/zcat").plt("malloc") */ 
