# socket's family_str, type_str and protocol_str, decoded with the
# kernel's AF_*, SOCK_* (an enum) and IPPROTO_* (an enum)
=== ARGS -L syscall.socket
=== PROG
# socket's family_str, type_str and protocol_str, decoded with the
# kernel's AF_*, SOCK_* (an enum) and IPPROTO_* (an enum)
=== EXPECT
syscall.socket name:string family_str:string type_str:string protocol_str:string family:long type:long protocol:long argstr:string
