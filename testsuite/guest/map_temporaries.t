# Ten map writes in one probe: the translator's temporaries once took
# names gcc predefines under the kernel's -march=k8 (__k8), and the
# module did not compile.
=== PROG
# Ten map writes in one probe: the translator's temporaries once took
# names gcc predefines under the kernel's -march=k8 (__k8), and the
# module did not compile.
global a
probe begin {
	a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5
	a[6] = 6; a[7] = 7; a[8] = 8; a[9] = 9; a[10] = 10
	printf("%d\n", a[1] + a[2] + a[3] + a[4] + a[5] + a[6] + a[7] + a[8] + a[9] + a[10])
	exit()
}
=== EXPECT
55
