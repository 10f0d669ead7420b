# @cast's module that is not there: a kernel module the target does not
# have, a path that is no file, a file that is not ELF; stap's "type
# definition ... not found in" naming it, exit 1. A list with one module
# that is there ("kernel") resolves.
=== STATUS 1
=== PROG
# @cast's module that is not there: a kernel module the target does not
# have, a path that is no file, a file that is not ELF; stap's "type
# definition ... not found in" naming it, exit 1. A list with one module
# that is there ("kernel") resolves.
probe kernel.trace("sched_switch") {
	println(@cast($prev, "task_struct", "no_such_module")->pid)
	println(@cast($prev, "task_struct", "/no/such/program")->pid)
	println(@cast($prev, "task_struct", "/etc/passwd")->pid)
	println(@cast($prev, "task_struct", "no_such_module:kernel")->pid)
}
=== EXPECT
semantic error: type definition 'task_struct' not found in 'no_such_module': operator '@cast' at bad_input_cast.stp:6:10
        source: 	println(@cast($prev, "task_struct", "no_such_module")->pid)
                	        ^

semantic error: type definition 'task_struct' not found in '/no/such/program': operator '@cast' at bad_input_cast.stp:7:10
        source: 	println(@cast($prev, "task_struct", "/no/such/program")->pid)
                	        ^

semantic error: type definition 'task_struct' not found in '/etc/passwd': operator '@cast' at bad_input_cast.stp:8:10
        source: 	println(@cast($prev, "task_struct", "/etc/passwd")->pid)
                	        ^

Pass 2: analysis failed.  [man error::pass2]
