# A linear histogram whose low bound equals its high bound (one bucket
# between the out-of-range two), printed and into a string; a log one by
# sprintln; @prints1..@prints9 (the seven-key form's keys end in a comma,
# as stap's; entries by decreasing count); print_char; the s- forms of
# printd and println.
=== PROG
global one, two, s1, s2, s3, s4, s5, s6, s7, s8, s9
probe begin {
	for (i = 0; i < 40; i++) one <<< 3
	one <<< 2; one <<< 9
	print(@hist_linear(one, 3, 3, 1))
	h = sprint(@hist_linear(one, 3, 3, 1))
	printf("[%d lines]\n", strlen(h) - strlen(str_replace(h, "\n", "")))
	two <<< 5; two <<< 7; print(sprintln(@hist_log(two)))
	s1[1] <<< 2; s1[1] <<< 3; s1[2] <<< 4
	s2[10, 1] <<< 5; s2[20, 2] <<< 6; s2[20, 2] <<< 7
	s3[1, 2, 3] <<< 1
	s4[1, 2, 3, 4] <<< 1
	s5[1, 2, 3, 4, 5] <<< -1
	s6[1, 2, 3, 4, 5, 6] <<< 1
	s7[1, 2, 3, 4, 5, 6, 70] <<< 10; s7[1, 2, 3, 4, 5, 6, 80] <<< 20; s7[1, 2, 3, 4, 5, 6, 80] <<< 30
	s8[1, 2, 3, 4, 5, 6, 7, 8] <<< 1
	s9[1, 2, 3, 4, 5, 6, 7, 8, 9] <<< 1
	@prints1(s1)
	@prints2(s2)
	@prints3(s3)
	@prints4(s4)
	@prints5(s5)
	@prints6(s6)
	@prints7(s7)
	@prints8(s8)
	@prints9(s9)
	print_char(72); print_char(105); print_char(33); print_char(10)
	for (c = 97; c < 100; c++) print_char(c)
	print_char(10)
	println(sprintd(":", 1, "b", 3), " ", sprintln(7, "y"))
	printdln(",", "only", 2)
	exit()
}
=== EXPECT
value |-------------------------------------------------- count
   <3 |@                                                   1
    3 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           40
   >3 |@                                                   1

[5 lines]
value |-------------------------------------------------- count
    1 |                                                   0
    2 |                                                   0
    4 |@@                                                 2
    8 |                                                   0
   16 |                                                   0

[1] @count=2 @min=2 @max=3 @sum=5 @avg=2
[2] @count=1 @min=4 @max=4 @sum=4 @avg=4
[20,2] @count=2 @min=6 @max=7 @sum=13 @avg=6
[10,1] @count=1 @min=5 @max=5 @sum=5 @avg=5
[1,2,3] @count=1 @min=1 @max=1 @sum=1 @avg=1
[1,2,3,4] @count=1 @min=1 @max=1 @sum=1 @avg=1
[1,2,3,4,5] @count=1 @min=-1 @max=-1 @sum=-1 @avg=-1
[1,2,3,4,5,6] @count=1 @min=1 @max=1 @sum=1 @avg=1
[1,2,3,4,5,6,80,] @count=2 @min=20 @max=30 @sum=50 @avg=25
[1,2,3,4,5,6,70,] @count=1 @min=10 @max=10 @sum=10 @avg=10
[1,2,3,4,5,6,7,8] @count=1 @min=1 @max=1 @sum=1 @avg=1
[1,2,3,4,5,6,7,8,9] @count=1 @min=1 @max=1 @sum=1 @avg=1
Hi!
abc
1:b:3 7y

only,2
