# transport_lost without -s: the default buffer is 1 MiB a CPU, and the
# warning at the end names it.
=== PROG
# transport_lost without -s: the default buffer is 1 MiB a CPU, and the
# warning at the end names it.
probe begin {
	line = "0123456789abcdef"
	for (i = 0; i < 5; i++)
		line .= line
	line = substr(line, 0, 511)
	for (i = 0; i < 4000; i++)
		println(line)
	exit()
}
probe end { println("end") }
=== FILTER
wc -c
=== EXPECT
1040388
=== STDERR
WARNING: There were 123 transport failures. Try tapc -s to increase the buffer size from 1.
