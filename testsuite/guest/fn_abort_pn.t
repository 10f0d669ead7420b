# pn() is the point as the script names it, wildcards expanded: the alias
# mycl* matched, myclose (pp() is the point under it, syscall.close); of a
# family's point it is pp(); pnlabel() is "" off a .label point. abort()
# ends the session at once: the rest of the hit is skipped, past a
# try/catch, no ERROR is said, no later hit runs, and the end probe does.
=== CMD @PROGS@/close_loop 3
=== PROG
global seen

probe myclose = syscall.close { }

probe begin {
	printf("begin: pn %s, pn is pp %d\n", pn(), pn() == pp())
}

probe mycl* {
	if (pid() != target())
		next
	printf("pn %s, pp %s, pnlabel \"%s\"\n", pn(), pp(), pnlabel())
	seen++
	try {
		abort()
		println("not after abort")
	} catch (msg) {
		println("not caught: ", msg)
	}
	println("not after the try")
}

probe end {
	printf("end after abort, %d hit(s)\n", seen)
}
=== EXPECT
begin: pn begin, pn is pp 1
pn myclose, pp syscall.close, pnlabel ""
end after abort, 1 hit(s)
