# A begin probe prints 2000 KiB at once, while nothing reads: the 2 MiB
# buffer (-s 2) keeps what fits, the run goes on, and the records lost
# are reported at the end.
=== RUNARGS -s 2
=== PROG
# A begin probe prints 2000 KiB at once, while nothing reads: the 2 MiB
# buffer (-s 2) keeps what fits, the run goes on, and the records lost
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
2048004
=== STDERR
