# A begin probe prints 2000 KiB at once, while nothing reads: the 1 MiB
# buffer (-s 1) keeps what fits, the run goes on, and the records lost
# are reported at the end.
=== RUNARGS -s 1
=== PROG
# A begin probe prints 2000 KiB at once, while nothing reads: the 1 MiB
# buffer (-s 1) keeps what fits, the run goes on, and the records lost
# are reported at the end.
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
