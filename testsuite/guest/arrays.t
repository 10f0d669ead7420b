# Associative arrays: long and string keys and values, up to nine keys,
# in, delete of an element, a slice and a whole array, foreach sorted on
# a key or the value, either way, with limit and with a slice, "%" arrays that
# drop their oldest entry, arrays of a declared size, and MAXMAPENTRIES
=== PROG
# Associative arrays: long and string keys and values, up to nine keys,
# in, delete of an element, a slice and a whole array, foreach sorted on
# a key or the value, either way, with limit and with a slice, "%" arrays that
# drop their oldest entry, arrays of a declared size, and MAXMAPENTRIES
# (2048) entries in the others.
global counts, names, grid, nine, w%[3], fixed[4], many

probe begin {
	counts["apple"] = 3; counts["pear"] = 1; counts["fig"] = 7
	counts["kiwi"] = 2; counts["plum"] = 5
	foreach (k in counts)
		n++
	println(n, " entries")
	foreach (k+ in counts)
		printf("%s ", k)
	println("")
	foreach (k- in counts)
		printf("%s ", k)
	println("")
	foreach (k in counts+)
		printf("%s=%d ", k, counts[k])
	println("")
	foreach (v = k in counts- limit 2)
		printf("%s=%d ", k, v)
	println("")
	println("fig" in counts, " ", "grape" in counts, " ", counts["grape"], " ",
		"grape" in counts)
	delete counts["fig"]
	counts["apple"]++
	counts["pear"] += 10
	foreach (k in counts-)
		printf("%s=%d ", k, counts[k])
	println("")
	delete counts
	foreach (k in counts)
		println("not reached")
	println("fig" in counts, " after delete")

	names[1] = "one"; names[2] = "two"; names[3] = "three"
	names[2] .= "!"
	foreach (i- in names)
		printf("%d:%s ", i, names[i])
	println("")
	foreach (i in names+)
		printf("%s ", names[i])
	println("")

	grid[1, "a"] = 11; grid[1, "b"] = 12; grid[2, "a"] = 21; grid[3, "c"] = 33
	foreach ([r, c] in grid[1, *])
		printf("%d%s=%d ", r, c, grid[r, c])
	println("")
	foreach ([r-, c] in grid[*, "a"])
		printf("%d%s=%d ", r, c, grid[r, c])
	println("")
	foreach ([r, c+] in grid)
		printf("%s", c)
	println("")
	println([3, "c"] in grid, " ", [3, "a"] in grid, " ", [*, "b"] in grid, " ",
		[2, *] in grid, " ", [*, "z"] in grid)
	delete grid[1, *]
	foreach ([r+, c] in grid)
		printf("%d%s ", r, c)
	println("")

	nine[1, 2, 3, 4, 5, 6, 7, 8, "nine"] = "full"
	nine[1, 2, 3, 4, 5, 6, 7, 8, "ten"] = "other"
	println(nine[1, 2, 3, 4, 5, 6, 7, 8, "nine"], " ",
		[1, 2, 3, 4, 5, 6, 7, 8, "ten"] in nine)
	foreach ([k1, k2, k3, k4, k5, k6, k7, k8, k9+] in nine)
		printf("%d%d%d%d%d%d%d%d%s ", k1, k2, k3, k4, k5, k6, k7, k8, k9)
	println("")

	for (i = 0; i < 2048; i++)
		many[i] = i
	try {
		many[2048] = 1
	} catch (e) {
		println("MAXMAPENTRIES (2048): ", e)
	}
	delete many[0]
	many[2048] = 1
	println(2048 in many, " ", 0 in many)

	for (i = 1; i <= 6; i++)
		w[i] = i * i
	foreach (j+ in w)
		printf("%d=%d ", j, w[j])
	println("")
	for (i = 0; i < 4; i++)
		fixed[i] = i
	delete fixed[0]
	fixed[9] = 9
	foreach (j+ in fixed)
		printf("%d ", j)
	println("")
	exit()
}
=== EXPECT
5 entries
apple fig kiwi pear plum 
plum pear kiwi fig apple 
pear=1 kiwi=2 apple=3 plum=5 fig=7 
fig=7 plum=5 
1 0 0 0
pear=11 plum=5 apple=4 kiwi=2 
0 after delete
3:three 2:two! 1:one 
one three two! 
1a=11 1b=12 
2a=21 1a=11 
aabc
1 0 1 1 0
2a 3c 
full 1
12345678nine 12345678ten 
MAXMAPENTRIES (2048): Array overflow, check MAXMAPENTRIES
1 0
4=16 5=25 6=36 
1 2 3 9 
