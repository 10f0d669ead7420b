# Embedded C marked /* unmangled */ (stap's buildok oldlocals02) reads its
# parameters as THIS->NAME and sets THIS->__retvalue, beside STAP_ARG_NAME;
# a function without the mark sets STAP_RETVALUE as ever
=== ARGS -g
=== PROG
function baz:long(foo:long, bar:string)
%{ /* unmangled */
	THIS->__retvalue = 600 + THIS->foo + STAP_ARG_foo + strlen(THIS->bar);
%}
function plain:long(foo:long) %{
	STAP_RETVALUE = STAP_ARG_foo * 2;
%}
probe begin {
	printf("%d %d\n", baz(9001, "abc"), plain(21))
	exit()
}
=== EXPECT
18605 42
