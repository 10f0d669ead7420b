# =~ and !~: a search for a POSIX extended regular expression, anchored
# by ^ and $ only, as egrep does.
=== PROG
# =~ and !~: a search for a POSIX extended regular expression, anchored
# by ^ and $ only, as egrep does.
function check(s, re, got) {
	printf("%-24s =~ %-28s %d\n", sprintf("\"%s\"", s), sprintf("\"%s\"", re), got)
}
probe begin {
	name = "sys_enter"
	check(name, "^sys_(enter|exit)$", name =~ "^sys_(enter|exit)$")
	check("sys_enterx", "^sys_(enter|exit)$", "sys_enterx" =~ "^sys_(enter|exit)$")
	check("my colour", "colou?r", "my colour" =~ "colou?r")
	check("color", "colou?r", "color" =~ "colou?r")
	check("colr", "colou?r", "colr" =~ "colou?r")
	check("v1.22", "[[:digit:]]+\\.[[:digit:]]{2}$", "v1.22" =~ "[[:digit:]]+\\.[[:digit:]]{2}$")
	check("v1.2", "[[:digit:]]+\\.[[:digit:]]{2}$", "v1.2" =~ "[[:digit:]]+\\.[[:digit:]]{2}$")
	check("", "^$", "" =~ "^$")
	check("abab", "^(ab){2,3}$", "abab" =~ "^(ab){2,3}$")
	check("abababab", "^(ab){2,3}$", "abababab" =~ "^(ab){2,3}$")
	# !~ is its negation
	printf("%d %d\n", "cat" !~ "dog|bird", "cat" !~ "c.t")
	# the subject may be any string expression
	n = 0
	for (i = 0; i < 20; i++)
		if (sprint(i) =~ "^1[0-9]$|^[2-5]$")
			n++
	println(n)
	exit()
}
=== EXPECT
"sys_enter"              =~ "^sys_(enter|exit)$"         1
"sys_enterx"             =~ "^sys_(enter|exit)$"         0
"my colour"              =~ "colou?r"                    1
"color"                  =~ "colou?r"                    1
"colr"                   =~ "colou?r"                    0
"v1.22"                  =~ "[[:digit:]]+\.[[:digit:]]{2}$" 1
"v1.2"                   =~ "[[:digit:]]+\.[[:digit:]]{2}$" 0
""                       =~ "^$"                         1
"abab"                   =~ "^(ab){2,3}$"                1
"abababab"               =~ "^(ab){2,3}$"                0
1 0
14
