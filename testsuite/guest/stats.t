# Statistics: <<<, the extractors, histograms printed, indexed and walked,
# arrays of statistics sorted on an aggregate, and empty aggregates.
=== PROG
# Statistics: <<<, the extractors, histograms printed, indexed and walked,
# arrays of statistics sorted on an aggregate, and empty aggregates.
global x, sq, lin, neg, byname, none

probe begin {
	for (i = 1; i <= 5; i++)
		x <<< i
	printf("count %d sum %d min %d max %d avg %d variance %d\n",
	       @count(x), @sum(x), @min(x), @max(x), @avg(x), @variance(x))
	for (i = 1; i <= 5; i++)
		sq <<< i
	printf("variance with shift 1: %d\n", @variance(sq, 1))
	x <<< -7
	printf("avg %d min %d\n", @avg(x), @min(x))

	for (i = 0; i < 100; i++)
		lin <<< i % 10 * 3
	lin <<< -1
	lin <<< 1000
	print(@hist_linear(lin, 0, 30, 5))
	printf("buckets: %d below, %d in [0,5), %d above\n",
	       @hist_linear(lin, 0, 30, 5)[0], @hist_linear(lin, 0, 30, 5)[1],
	       @hist_linear(lin, 0, 30, 5)[8])
	foreach (b in @hist_linear(lin, 0, 30, 5) limit 4)
		printf("%d:%d ", b, @hist_linear(lin, 0, 30, 5)[b])
	println("")

	for (i = 0; i < 300; i++)
		neg <<< i * i - 1000
	print(@hist_log(neg))
	println(sprint(@hist_log(x)))

	byname["tea"] <<< 3; byname["tea"] <<< 4
	byname["coffee"] <<< 10
	byname["water"] <<< 1; byname["water"] <<< 1; byname["water"] <<< 1
	foreach (k in byname @sum-)
		printf("%s:%d/%d ", k, @sum(byname[k]), @count(byname[k]))
	println("")
	foreach (k in byname @count+ limit 2)
		printf("%s ", k)
	println("")
	foreach (k+ in byname)
		printf("%s=%d..%d avg %d ", k, @min(byname[k]), @max(byname[k]),
		       @avg(byname[k]))
	println("")
	println("tea" in byname, " ", "milk" in byname, " ", @count(byname["milk"]))
	delete byname["tea"]
	foreach (k+ in byname)
		printf("%s ", k)
	println("")

	printf("empty: count %d sum %d\n", @count(none), @sum(none))
	try { println(@max(none)) } catch (e) { println("@max: ", e) }
	try { println(@avg(none)) } catch (e) { println("@avg: ", e) }
	try { print(@hist_log(none)) } catch (e) { println("print: ", e) }
	delete x
	printf("after delete: %d\n", @count(x))
	exit()
}
=== EXPECT
count 5 sum 15 min 1 max 5 avg 3 variance 12
variance with shift 1: 2
avg 1 min -7
value |-------------------------------------------------- count
   <0 |@                                                   1
    0 |@@@@@@@@@@@@@@@@@@@@                               20
    5 |@@@@@@@@@@@@@@@@@@@@                               20
   10 |@@@@@@@@@@                                         10
   15 |@@@@@@@@@@@@@@@@@@@@                               20
   20 |@@@@@@@@@@@@@@@@@@@@                               20
   25 |@@@@@@@@@@                                         10
   30 |                                                    0
  >30 |@                                                   1

buckets: 1 below, 20 in [0,5), 1 above
0:1 1:20 2:20 3:10 
 value |-------------------------------------------------- count
 -2048 |                                                    0
 -1024 |                                                    0
  -512 |@@@@@@@@@@@                                        23
  -256 |@@                                                  5
  -128 |@                                                   2
   -64 |                                                    1
   -32 |                                                    1
   -16 |                                                    0
    -8 |                                                    0
       ~
     4 |                                                    0
     8 |                                                    0
    16 |                                                    1
    32 |                                                    0
    64 |                                                    1
   128 |@                                                   2
   256 |@                                                   3
   512 |@@@                                                 6
  1024 |@@@@@                                              11
  2048 |@@@@@@@@                                           16
  4096 |@@@@@@@@@@@@                                       24
  8192 |@@@@@@@@@@@@@@@@@@                                 36
 16384 |@@@@@@@@@@@@@@@@@@@@@@@@@@                         52
 32768 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@              74
 65536 |@@@@@@@@@@@@@@@@@@@@@                              42
131072 |                                                    0
262144 |                                                    0

value |-------------------------------------------------- count
  -16 |                                                   0
   -8 |                                                   0
   -4 |@                                                  1
   -2 |                                                   0
   -1 |                                                   0
    0 |                                                   0
    1 |@                                                  1
    2 |@@                  
coffee:10/1 tea:7/2 water:3/3 
coffee tea 
coffee=10..10 avg 10 tea=3..4 avg 3 water=1..1 avg 1 
1 0 0
coffee water 
empty: count 0 sum 0
@max: empty aggregate
@avg: empty aggregate
print: empty aggregate
after delete: 0
