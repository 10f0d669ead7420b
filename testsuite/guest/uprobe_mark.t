# process("PATH").mark: Debian's own python3 (3.11) marks function__entry,
# $arg2 the function's name and $arg3 its line, only while the marker's
# semaphore is up; 3.11 reaches the marker when a frame is entered from
# C, as a generator is by next(): a recursive generator fact(30) is
# entered exactly 30 times, each at line 2; $$name and $$provider
=== CMD /usr/bin/python3 -c 'exec("def fact(n):\n    yield 1 if n < 2 else n * next(fact(n - 1))\nnext(fact(30))")'
=== PROG
# process("PATH").mark: Debian's own python3 (3.11) marks function__entry,
# $arg2 the function's name and $arg3 its line, only while the marker's
# semaphore is up; 3.11 reaches the marker when a frame is entered from
# C, as a generator is by next(): a recursive generator fact(30) is
# entered exactly 30 times, each at line 2; $$name and $$provider
global calls, names, lines

probe process("/usr/bin/python3").mark("function__entry") {
	if (pid() == target() && user_string($arg2) == "fact") {
		calls++
		names[$$provider, $$name]++
		lines[$arg3]++
	}
}

probe end {
	printf("fact entered %d times\n", calls)
	foreach ([p, n] in names)
		printf("%s:%s %d\n", p, n, names[p, n])
	foreach (l in lines)
		printf("at line %d: %d\n", l, lines[l])
}
=== EXPECT
fact entered 30 times
python:function__entry 30
at line 2: 30
