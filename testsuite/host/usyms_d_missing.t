# -d names user-space binaries whose symbols and unwind tables go into
# the module: a program by name is found in $PATH (ls), as stap finds
# it; one that is not there, or is not ELF, gets stap's warning and the
# script still runs its passes; --ldd adds their libraries, silently
=== ARGS -d /nonexistent -d /etc/passwd -d ls --ldd -p2
=== PROG
# -d names user-space binaries whose symbols and unwind tables go into
# the module: a program by name is found in $PATH (ls), as stap finds
# it; one that is not there, or is not ELF, gets stap's warning and the
# script still runs its passes; --ldd adds their libraries, silently
probe begin { println(1) }
=== EXPECT
WARNING: missing unwind/symbol data for module '/nonexistent'
WARNING: missing unwind/symbol data for module '/etc/passwd'
# probes
begin /*  <- begin */ 
