# Floating point in longs: 1.5 + 2.25 is 3.75 (bits 0x400e000000000000),
# the other operations on values known exactly, comparisons, each rounding
# mode of fp_to_long, fp_to_string's rounding, string_to_fp, a float's
# bits widened, and the errors, as stap's (fp_to_string's last digit up
# from a 5 after it: 0.125 is "0.13"; `exact` is no error; "invalid format").
=== PROG
probe begin {
	a = string_to_fp("1.5"); b = string_to_fp("2.25")
	printf("%x %x %x\n", a, b, fp_add(a, b))
	printf("%s %s %s %s\n", fp_to_string(fp_add(a, b), 2), fp_to_string(fp_sub(a, b), 2),
	       fp_to_string(fp_mul(a, b), 4), fp_to_string(fp_div(b, a), 1))
	printf("%s %s %s\n", fp_to_string(fp_sqrt(long_to_fp(2)), 6),
	       fp_to_string(fp_rem(long_to_fp(7), long_to_fp(2)), 1),
	       fp_to_string(fp_rem(long_to_fp(5), long_to_fp(2)), 1))
	printf("eq %d %d lt %d %d le %d %d\n", fp_eq(a, a), fp_eq(a, b), fp_lt(a, b),
	       fp_lt(b, a), fp_le(a, a), fp_le(b, a))
	x = string_to_fp("2.5"); y = string_to_fp("-2.5"); z = string_to_fp("2.4")
	for (m = 0; m <= 6; m++)
		if (m != 5)
			printf("mode %d: %d %d %d\n", m, fp_to_long(x, m, 0), fp_to_long(y, m, 0),
			       fp_to_long(z, m, 0))
	printf("%d %s %s %s\n", fp_to_long(long_to_fp(-42), 0, 1), fp_to_string(long_to_fp(-42), 0),
	       fp_to_string(string_to_fp("0.125"), 2), fp_to_string(string_to_fp("1e-3"), 3))
	printf("%s %s %s\n", fp_to_string(string_to_fp("12345.678e2"), 1),
	       fp_to_string(fp32_to_fp64(0x40490fdb), 5), fp_to_string(fp_sqrt(long_to_fp(-1)), 1))
	try {
		println(fp_to_long(z, 0, 1))
	} catch (msg) {
		println(msg)
	}
	try {
		println(string_to_fp("1.2.3"))
	} catch (msg) {
		println(msg)
	}
	exit()
}
=== EXPECT
3ff8000000000000 4002000000000000 400e000000000000
3.75 -0.75 3.3750 1.5
1.414214 -1.0 1.0
eq 1 0 lt 1 0 le 1 0
mode 0: 2 -2 2
mode 1: 2 -2 2
mode 2: 2 -3 2
mode 3: 3 -2 3
mode 4: 3 -3 2
mode 6: 3 -3 3
-42 -42 0.13 0.001
1234567.8 3.14159 NaN
2
invalid format
