# Globals the script writes but never reads are printed at the end, one
# end probe each, in stap's formats.
=== PROG
// Globals the script writes but never reads are printed at the end, one
// end probe each, in stap's formats.
global count, name, sizes, hits, owners, pairs

probe begin
{
	count = 3
	name = "here"
	sizes <<< 10
	sizes <<< 30
	hits["b"] <<< 5
	owners["root", 0] = "yes"
	pairs[1] = 10
	pairs[2] = 20
	exit()
}
=== EXPECT
count=3
name="here"
sizes @count=2 @min=10 @max=30 @sum=40 @avg=20
hits["b"] @count=1 @min=5 @max=5 @sum=5 @avg=5
owners["root",0]="yes"
pairs[2]=20
pairs[1]=10
