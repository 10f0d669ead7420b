# Time utility functions: ctime at the epoch and at the ends of the 32-bit
# range (the dates its man page gives), always 24 characters; out of range
# an error in stap 5.6's words that try/catch catches; tz_ctime is ctime of the local time
# with the zone's name after it (the guest runs in UTC).
=== PROG
probe begin {
	println(ctime(0))
	println(ctime(-2147483648))
	println(ctime(2147483647))
	println(ctime(1000000000))
	println(ctime(951782400))
	try {
		println(ctime(2147483648))
	} catch (msg) {
		println("caught: ", msg)
	}
	printf("now: %d chars, this century %d\n", strlen(ctime()),
	       substr(ctime(), 20, 2) == "20")
	try {
		println(ctime(-2147483649))
	} catch (msg) {
		println("caught: ", msg)
	}
	printf("tz: %s, %d, %s\n", tz_name(), tz_gmtoff(), tz_ctime(0))
	exit()
}
=== EXPECT
Thu Jan  1 00:00:00 1970
Fri Dec 13 20:45:52 1901
Tue Jan 19 03:14:07 2038
Sun Sep  9 01:46:40 2001
Tue Feb 29 00:00:00 2000
caught: Time too far in the future to be converted
now: 24 chars, this century 1
caught: Time too far in the past to be converted
tz: UTC, 0, Thu Jan  1 00:00:00 1970 UTC
