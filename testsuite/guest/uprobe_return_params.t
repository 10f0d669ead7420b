# A parameter read plainly at a process function's .return is the value
# the call was entered with, as stap takes it (man stapprobes, "MORE ON
# RETURN PROBES": $var at a return is @entry($var), and so is a ->
# chain, read whole at the entry): scale(k) doubles its k before it
# returns and work(x, s, it) writes it->seen, in works.h's programs
# built -O0 (with and without a frame pointer), -O1, -O2 (with and
# without) and -Os, run from /tmp. At -O0 the parameters live in the
# frame the body writes: $k read 2k there, $it->seen the y the body
# stored. Each scale line pairs with the program's own; $it->seen is
# the 0 each call's item starts with.
=== CMD sh -c 'for p in works_o0 works_o0_nofp works_o1 works_o2 works_o2_fp works_os; do @TMPPROGS@/$p; done'
=== PROG
probe process("@TMPPROGS@/works_o0").function("scale").return,
      process("@TMPPROGS@/works_o0_nofp").function("scale").return,
      process("@TMPPROGS@/works_o1").function("scale").return,
      process("@TMPPROGS@/works_o2").function("scale").return,
      process("@TMPPROGS@/works_o2_fp").function("scale").return,
      process("@TMPPROGS@/works_os").function("scale").return {
	printf("%s: scale returned k=%d r=%d\n", execname(), $k, $return)
	printf("%s: scale parms %s\n", execname(), $$parms)
}

probe process("@TMPPROGS@/works_o0").function("work").return,
      process("@TMPPROGS@/works_o0_nofp").function("work").return,
      process("@TMPPROGS@/works_o1").function("work").return,
      process("@TMPPROGS@/works_o2").function("work").return,
      process("@TMPPROGS@/works_o2_fp").function("work").return,
      process("@TMPPROGS@/works_os").function("work").return {
	printf("%s: work returned x=%d id=%d seen=%d\n", execname(), $x,
	       $it->id, $it->seen)
}
=== FILTER
awk '/scale returned/ { n[$0]++ }
     / scale k=/ { k = $3; sub(/k=/, "", k); parms[$1 " scale parms k=0x" sprintf("%x", k)] = 1 }
     / scale parms / { got[$0]++ }
     /work x=/ { x = $3; sub(/x=/, "", x) }
     /work returned/ { w[$0]++ }
     / item id=/ { split($3, a, "="); items[$1 " work returned x=" x " id=" a[2] " seen=0"] = 1 }
     END {
	for (l in n) { c++; if (n[l] != 2) { bad++; print "not paired:", l } }
	for (l in parms) { if (got[l] != 1) { bad++; print "parms not read:", l } }
	for (l in got) if (!(l in parms)) { bad++; print "parms wrong:", l }
	for (l in items) { if (w[l] != 1) { bad++; print "work not read:", l } }
	for (l in w) if (!(l in items)) { bad++; print "work wrong:", l }
	printf "%d scale lines, %d parms, %d work lines, %d wrong\n", c, length(parms), length(items), bad + 0
     }'
=== EXPECT
60 scale lines, 60 parms, 60 work lines, 0 wrong
