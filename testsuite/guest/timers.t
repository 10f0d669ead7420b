# Timer probes: each kind fires, at about its period (the counts over
# half a second are checked loosely: the guest is an emulator), with
# pp() naming it; timer.profile fires on every CPU.
=== PROG
# Timer probes: each kind fires, at about its period (the counts over
# half a second are checked loosely: the guest is an emulator), with
# pp() naming it; timer.profile fires on every CPU.
global n, cpus, start, first_pp, profile_pp

probe begin { start = gettimeofday_ms() }

probe timer.ms(100) { n["ms"]++ }
probe timer.ms(100).randomize(50) { n["ms.randomize"]++ }
probe timer.s(1) { n["s"]++ }
probe timer.us(50000) { n["us"]++ }
probe timer.ns(50000000) { n["ns"]++ }
probe timer.hz(20) { n["hz"]++ }
probe timer.jiffies(25) { n["jiffies"]++ }
probe timer.jiffies(25).randomize(10) { n["jiffies.randomize"]++ }
probe timer.msec(100), timer.sec(1), timer.usec(100000), timer.nsec(100000000) {
	if (!(pp() in first_pp))
		first_pp[pp()] = 1
}
probe timer.profile {
	cpus[cpu()]++
	profile_pp = pp()
}

probe timer.ms(2500) { exit() }

probe end {
	ms = gettimeofday_ms() - start
	printf("ran for 2.5 s: %d\n", ms >= 2500 && ms < 6000)
	# expected hits in 2.5 s: ms 25, s 2, us 50, ns 50, hz 50, jiffies 25
	printf("ms: %d\n", n["ms"] >= 10 && n["ms"] <= 26)
	printf("ms.randomize: %d\n", n["ms.randomize"] >= 8 && n["ms.randomize"] <= 51)
	printf("s: %d\n", n["s"] >= 1 && n["s"] <= 2)
	printf("us: %d\n", n["us"] >= 20 && n["us"] <= 51)
	printf("ns: %d\n", n["ns"] >= 20 && n["ns"] <= 51)
	printf("hz: %d\n", n["hz"] >= 20 && n["hz"] <= 51)
	printf("jiffies: %d\n", n["jiffies"] >= 10 && n["jiffies"] <= 26)
	printf("jiffies.randomize: %d\n", n["jiffies.randomize"] >= 8 && n["jiffies.randomize"] <= 41)
	foreach (p+ in first_pp)
		println(p)
	printf("profile pp: %s\n", profile_pp)
	foreach (c+ in cpus)
		printf("profile on cpu %d: %d\n", c, cpus[c] > 10)
}
=== EXPECT
ran for 2.5 s: 1
ms: 1
ms.randomize: 1
s: 1
us: 1
ns: 1
hz: 1
jiffies: 1
jiffies.randomize: 1
timer.msec(100)
timer.nsec(100000000)
timer.sec(1)
timer.usec(100000)
profile pp: timer.profile.tick
profile on cpu 0: 1
profile on cpu 1: 1
