# The clocks of time.stp (stap's timestamp.stp, timestamp_gtod.stp and
# timestamp_monotonic.stp): gettimeofday_s/ms/us/ns agree across units and
# with date(1) in the guest (within 10 s), ktime_get_ns, local_clock_* and
# cpu_clock_* of this CPU with /proc/uptime (no suspend in the guest),
# jiffies, get_cycles and ktime_get_ns move on from begin to a timer's hit; cpu_clock_* of a CPU that is not online
# (-1, 64, 9999, 2^63-1) is stap's error "cpu N is not online" (each rule from
# stap 5.6's tapset sources). The session ends at a timer's hit after
# the command has written its lines (the command waits until then).
=== CMD /bin/sh -c 'echo "date $(date +%s)"; echo "uptime $(cat /proc/uptime)"; exec sleep 600'
=== ARGS -g
=== PROG
global j, g, k, shown, writing, written

probe timer.ms(300) {
	if (!shown++)
		printf("advance %d %d %d %d\n", jiffies() > j, get_cycles() > g, ktime_get_ns() > k, j > 0)
	if (written)
		exit()
}

# the command's last line is written
probe syscall.write {
	if (pid() == target() && isinstr(user_string_n(buf_uaddr, count), "uptime"))
		writing = 1
}
probe syscall.write.return {
	if (pid() == target() && writing)
		written = 1
}

probe begin {
	s = gettimeofday_s(); ms = gettimeofday_ms(); us = gettimeofday_us(); ns = gettimeofday_ns()
	printf("tod units %d %d %d\n", ms / 1000 >= s && ms / 1000 - s <= 1, us / 1000 >= ms && us / 1000 - ms <= 1000,
	       ns / 1000 >= us && ns / 1000 - us <= 1000000)
	printf("tod_s %d\n", s)
	k = ktime_get_ns(); l = local_clock_ns(); c = cpu_clock_ns(cpu())
	printf("mono_s %d %d %d\n", k / 1000000000, l / 1000000000, c / 1000000000)
	ns = local_clock_ns(); us = local_clock_us(); ms = local_clock_ms(); s = local_clock_s()
	printf("local units %d %d %d\n", us >= ns / 1000 && us - ns / 1000 < 1000000, ms >= us / 1000 - 1000 && ms <= us / 1000 + 1000, s >= ms / 1000 - 1 && s <= ms / 1000 + 1)
	c = cpu(); ns = cpu_clock_ns(c); us = cpu_clock_us(c); ms = cpu_clock_ms(c); s = cpu_clock_s(c)
	printf("cpu units %d %d %d\n", us >= ns / 1000 && us - ns / 1000 < 1000000, ms >= us / 1000 - 1000 && ms <= us / 1000 + 1000, s >= ms / 1000 - 1 && s <= ms / 1000 + 1)
	j = jiffies(); g = get_cycles(); k = ktime_get_ns()
	try { printf("%d\n", cpu_clock_ns(-1)) } catch (e) { printf("ERR[%s]\n", e) }
	try { printf("%d\n", cpu_clock_us(9999)) } catch (e) { printf("ERR[%s]\n", e) }
	try { printf("%d\n", cpu_clock_ms(64)) } catch (e) { printf("ERR[%s]\n", e) }
	try { printf("%d\n", cpu_clock_s(9223372036854775807)) } catch (e) { printf("ERR[%s]\n", e) }
}
=== FILTER
awk '
$1 == "tod_s" { t = $2; next }
$1 == "date" { d = $2; next }
$1 == "mono_s" { k = $2; l = $3; c = $4; next }
$1 == "uptime" { u = int($2); next }
{ print }
function near(a, b) { return a != "" && b != "" && a - b <= 10 && b - a <= 10 }
END { print "date agrees: " near(t, d); print "uptime agrees: " near(k, u) " " near(l, u) " " near(c, u) }'
=== EXPECT
tod units 1 1 1
local units 1 1 1
cpu units 1 1 1
ERR[cpu -1 is not online]
ERR[cpu 9999 is not online]
ERR[cpu 64 is not online]
ERR[cpu 9223372036854775807 is not online]
advance 1 1 1 1
date agrees: 1
uptime agrees: 1 1 1
