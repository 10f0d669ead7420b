# process.mark("NAME") without a PATH: the markers of the -c command's
# program (/usr/bin/python3, a link to Debian's python3.11, which pp()
# names, at the marker's address, as stap's), as stap fills it in: function__entry with its semaphore up,
# a recursive generator fact(30) entered 30 times
# (the module is built with -c python3, the run's program)
=== ARGS -c /usr/bin/python3
=== CMD /usr/bin/python3 -c 'exec("def fact(n):\n    yield 1 if n < 2 else n * next(fact(n - 1))\nnext(fact(30))")'
=== PROG
# process.mark("NAME") without a PATH: the markers of the -c command's
# program (/usr/bin/python3, a link to Debian's python3.11, which pp()
# names, at the marker's address, as stap's), as stap fills it in: function__entry with its semaphore up,
# a recursive generator fact(30) entered 30 times
global calls, names

probe process.mark("function__entry") {
	if (pid() == target() && user_string($arg2) == "fact") {
		calls++
		names[pp()] = 1
	}
}

probe end {
	printf("fact entered %d times\n", calls)
	foreach (name in names)
		println(name)
}
=== EXPECT
fact entered 30 times
process("/usr/bin/python3.11").statement(0x4f20a1)
