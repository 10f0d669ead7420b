# -p1 prints the seed article's script back in canonical form.
=== ARGS -p1
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
global syscalls
probe begin
{
	print("Collecting data... Type Ctrl-C to exit and display results\n");
}
probe kernel.trace("sys_enter")
{
	syscalls[pid()]++;
}
probe end
{
	printf("%-10s %-s\n", "#SysCalls", "PID");
	foreach ([pid] in syscalls-)
		printf("%-10d %-d\n", syscalls[pid], pid);
}
