# %p under --compatible=1.3, as stap 1.3 and newer print it (%#x): "0x"
# and the digits, no more unless a precision asks (which the older %p
# ignored), a width as for %#x, left-justified with '-'.
=== ARGS --compatible=1.3
=== PROG
probe begin {
	printf("%p %p %p\n", 0, 0x12345678, -2)
	printf("[%.12p] [%18.6p] [%-18.6p] [%6.10p]\n", 7, 0xabc, 0xabc, 1)
	printf("[%9p] [%-9p] [%5p] [%*.*p]\n", 0x10, 0x10, 0x123456, 8, 4, 3)
	exit()
}
=== EXPECT
0x0 0x12345678 0xfffffffffffffffe
[0x000000000007] [          0x000abc] [0x000abc          ] [0x0000000001]
[     0x10] [0x10     ] [0x123456] [  0x0003]
