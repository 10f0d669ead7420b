# stap's *_str of a struct a pointer points at, beside its address:
# nanosleep's req_str (a timespec) and rem_uaddr
=== ARGS -L syscall.nanosleep
=== PROG
# stap's *_str of a struct a pointer points at, beside its address:
# nanosleep's req_str (a timespec) and rem_uaddr
=== EXPECT
syscall.nanosleep name:string req_uaddr:long rem_uaddr:long req_str:string rqtp:long rqtp_uaddr:long rmtp:long rmtp_uaddr:long argstr:string
