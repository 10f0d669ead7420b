# Every call's own values at process("PATH").function("work"), its
# .return and .statement("work@works.h:22"), for works.h's work() built
# -O0 (with and without a frame pointer), -O1, -O2 (with and without),
# -Os and in shared libraries (-O0 by its path, -O2 through .library of
# the program that loads it): $x, user_string($s), $it->id, $it->weight,
# $$parms, @entry($x) and $x at the return with $return, $y at the
# statement, each line as the program prints it for the same call. At
# -O0 the parameters are homed by the prologue: the probe is past it, as
# stap puts it (each call read the previous call's values, the first
# zeros). At scale(k)'s entry $k is what the caller passed, where -O2's
# location list also describes the k * 2 its first statement makes at
# the same address (a location view: $k read 2k). The filter pairs each
# line the program printed with the probe's (sorted, counted): 8 builds,
# 10 calls, 4 lines each, and scale's of 6 programs (the program's item
# lines are uprobe_user_memory's).
=== CMD sh -c 'for p in works_o0 works_o0_nofp works_o1 works_o2 works_o2_fp works_os; do @PROGS@/$p; done; @PROGS@/works_dl libworks_o0; @PROGS@/works_dl libworks_o2'
=== PROG
# Every call's own values at process("PATH").function("work"), its
# .return and .statement("work@works.h:22"), for works.h's work() built
# -O0 (with and without a frame pointer), -O1, -O2 (with and without),
# -Os and in shared libraries (-O0 by its path, -O2 through .library of
# the program that loads it): $x, user_string($s), $it->id, $it->weight,
# $$parms, @entry($x) and $x at the return with $return, $y at the
# statement, each line as the program prints it for the same call. At
# -O0 the parameters are homed by the prologue: the probe is past it, as
# stap puts it (each call read the previous call's values, the first
# zeros). At scale(k)'s entry $k is what the caller passed, where -O2's
# location list also describes the k * 2 its first statement makes at
# the same address (a location view: $k read 2k); @entry($k) at its
# return too, which at -O0 is computed past the prologue (at the entry
# it read the previous call's home, as @entry(user_string($s)) did). The
# filter pairs each line the program printed with the probe's.
function at_work(name, x, s, id, weight, parms) {
	printf("%s: work x=%d s=%s id=%d weight=%d\n", name, x, user_string(s),
	       id, weight)
	printf("%s: parms %s\n", name, parms)
}

function at_return(name, x, entry_x, s, id, r) {
	printf("%s: return x=%d entry x=%d s=%s id=%d r=%d\n", name, x, entry_x,
	       s, id, r)
}

probe process("@PROGS@/works_o0").function("work"),
      process("@PROGS@/works_o0_nofp").function("work"),
      process("@PROGS@/works_o1").function("work"),
      process("@PROGS@/works_o2").function("work"),
      process("@PROGS@/works_o2_fp").function("work"),
      process("@PROGS@/works_os").function("work") {
	at_work(execname(), $x, $s, $it->id, $it->weight, $$parms)
}

probe process("@PROGS@/libworks_o0").function("work") {
	at_work("libworks_o0", $x, $s, $it->id, $it->weight, $$parms)
}

probe process("@PROGS@/works_dl").library("@PROGS@/libworks_o2").function("work") {
	at_work("libworks_o2", $x, $s, $it->id, $it->weight, $$parms)
}

probe process("@PROGS@/works_o0").function("scale"),
      process("@PROGS@/works_o0_nofp").function("scale"),
      process("@PROGS@/works_o1").function("scale"),
      process("@PROGS@/works_o2").function("scale"),
      process("@PROGS@/works_o2_fp").function("scale"),
      process("@PROGS@/works_os").function("scale") {
	printf("%s: scale k=%d\n", execname(), $k)
}

probe process("@PROGS@/works_o0").function("scale").return,
      process("@PROGS@/works_o0_nofp").function("scale").return,
      process("@PROGS@/works_o1").function("scale").return,
      process("@PROGS@/works_o2").function("scale").return,
      process("@PROGS@/works_o2_fp").function("scale").return,
      process("@PROGS@/works_os").function("scale").return {
	printf("%s: scale returned k=%d r=%d\n", execname(), @entry($k), $return)
}

probe process("@PROGS@/works_o0").function("work").return,
      process("@PROGS@/works_o0_nofp").function("work").return,
      process("@PROGS@/works_o1").function("work").return,
      process("@PROGS@/works_o2").function("work").return,
      process("@PROGS@/works_o2_fp").function("work").return,
      process("@PROGS@/works_os").function("work").return {
	at_return(execname(), $x, @entry($x), @entry(user_string($s)),
		  @entry($it->id), $return)
}

probe process("@PROGS@/libworks_o0").function("work").return {
	at_return("libworks_o0", $x, @entry($x), @entry(user_string($s)),
		  @entry($it->id), $return)
}

probe process("@PROGS@/works_dl").library("@PROGS@/libworks_o2").function("work").return {
	at_return("libworks_o2", $x, @entry($x), @entry(user_string($s)),
		  @entry($it->id), $return)
}

probe process("@PROGS@/works_o0").statement("work@works.h:22"),
      process("@PROGS@/works_o0_nofp").statement("work@works.h:22"),
      process("@PROGS@/works_o1").statement("work@works.h:22"),
      process("@PROGS@/works_o2").statement("work@works.h:22"),
      process("@PROGS@/works_o2_fp").statement("work@works.h:22"),
      process("@PROGS@/works_os").statement("work@works.h:22") {
	printf("%s: y=%d\n", execname(), $y)
}

probe process("@PROGS@/libworks_o0").statement("work@works.h:22") {
	printf("libworks_o0: y=%d\n", $y)
}

probe process("@PROGS@/works_dl").library("@PROGS@/libworks_o2").statement("work@works.h:22") {
	printf("libworks_o2: y=%d\n", $y)
}
=== FILTER
grep -v ': item ' | sort | uniq -c | awk '{ n++ } $1 != 2 { bad++; print "not paired:", $0 }
	END { printf "%d lines paired, %d not\n", n - bad, bad }'
=== EXPECT
440 lines paired, 0 not
