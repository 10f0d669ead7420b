# Without the kernel's DWARF, @var of a per-CPU variable is typed by the
# kernel's BTF (runqueues: struct rq), the only variables BTF has.
=== PROG
probe begin { println(@var("runqueues")->cpu) }
=== EXPECT
# probes
begin /*  <- begin */ 
