# A script that reads the time of day has STAP_NEED_GETTIMEOFDAY defined
# for its embedded C, as stap's modules do (its buildok gtod_init tests
# it); gettimeofday_s() is this year's
=== ARGS -g
=== PROG
function need:long () %{
#ifdef STAP_NEED_GETTIMEOFDAY
	STAP_RETVALUE = 1;
#endif
%}
probe begin {
	printf("STAP_NEED_GETTIMEOFDAY %d, after 2020 %d\n", need(),
	       gettimeofday_s() > 1577836800)
	exit()
}
=== EXPECT
STAP_NEED_GETTIMEOFDAY 1, after 2020 1
