# A script that does not read the time of day has no
# STAP_NEED_GETTIMEOFDAY (gettimeofday_need has it)
=== ARGS -g
=== PROG
function need:long () %{
#ifdef STAP_NEED_GETTIMEOFDAY
	STAP_RETVALUE = 1;
#endif
%}
probe begin {
	printf("STAP_NEED_GETTIMEOFDAY %d\n", need())
	exit()
}
=== EXPECT
STAP_NEED_GETTIMEOFDAY 0
