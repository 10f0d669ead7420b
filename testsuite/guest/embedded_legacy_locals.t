# Embedded C written for stap before 1.8 (--compatible=1.7.9, its buildok
# oldlocals01): THIS->NAME of a parameter, a long's and a string's
# THIS->__retvalue, and stap's runtime's _stp_printf (C's formats) into
# the output, before the line whose arguments called it
=== ARGS -g --compatible=1.7.9
=== PROG
function baz:long(foo:long, bar:string)
%{
	_stp_printf("%s %d %05x\n", THIS->bar, (int)THIS->foo, 255);
	THIS->__retvalue = 600 + THIS->foo;
%}
function qux:string(s:string) %{
	snprintf(THIS->__retvalue, MAXSTRINGLEN, "<%s>", THIS->s);
%}
probe begin {
	printf("%d %s\n", baz(9001, "hi"), qux("x"))
	exit()
}
=== EXPECT
hi 9001 000ff
9601 <x>
