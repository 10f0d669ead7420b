# process("PATH").function probes on a program built with DWARF count
# its calls exactly (calls 100: norm 100 times, square 200) with a
# parameter from DWARF ($n: i and 2i, 3 * 4950 in all), .call the same
# with the members of the struct its pointer parameter points to, read
# in the process's memory ($p->x: 4950 in all, $p->y: 9900),
# .return its returns with $return (the squares of i and 2i sum to
# 5 * 328350) and its parameter as the entry had it ($n and @entry($n),
# the registers kept at the entry), a glob (ma*: main once, $argc 2), libc's getpid
# without debug info by its symbol: 100 calls from the target, the same
# as calls's .library("libc.so.6"), and the PLT's entry of strtol once,
# its $$name
=== CMD @PROGS@/calls 100
=== PROG
# process("PATH").function probes on a program built with DWARF count
# its calls exactly (calls 100: norm 100 times, square 200) with a
# parameter from DWARF ($n: i and 2i, 3 * 4950 in all), .call the same
# with the members of the struct its pointer parameter points to, read
# in the process's memory ($p->x: 4950 in all, $p->y: 9900),
# .return its returns with $return (the squares of i and 2i sum to
# 5 * 328350) and its parameter as the entry had it ($n and @entry($n),
# the registers kept at the entry), a glob (ma*: main once, $argc 2), libc's getpid
# without debug info by its symbol: 100 calls from the target, the same
# as calls's .library("libc.so.6"), and the PLT's entry of strtol once,
# its $$name
global squares, args, norms, returns, sum, mains, argc, getpids, others
global plts, libgetpids, xs, ys, entry_n, ret_n

probe process("@PROGS@/calls").function("square") {
	squares++
	args += $n
}

probe process("@PROGS@/calls").function("norm").call {
	norms++
	xs += $p->x
	ys += $p->y
	if (pid() != target())
		others++
}

probe process("@PROGS@/calls").function("square").return {
	returns++
	sum += $return
	entry_n += @entry($n)
	ret_n += $n
}

probe process("@PROGS@/calls").function("ma*") {
	mains++
	argc = $argc
}

probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid") {
	if (pid() == target())
		getpids++
}

probe process("@PROGS@/calls").library("libc.so.6").function("getpid") {
	libgetpids++
}

probe process("@PROGS@/calls").plt("strto*") {
	plts[$$name]++
}

probe end {
	printf("square: %d, $n: %d in all, norm: %d, main: %d ($argc %d), "
	       "by others: %d\n", squares, args, norms, mains, argc, others)
	printf("norm's $p->x: %d, $p->y: %d\n", xs, ys)
	printf("square returned %d times, %d in all, @entry($n) %d, $n %d\n",
	       returns, sum, entry_n, ret_n)
	printf("getpid: %d, in calls's libc: %d\n", getpids, libgetpids)
	foreach (name in plts)
		printf("plt %s: %d\n", name, plts[name])
}
=== EXPECT
square: 200, $n: 14850 in all, norm: 100, main: 1 ($argc 2), by others: 0
norm's $p->x: 4950, $p->y: 9900
square returned 200 times, 1641750 in all, @entry($n) 14850, $n 14850
getpid: 100, in calls's libc: 100
plt strtol: 1
