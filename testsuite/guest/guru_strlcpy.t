# strlcpy in a guru script's embedded C (stap's ttyspy example calls
# it) builds on every kernel, 6.12 too, whose kernel has none since 6.8:
# src's length back, at most size - 1 bytes copied and ended; a size of
# 0 copies nothing.
=== ARGS -g
=== PROG
function cp:string (s:string, size:long) %{
	size_t len;

	strcpy(STAP_RETVALUE, "x");
	len = strlcpy(STAP_RETVALUE, STAP_ARG_s, STAP_ARG_size);
	snprintf(STAP_RETVALUE + strlen(STAP_RETVALUE), 16, " %zu", len);
%}
probe begin {
	println(cp("hello", 4))
	println(cp("hi", 4))
	println(cp("hello", 0))
	exit()
}
=== EXPECT
hel 5
hi 2
x 5
