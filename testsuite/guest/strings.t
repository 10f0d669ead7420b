# Strings: MAXSTRINGLEN (512: 511 bytes and the NUL) with silent
# truncation, and the string functions of the tapset.
=== PROG
# Strings: MAXSTRINGLEN (512: 511 bytes and the NUL) with silent
# truncation, and the string functions of the tapset.
probe begin {
	s = "x"
	for (i = 0; i < 10; i++)
		s = s . s
	println(strlen(s), " ", strlen(s . "more"), " ", strlen(sprintf("%s%s", s, s)))
	t = "hello world"
	printf("%d [%s] [%s] [%s] [%s]\n", strlen(t), substr(t, 6, 5),
	       substr(t, 6, 100), substr(t, 20, 3), substr(t, -1, 2))
	printf("%d %d %d %d\n", isinstr(t, "lo w"), isinstr(t, "xyz"),
	       strpos(t, "o"), strpos(t, "q"))
	printf("%d %d %d %d %d %d\n", strtol("42", 10), strtol("ff", 16),
	       strtol("-0x10", 16), strtol("777", 8), strtol("101", 2),
	       strtol("12abc", 10))
	println(str_replace("a-b-c", "-", "+"), " ", str_replace("aaa", "a", "bb"),
		" ", str_replace("abc", "", "x"), " ", str_replace("abc", "z", "x"))
	println(tokenize("a,b,,c", ","), tokenize("", ","), tokenize("", ","), "|",
		tokenize("", ","), "|", tokenize("one two", " "))
	println(text_str("tab\there\n\"q\"\\ \001 \377"))
	println(text_strn("abcdefghijkl", 10, 1), " ", text_strn("abcdefgh", 10, 1),
		" ", text_strn("abcdefghijkl", 4, 0), " ", text_strn("a\nb", 0, 1))
	println(string_quoted("caf\303\251 \342\202\254 \360\237\230\200"))
	printf("%d %d %d\n", stringat("abc", 1), isdigit("5x"), isdigit("x5"))
	println(toupper("MiXeD 1!"), " ", tolower("MiXeD 1!"))
	a = sprint("n=", 42, " s=", "str")
	b = sprintln(7)
	printf("[%s] [%s] %d\n", a, b, strlen(b))
	println(sprintf("%s|%5s|%-5s|%.2s", "x", "ab", "cd", "efgh"))
	try { println(stringat("abc", 3)) } catch (e) { println("stringat: ", e) }
	try { println(kernel_string(0)) } catch (e) { println("kernel_string: ", e) }
	try { println(user_string(0)) } catch (e) { println("user_string: ", e) }
	println(kernel_string_quoted(0), " ", user_string_quoted(0), " ",
		user_string_n_quoted(16, 4))
	exit()
}
=== EXPECT
511 511 511
11 [world] [world] [] []
1 0 4 -1
42 255 -16 511 5 12
a+b+c bbbbbb abc abc
abc||one
tab\there\n\"q\"\\ \001 \377
"abcde"... "abcdefgh" abcd "a\nb"
"caf\u00E9 \u20AC \U0001F600"
98 1 0
MIXED 1! mixed 1!
[n=42 s=str] [7
] 2
x|   ab|cd   |ef
stringat: Position out of bounds
kernel_string: kernel string copy fault at 0x0 [man error::fault]
user_string: user string copy fault -14 at 0x0 [man error::fault]
0x0 0x0 0x10
