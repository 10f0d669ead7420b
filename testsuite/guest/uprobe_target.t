# process.function(...), .function(...).return, .statement(...) and .plt
# without a PATH: the -c command's program (found in $PATH as stap finds
# it, here by its path), as stap fills it in: calls 100 calls square 200
# times ($n 14850 in all, the squares 1641750), reaches line 16 as
# often, and strtol once through the PLT; pp() names the program
# (the module is built with -c calls, the run's program)
=== ARGS -c @PROGS@/calls
=== CMD @PROGS@/calls 100
=== PROG
# process.function(...), .function(...).return, .statement(...) and .plt
# without a PATH: the -c command's program (found in $PATH as stap finds
# it, here by its path), as stap fills it in: calls 100 calls square 200
# times ($n 14850 in all, the squares 1641750), reaches line 16 as
# often, and strtol once through the PLT; pp() names the program
global squares, args, returns, sum, lines, plts, names

probe process.function("square") {
	squares++
	args += $n
	names[pp()] = 1
}

probe process.function("square").return {
	returns++
	sum += $return
}

probe process.statement("square@calls.c:16") {
	lines++
}

probe process.plt("strto*") {
	plts[$$name]++
}

probe end {
	printf("square: %d, $n %d in all, returns: %d, %d in all, line 16: %d\n",
	       squares, args, returns, sum, lines)
	foreach (name in plts)
		printf("plt %s: %d\n", name, plts[name])
	foreach (name in names)
		println(name)
}
=== FILTER
sed 's|process("[^"]*/progs/calls")|process("PROGS/calls")|; s|@[^"]*/progs/calls.c|@PROGS/calls.c|'
=== EXPECT
square: 200, $n 14850 in all, returns: 200, 1641750 in all, line 16: 200
plt strtol: 1
process("PROGS/calls").function("square@PROGS/calls.c:14")
