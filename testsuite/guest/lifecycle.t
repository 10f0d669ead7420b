# begin and end probes run by priority (then in script order); never
# probes never run; exit() ends the session once the probe that called it
# is done, and the end probes run; error probes do not.
=== PROG
# begin and end probes run by priority (then in script order); never
# probes never run; exit() ends the session once the probe that called it
# is done, and the end probes run; error probes do not.
probe begin(10) { println("begin(10)") }
probe begin { println("begin") }
probe begin(-5) { println("begin(-5)") }
probe begin(20) {
	println("begin(20) calls exit()")
	exit()
	println("begin(20) goes on after exit()")
}
probe begin(30) { println("begin(30): not reached, the session is ending") }
probe end(2) { println("end(2)") }
probe end(-1) { println("end(-1)") }
probe end { println("end") }
probe end { println("end, second") }
probe never { println("never: not reached") }
probe error { println("error: not reached") }
=== EXPECT
begin(-5)
begin
begin(10)
begin(20) calls exit()
begin(20) goes on after exit()
end(-1)
end
end, second
end(2)
