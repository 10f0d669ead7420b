# A tracepoint whose prototype has types of a subsystem's headers
# (blk_status_t, struct request *) builds: its handler takes them in
# types that need no header, and its arguments read as numbers.
=== ARGS -p4 -m tracepoint_header_free
=== PROG
# A tracepoint whose prototype has types of a subsystem's headers
# (blk_status_t, struct request *) builds: its handler takes them in
# types that need no header, and its arguments read as numbers.
probe kernel.trace("block_rq_complete") {
	printf("%d %d %x\n", $error, $nr_bytes, $rq)
}
=== EXPECT
tracepoint_header_free.ko
