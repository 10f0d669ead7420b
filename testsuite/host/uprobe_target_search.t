# process.plt(...) without a PATH: the -c command's first word is
# searched in $PATH as the shell searches it (sh: Debian's /bin/sh,
# dash, whose PLT calls getpid)
=== ARGS -p2 -c sh
=== PROG
probe process.plt("getpid") {
	println(pp())
}
=== EXPECT
# functions
pp:string ()
# probes
process("/usr/bin/dash").statement(0x4140) /*  <- process.plt("getpid") */ 
