# matched(), matched_str() and ngroups() after =~: the whole match
# leftmost-longest (as POSIX), each group's text, "" for a group that took
# no part, and stap's errors after a failed match or for a missing group.
=== PROG
# matched(), matched_str() and ngroups() after =~: the whole match
# leftmost-longest (as POSIX), each group's text, "" for a group that took
# no part, and stap's errors after a failed match or for a missing group.
function first_char(s) {
	if (s =~ "^(.)")
		return matched(1)
	return "-"
}
probe begin {
	if ("key=value; other=2" =~ "([a-z]+)=([a-z0-9]+)")
		printf("%d [%s] [%s] [%s] [%s]\n", ngroups(), matched(0),
		       matched(1), matched(2), matched_str())
	if ("2026-12-01" =~ "^([0-9]{4})-([0-9]{2})-([0-9]{2})$")
		printf("%s/%s/%s\n", matched(3), matched(2), matched(1))
	if ("abcd" =~ "(a|ab)(c|bcd)")
		printf("%s %s %s\n", matched(0), matched(1), matched(2))
	if ("ab" =~ "a|ab")
		printf("longest: %s\n", matched(0))
	if ("xabcabcy" =~ "(abc)+")
		printf("%s %s\n", matched(0), matched(1))
	if ("xyz" =~ "x|(b)")
		printf("%d [%s] [%s]\n", ngroups(), matched(0), matched(1))
	printf("%s %s\n", first_char("tapc"), first_char(""))
	if ("dog" =~ "cat")
		println("no")
	try { println(matched(0)) } catch (e) { println(e) }
	try { println(ngroups()) } catch (e) { println(e) }
	if ("dog" =~ "d(o)g")
		try { println(matched(5)) } catch (e) { println(e) }
	exit()
}
=== EXPECT
3 [key=value] [key] [value] [key=value]
01/12/2026
abcd a bcd
longest: ab
abcabc abc
2 [x] []
t -
Attempted to get subexpression 0 from failed match
Attempted to get subexpression count from failed match
Attempted to get nonexistent subexpression 5
