# @cast_sizeof(TYPE) and @cast_module_sizeof(MODULE, TYPE) expand, as
# stap's tapset macros, to the address of element 1 of @cast(0, ...): the
# size, typed in pass 2 (the guest's autocast_pretty reads the values).
=== PROG
probe begin {
	println(@cast_sizeof("list_head"), @cast_module_sizeof("kernel", "task_struct"))
}
=== EXPECT
# probes
begin /*  <- begin */ 
