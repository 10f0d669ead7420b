# %p of --compatible=1.2 and older, as stap prints it there: a whole
# pointer of digits unless a width is given, the digits the width less
# "0x" (at most a pointer's unless left-justified), any precision ignored.
=== ARGS --compatible=1.2
=== PROG
probe begin {
	printf("%p|%p|%p|\n", 0, 255, 0x12345678abcdef00)
	printf("%22p|%22p|\n", 0, 0x1234)
	printf("%-22p|%-22p|\n", 0, 0x1234)
	printf("%10p|%10p|%10p|\n", 0, 0x1234, 0x123456789a)
	printf("%-10p|%-4p|\n", 0x1234, 7)
	printf("%.2p|%24.3p|%*p|\n", 0x1234, 9, 12, 5)
	printf("%s %p\n", sprintf("%p", -1), 4096)
	exit()
}
=== EXPECT
0x0000000000000000|0x00000000000000ff|0x12345678abcdef00|
    0x0000000000000000|    0x0000000000001234|
0x00000000000000000000|0x00000000000000001234|
0x00000000|0x00001234|0x123456789a|
0x00001234|0x07|
0x0000000000001234|      0x0000000000000009|0x0000000005|
0xffffffffffffffff 0x0000000000001000
