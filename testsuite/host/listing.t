# The -p2 listing of the seed article's script: globals, functions, probes.
=== ARGS -p2
=== PROG
global syscalls
probe begin {
print ("Collecting data... Type Ctrl-C to exit and display results\n")
}
probe kernel.trace("sys_enter") {
syscalls[pid()]++
}
probe end {
printf ("%-10s %-s\n", "#SysCalls", "PID")
foreach (pid in syscalls-)
printf("%-10d %-d\n", syscalls[pid], pid)
}
=== EXPECT
# globals
syscalls:long [long]
# functions
pid:long ()
# probes
begin /*  <- begin */ 
kernel.trace("raw_syscalls:sys_enter") /*  <- kernel.trace("sys_enter") */ 
end /*  <- end */ 
  # locals
  pid:long
