# Writes through typed access change the kernel's memory: refused.
=== ARGS -p2
=== STATUS 1
=== PROG
# Writes through typed access change the kernel's memory: refused.
probe kernel.trace("sched_switch") {
	$prev->pid = 1
	@cast(0, "list_head")->next++
}
=== EXPECT
semantic error: write to tracepoint variable '$prev' not permitted; need stap -g: identifier '$prev' at typed_writes.stp:3:2
        source: 	$prev->pid = 1
                	^

semantic error: write to typecast value not permitted; need stap -g: operator '@cast' at typed_writes.stp:4:2
        source: 	@cast(0, "list_head")->next++
                	^

Pass 2: analysis failed.  [man error::pass2]
