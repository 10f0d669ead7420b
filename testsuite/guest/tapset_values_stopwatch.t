# The stopwatches (stopwatch.stp): one never started reads 0 in every unit;
# a started one counts while it runs (udelay, mdelay: not how long, which
# qemu's TCG does not keep) and holds still when stopped, each unit the nanoseconds divided; a second start adds to it;
# delete makes it 0 again; stopping or deleting an unknown one is no error.
# As stap 5.6's stopwatch.stp does it.
=== ARGS -g
=== PROG
probe begin {
	printf("none %d %d %d %d\n", read_stopwatch_ns("none"), read_stopwatch_us("none"), read_stopwatch_ms("none"), read_stopwatch_s("none"))
	start_stopwatch("a"); udelay(2000); stop_stopwatch("a"); r = read_stopwatch_ns("a")
	printf("a %d %d %d %d %d\n", r > 0, read_stopwatch_us("a") == r / 1000, read_stopwatch_ms("a") == r / 1000000,
	       read_stopwatch_s("a") == r / 1000000000, read_stopwatch_ns("a") == r)
	start_stopwatch("a"); mdelay(2); stop_stopwatch("a")
	printf("a again %d\n", read_stopwatch_ns("a") > r)
	delete_stopwatch("a"); printf("a deleted %d\n", read_stopwatch_ns("a"))
	stop_stopwatch("b"); printf("b stopped %d\n", read_stopwatch_ns("b"))
	start_stopwatch("c"); udelay(1000); printf("c runs %d\n", read_stopwatch_ns("c") > 0)
	delete_stopwatch("c"); delete_stopwatch("zz")
	udelay(0); udelay(-1); mdelay(0); mdelay(-5)
	printf("delays of 0 and below: no error\n")
	exit()
}
=== EXPECT
none 0 0 0 0
a 1 1 1 1 1
a again 1
a deleted 0
b stopped 0
c runs 1
delays of 0 and below: no error
