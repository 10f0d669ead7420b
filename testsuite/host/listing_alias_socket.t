# tapc -L 'socket.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L socket.*
=== PROG
# (the point is the command line's)
=== EXPECT
socket.aio_read name:string family:long state:long flags:long type:long protocol:long size:long $iocb:struct kiocb* $to:struct iov_iter*
socket.aio_write name:string family:long state:long flags:long type:long protocol:long size:long $iocb:struct kiocb* $from:struct iov_iter*
socket.close name:string family:long state:long flags:long type:long protocol:long $sock:struct socket* $inode:struct inode*
socket.create name:string family:long type:long protocol:long requester:long $net:struct net* $family:int $type:int $protocol:int $res:struct socket** $kern:int
socket.read_iter name:string family:long state:long flags:long type:long protocol:long size:long $iocb:struct kiocb* $to:struct iov_iter*
socket.readv name:string family:long state:long flags:long type:long protocol:long size:long $iocb:struct kiocb* $to:struct iov_iter*
socket.receive name:string family:long state:long flags:long type:long protocol:long size:long success:long $return:int $sock:struct socket* $msg:struct msghdr* $flags:int
socket.recvmsg name:string family:long state:long flags:long type:long protocol:long size:long $sock:struct socket* $msg:struct msghdr* $flags:int
socket.send name:string family:long state:long flags:long type:long protocol:long size:long success:long $return:int $sock:struct socket* $msg:struct msghdr*
socket.sendmsg name:string family:long state:long flags:long type:long protocol:long size:long $sock:struct socket* $msg:struct msghdr*
socket.write_iter name:string family:long state:long flags:long type:long protocol:long size:long $iocb:struct kiocb* $from:struct iov_iter*
socket.writev name:string family:long state:long flags:long type:long protocol:long size:long $iocb:struct kiocb* $from:struct iov_iter*
