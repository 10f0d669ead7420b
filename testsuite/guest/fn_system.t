# system() runs its command with /bin/sh in the background after the
# probe: a first command writes a file, a later one prints it (its output
# goes where tapc's goes) and removes it.
=== PROG
probe begin {
	system("echo from system > /tmp/tapc_fn_system.out")
}

probe timer.ms(1500) {
	system("cat /tmp/tapc_fn_system.out; rm -f /tmp/tapc_fn_system.out")
}

probe timer.ms(3000) {
	exit()
}
=== EXPECT
from system
