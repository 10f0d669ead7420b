# Typed access that the kernel's types do not allow: stap's messages.
=== ARGS -p2
=== STATUS 1
=== PROG
# Typed access that the kernel's types do not allow: stap's messages.
probe kernel.trace("sched_switch") {
	println(@cast(0, "list_head")->nosuch)
	println($prev->pid->x)
	println($prev->comm->x)
	println($prev->pid[1])
	println(@cast(0, "struct file")->f_path)
	println(&$prev->pid)
	println(@cast(0, "no_such_type_here")->x)
	println(@cast(0, "no_such_type_here", "kernel")->x)
}
=== EXPECT
semantic error: unable to find member 'nosuch' for struct list_head (alternatives: next, prev): operator '->' at typed_errors.stp:3:31
        source: 	println(@cast(0, "list_head")->nosuch)
                	                             ^

semantic error: invalid access '->x' vs. int: operator '->' at typed_errors.stp:4:20
        source: 	println($prev->pid->x)
                	                  ^

semantic error: invalid access '->x' for array type: operator '->' at typed_errors.stp:5:21
        source: 	println($prev->comm->x)
                	                   ^

semantic error: invalid access '[1]' vs. int: operator '[' at typed_errors.stp:6:20
        source: 	println($prev->pid[1])
                	                  ^

semantic error: 'struct path' is being accessed instead of a member such as '->mnt': operator '->' at typed_errors.stp:7:33
        source: 	println(@cast(0, "struct file")->f_path)
                	                               ^

semantic error: cannot take address of tracepoint variable: identifier '$prev' at typed_errors.stp:8:11
        source: 	println(&$prev->pid)
                	         ^

semantic error: type definition 'no_such_type_here' not found in '': operator '@cast' at typed_errors.stp:9:10
        source: 	println(@cast(0, "no_such_type_here")->x)
                	        ^

semantic error: type definition 'no_such_type_here' not found in 'kernel': operator '@cast' at typed_errors.stp:10:10
        source: 	println(@cast(0, "no_such_type_here", "kernel")->x)
                	        ^

Pass 2: analysis failed.  [man error::pass2]
