# Hits that cannot take a global's lock in time are skipped and counted;
# past MAXSKIPPED of them the session ends with an error. Here one timer
# holds `busy` for long (a few hundred ms in the guest, longer than the
# slice each vCPU gets of the emulator's one thread), while the profile
# timer on the other CPU wants it each tick and waits for it only once.
# The profile timer reads `busy` (a global only added to would need no
# lock at all: its adds are atomic).
=== ARGS -DMAXSKIPPED=5 -DMAXTRYLOCK=1 -DTRYLOCKDELAY=0 -DMAXACTION=100000000
=== STATUS 1
=== PROG
global busy
probe timer.profile { busy = busy + 1 }
probe timer.ms(200) {
	for (i = 0; i < 2000000; i++)
		busy += i
}
probe timer.s(15) { println("not reached: nothing was skipped"); exit() }
probe error { println("error probe") }
=== EXPECT
error probe
=== STDERR_REGEX
ERROR: Skipped too many probes, check MAXSKIPPED or try again with stap -t for more details\.
WARNING: Number of errors: 0, skipped probes: [0-9]+
