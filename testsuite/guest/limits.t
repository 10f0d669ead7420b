# Limits: MAXNESTING stops runaway recursion, MAXACTION a runaway loop,
# a declared array size and MAXMAPENTRIES stop an array's growth; each an
# error that try/catch can catch; MAXSTRINGLEN cuts strings. -D changes
# them all; an ERROR line too is cut at MAXSTRINGLEN, as stap cuts it.
=== ARGS -DMAXNESTING=5 -DMAXMAPENTRIES=20 -DMAXACTION=30 -DMAXACTION_INTERRUPTIBLE=300 -DMAXSTRINGLEN=64
=== STATUS 1
=== PROG
# Limits: MAXNESTING stops runaway recursion, MAXACTION a runaway loop,
# a declared array size and MAXMAPENTRIES stop an array's growth; each an
# error that try/catch can catch; MAXSTRINGLEN cuts strings. -D changes
# them all.
global small[3], big

function down(n) { return n ? 1 + down(n - 1) : 0 }

probe begin {
	s = "x"
	for (i = 0; i < 10; i++)
		s .= s
	println(strlen(s), " ", strlen(sprintf("%s%s", s, s)))
	println(down(4))
	try { println(down(5)) } catch (e) { println("down(5): ", e) }
	try { for (i = 0; i < 3; i++) small[i] = i; small[9] = 9 } catch (e) { println("small: ", e) }
	try { for (i = 0; i < 100; i++) big[i] = i } catch (e) { println("big: ", e, " at ", i) }
	i = 0
	while (1)
		i++
}
probe error { println("error probe") }
=== EXPECT
63 63
4
down(5): MAXNESTING exceeded
small: Array overflow, check size limit (3)
big: Array overflow, check MAXMAPENTRIES at 20
error probe
=== STDERR
ERROR: MAXACTION exceeded near identifier 'i' at limits.stp:20:3 in pr
WARNING: Number of errors: 1, skipped probes: 0
