# probefunc() in a user probe names the user function the probe is in,
# as stap's usymname(uaddr()): square at square's entry, main at norm's
# return (where the return lands), beside ppfunc(), which names the
# function of pp(); probemod() is stap's error there, in no kernel
# module; and thread_indent() lines with probefunc() as stap's call
# traces print them
=== CMD @PROGS@/calls 2
=== PROG
# probefunc() in a user probe names the user function the probe is in,
# as stap's usymname(uaddr()): square at square's entry, main at norm's
# return (where the return lands), beside ppfunc(), which names the
# function of pp(); probemod() is stap's error there, in no kernel
# module; and thread_indent() lines with probefunc() as stap's call
# traces print them
global entries, returns, errors, trace

probe process("@PROGS@/calls").function("square") {
	entries[probefunc(), ppfunc()]++
	try {
		println(probemod())
	} catch (msg) {
		errors[msg]++
	}
}

probe process("@PROGS@/calls").function("norm").return {
	returns[probefunc(), ppfunc()]++
}

probe process("@PROGS@/calls").function("norm").call {
	trace[thread_indent(1), probefunc()]++
	thread_indent(-1)
}

probe end {
	foreach ([f, p] in entries)
		printf("at the entry: probefunc %s, ppfunc %s: %d\n", f, p, entries[f, p])
	foreach ([f, p] in returns)
		printf("at the return: probefunc %s, ppfunc %s: %d\n", f, p, returns[f, p])
	foreach (msg in errors)
		printf("probemod: %s: %d\n", msg, errors[msg])
	foreach ([i, f] in trace)
		printf("%s -> %s\n", i, f)
}
=== FILTER
sed 's/^ *[0-9]* calls(/T calls(/; s/(\([0-9]*\)):/(TID):/'
=== EXPECT
at the entry: probefunc square, ppfunc square: 4
at the return: probefunc main, ppfunc norm: 2
probemod: Cannot determine kernel module name: 4
T calls(TID): -> norm
