# The core language in one run: arithmetic, strings, control flow,
# functions (recursive too), arrays with several keys, sorted foreach.
=== PROG
# The core language in one run: arithmetic, strings, control flow,
# functions (recursive too), arrays with several keys, sorted foreach.
global counts, names[100], total = 5, greeting = "hi"

function fib(n) {
	if (n < 2)
		return n
	return fib(n - 1) + fib(n - 2)
}

function shout:string (s:string) {
	return s . "!"
}

probe begin {
	x = 7
	y = x * 6 - 2
	printf("%d %d %d %d\n", y, y / 3, y % 3, -y / 3)
	printf("%x %o %5d|%-5d|%05d\n", 255, 8, 42, 42, 42)
	s = "abc"
	s .= "def"
	println(s, " ", shout(greeting), " ", total)
	printf("%s %10s|%-4s|\n", s, "right", "l")
	for (i = 0; i < 5; i++) {
		if (i == 1)
			continue
		if (i == 4)
			break
		counts[i, "k" . sprint(i)] = i * 10
	}
	foreach ([a, b] in counts-)
		printf("%d %s %d\n", a, b, counts[a, b])
	names["zed"] = 1; names["amy"] = 3; names["bob"] = 2
	foreach (n in names+)
		print(n, " ")
	println("")
	foreach (n in names- limit 2)
		println(n, "=", names[n])
	println(fib(10), " ", "cat" in names ? "yes" : "no", " ", "amy" in names)
	delete names["amy"]
	println("amy" in names, " ", x > 3 && y < 100, " ", !0, " ", 1 << 4, " ", ~0)
	m = 0
	while (m < 10) m += 3
	a1 = m++; a2 = ++m; a3 = m--
	println(m, " ", a1, " ", a2, " ", a3)
	println(x == 7 ? "seven" : "other", " ", "a" < "b", " ", "abc" == s)
	exit()
}

probe end {
	println("end ran")
}
=== EXPECT
40 13 1 -13
ff 10    42|42   |00042
abcdef hi! 5
abcdef      right|l   |
3 k3 30
2 k2 20
0 k0 0
zed bob amy 
amy=3
bob=2
55 no 1
0 1 1 16 -1
13 12 14 14
seven 1 0
end ran
