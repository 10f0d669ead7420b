# system() runs its command with /bin/sh in the background after the
# probe: a first command writes a file, a later one prints it (its output
# goes where tapc's goes) and removes it. Each command, done, writes the
# module's procfs file, whose write probe starts the next or ends the
# session.
=== PROG
global step
probe begin {
	system(sprintf("echo from system > /tmp/tapc_fn_system.out; echo > /proc/systemtap/%s/done",
		       module_name()))
}

probe procfs("done").write {
	if (step++)
		exit()
	else
		system(sprintf("cat /tmp/tapc_fn_system.out; rm -f /tmp/tapc_fn_system.out; echo > /proc/systemtap/%s/done",
			       module_name()))
}
=== EXPECT
from system
