# Time: the wall clock in four units agrees with itself, the CPU clock,
# the cycle counter and jiffies move on, HZ is the target kernel's (250).
=== PROG
# Time: the wall clock in four units agrees with itself, the CPU clock,
# the cycle counter and jiffies move on, HZ is the target kernel's (250).
global t0, c0, j0

probe begin {
	ns = gettimeofday_ns(); us = gettimeofday_us()
	ms = gettimeofday_ms(); s = gettimeofday_s()
	printf("units agree: %d %d %d\n", us - ns / 1000 < 1000000,
	       ms - ns / 1000000 < 1000, s - ns / 1000000000 < 2)
	printf("after 2020: %d\n", s > 1577836800)
	printf("HZ %d\n", HZ())
	t0 = local_clock_ns(); c0 = get_cycles(); j0 = jiffies()
}

probe timer.ms(200) {
	printf("clocks advance: %d %d %d\n", local_clock_ns() > t0, get_cycles() > c0,
	       jiffies() > j0)
	exit()
}
=== EXPECT
units agree: 1 1 1
after 2020: 1
HZ 250
clocks advance: 1 1 1
