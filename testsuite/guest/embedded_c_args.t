# A guru script's functions of C as stap builds them: a string argument
# is a char * (STAP_ARG_s assigned to a char *, as SystemTap's build
# tests do), a copy the function may write, the caller's string and a
# literal left as they were; /* unmodified-fnargs */ reads it in place;
# STAP_RETURN copies a string result (STAP_RETURN(STAP_ARG_a), stap's
# fortynine.stp), takes a long, and nothing in a function of no value.
=== ARGS -g
=== PROG
function first_x:string (s:string) %{
	char *p = STAP_ARG_s;

	p[0] = 'X';
	STAP_RETURN(p);
%}
function same:string (a:string) %{ /* pure */ /* unmodified-fnargs */
	STAP_RETURN(STAP_ARG_a);
%}
function len:long (s:string) %{ /* unmodified-fnargs */
	char *p = STAP_ARG_s;

	STAP_RETURN(strlen(p));
%}
function nothing () %{
	STAP_RETURN();
%}
probe begin {
	s = "hello"
	println(first_x(s), " ", s, " ", first_x("literal"), " ", same("hi"), " ", len("four"))
	nothing()
	exit()
}
=== EXPECT
Xello hello Xiteral hi 4
