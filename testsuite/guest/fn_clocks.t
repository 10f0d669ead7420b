# cpu_clock_* and ktime_get_ns move on and agree across units;
# stopwatches count only while they run, and reading a new one makes it
# at 0; cpu_clock of a CPU that does not exist is an error.
=== PROG
global k0, c0

probe begin {
	k0 = ktime_get_ns(); c0 = cpu_clock_ns(0)
	printf("units: %d %d\n", cpu_clock_us(0) - cpu_clock_ns(0) / 1000 < 1000000,
	       cpu_clock_s(0) - cpu_clock_ms(0) / 1000 < 2)
	printf("new stopwatch %d\n", read_stopwatch_us("fresh"))
	start_stopwatch("run")
	start_stopwatch("paused")
	try {
		println(cpu_clock_ns(100000))
	} catch (msg) {
		println(msg)
	}
}

probe timer.ms(100) {
	stop_stopwatch("paused")
}

probe timer.ms(300) {
	printf("clocks advance %d %d\n", ktime_get_ns() - k0 >= 250000000,
	       cpu_clock_ns(0) > c0)
	run = read_stopwatch_ms("run"); paused = read_stopwatch_ms("paused")
	printf("run %d, paused %d, s %d\n", run >= 250 && run < 5000,
	       paused >= 50 && paused < 290, read_stopwatch_s("run") < 5)
	later = read_stopwatch_ns("paused")
	printf("stopped stays %d\n", later == read_stopwatch_ns("paused"))
	delete_stopwatch("run")
	printf("deleted reads 0: %d\n", read_stopwatch_ns("run") == 0)
	exit()
}
=== EXPECT
units: 1 1
new stopwatch 0
cpu 100000 is not online
clocks advance 1 1
run 1, paused 1, s 1
stopped stays 1
deleted reads 0: 1
