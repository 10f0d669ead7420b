# A return probe whose handler reads @entry() is kept by the optimizer
# however little is left of it, as stap keeps it (its @entry values are
# kept from the call in global arrays the return reads and deletes first):
# kernel.function("vfs_read").return with a dead @entry($count), and
# udp.recvmsg.return {} (its alias's prologue reads @entry($sk)); a return
# reading a parameter plainly (vfs_write's $count) and udp.recvmsg {}
# are elided, as stap's
=== ARGS -w -p2
=== PROG
probe kernel.function("vfs_read").return { x = @entry($count) }
probe kernel.function("vfs_write").return { y = $count }
probe udp.recvmsg.return {}
probe udp.recvmsg {}
=== EXPECT
# global embedded code
%{
#include <uapi/linux/tcp.h>
%}
%{
#include <linux/in.h>
#include <linux/in6.h>
#include <linux/socket.h>
%}
# probes
kernel.function("vfs_read").return /*  <- kernel.function("vfs_read").return */ 
kernel.function("udp_recvmsg").return /*  <- udp.recvmsg.return = kernel.function("udp_recvmsg").return /*  <- udp.recvmsg.return */  <- udp.recvmsg.return */ 
