# Hits that cannot take a global's lock in time are skipped and counted;
# past MAXSKIPPED of them the session ends with an error. Here the timer
# on each CPU holds `busy` for long, and waits for it only once.
=== ARGS -DMAXSKIPPED=5 -DMAXTRYLOCK=1 -DTRYLOCKDELAY=0 -DMAXACTION=100000
=== STATUS 1
=== PROG
# Hits that cannot take a global's lock in time are skipped and counted;
# past MAXSKIPPED of them the session ends with an error. Here the timer
# on each CPU holds `busy` for long, and waits for it only once.
global busy
probe timer.profile {
	for (i = 0; i < 30000; i++)
		busy += i
}
probe timer.s(15) { println("not reached: nothing was skipped"); exit() }
probe error { println("error probe") }
=== EXPECT
error probe
=== STDERR_REGEX
ERROR: Skipped too many probes, check MAXSKIPPED or try again with stap -t for more details\.
WARNING: Number of errors: 0, skipped probes: [0-9]+
