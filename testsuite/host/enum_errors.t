# @enum and @enumname refused as stap refuses them: an enumerator the
# kernel's BTF has not (with the closest names), a type that is no enum,
# a value without a type, a target of another type; exit 1.
=== STATUS 1
=== PROG
# @enum and @enumname refused as stap refuses them: an enumerator the
# kernel's BTF has not (with the closest names), a type that is no enum,
# a value without a type, a target of another type; exit 1.
probe begin {
	println(@enum("PIDTYPE_SIX"))
	println(@enumname(1, "no_such_enum"))
	println(@enumname(1, "task_struct"))
	println(@enumname(1))
}
probe kernel.function("__task_pid_nr_ns") {
	println(@enumname($task))
}
=== EXPECT
semantic error: enumeration constant 'PIDTYPE_SIX' not found (did you mean PIDTYPE_SID, PIDTYPE_MAX, PIDTYPE_PID, PIDTYPE_PGID, PIDTYPE_TGID?): operator '@enum' at enum_errors.stp:5:10
        source: 	println(@enum("PIDTYPE_SIX"))
                	        ^

semantic error: @enumname requires a typed $variable or a type string argument; unresolved enumeration type: operator '@enumname' at enum_errors.stp:6:10
        source: 	println(@enumname(1, "no_such_enum"))
                	        ^

semantic error: @enumname requires a typed $variable or a type string argument; unresolved enumeration type: operator '@enumname' at enum_errors.stp:7:10
        source: 	println(@enumname(1, "task_struct"))
                	        ^

semantic error: @enumname requires a typed $variable or a type string argument: operator '@enumname' at enum_errors.stp:8:10
        source: 	println(@enumname(1))
                	        ^

semantic error: @enumname target 'task' does not have enumeration type (have struct task_struct*): operator '@enumname' at enum_errors.stp:11:10
        source: 	println(@enumname($task))
                	        ^

Pass 2: analysis failed.  [man error::pass2]
