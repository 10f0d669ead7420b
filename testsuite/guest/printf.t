# printf and friends: conversions, flags, width and precision (also from
# arguments), and the print family.
=== PROG
# printf and friends: conversions, flags, width and precision (also from
# arguments), and the print family.
probe begin {
	printf("%d|%i|%u|%x|%X|%o\n", -42, 42, 42, 255, 255, 8)
	printf("%5d|%-5d|%05d|%+d|% d|%+d|% d\n", 42, 42, 42, 42, 42, -42, -42)
	printf("%.3d|%8.3d|%-8.3d|%08.3d|\n", 7, 7, 7, 7)
	printf("%#x|%#X|%#o|%#x|%#o|%#5x|%#-6o|\n", 255, 255, 8, 0, 0, 10, 8)
	printf("%p|%p|%12p|\n", 0, 4096, 255)
	printf("%c%c%c|%3c|%-3c|\n", 72, 105, 33, 65, 66)
	printf("%#c %#c %#c %#c\n", 0, 9, 42, 92)
	printf("%s|%10s|%-10s|%.3s|%10.3s|\n", "str", "right", "left", "trunc", "abcdef")
	printf("%*d|%-*d|%.*s|%*.*s|%*d|\n", 6, 42, 6, 42, 2, "abcdef", 5, 3, "abcdef", -4, 1)
	printf("%%|%d%%|100%%\n", 50)
	printf("%ld %lu %lx %li\n", 1, 3, 255, 4)
	printf("%x %o %u %X\n", -1, -1, -1, -255)
	printf("%d %d\n", 9223372036854775807, -9223372036854775807 - 1)
	printf("%1b%1b%.1b|\n", 0x41, 0x42, 0x4443)
	print(1, "two", 3)
	print("\n")
	println("a", 1, "b")
	println()
	printd(",", 1, "b", 3)
	println("")
	printdln("-", "x", 2, "y")
	s = sprintf("%s=%d", "n", 5)
	println(s, " ", sprint(s, 6), " ", sprintd("/", 1, 2))
	log("logged")
	warn("a warning")
	warn("a warning")
	warn("another")
	exit()
}
=== EXPECT
-42|42|42|ff|FF|10
   42|42   |00042|+42| 42|-42|-42
007|     007|007     |00000007|
0xff|0XFF|010|0x0|00|  0xa|010   |
0x0|0x1000|        0xff|
Hi!|  A|B  |
\000 \t * \\
str|     right|left      |tru|       abc|
    42|42    |ab|  abc|1   |
%|50%|100%
1 3 ff 4
ffffffffffffffff 1777777777777777777777 18446744073709551615 FFFFFFFFFFFFFF01
9223372036854775807 -9223372036854775808
ABC|
1two3
a1b

1,b,3
x-2-y
n=5 n=56 1/2
logged
=== STDERR
WARNING: a warning
WARNING: another
