# tapc -L: stap's syscall.send, a call only 32-bit tasks make on x86_64
# (socketcall's SYS_SEND), is listed with stap's variables (those of
# sendto's first four arguments) beside the 64-bit calls
=== ARGS -L syscall.send*
=== PROG
# tapc -L: stap's syscall.send, a call only 32-bit tasks make on x86_64
# (socketcall's SYS_SEND), is listed with stap's variables (those of
# sendto's first four arguments) beside the 64-bit calls
=== EXPECT
syscall.send name:string s:long buf_uaddr:long flags_str:string buf:string fd:long buff:long buff_uaddr:long len:long flags:long argstr:string
syscall.sendfile name:string out_fd:long in_fd:long offset:long offset_uaddr:long count:long argstr:string
syscall.sendmmsg name:string s:long flags_str:string fd:long mmsg:long mmsg_uaddr:long vlen:long flags:long argstr:string
syscall.sendmsg name:string s:long flags_str:string fd:long msg:long msg_uaddr:long flags:long argstr:string
syscall.sendto name:string s:long buf_uaddr:long to_uaddr:long tolen:long flags_str:string buf:string to_str:string fd:long buff:long buff_uaddr:long len:long flags:long addr:long addr_uaddr:long addr_len:long argstr:string
