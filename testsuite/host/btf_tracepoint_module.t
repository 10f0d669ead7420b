# module("M").tracepoint("GLOB"): a module's tracepoints from the BTF of
# its .ko (xfs, not loaded here), their arguments positional and typed by
# the module's own types; -L lists them so.
=== NEEDS /usr/lib/modules/@RELEASE@/kernel/fs/xfs/xfs.ko
=== ARGS -L module("xfs").tracepoint("xfs_ilock*")
=== PROG
# module("M").tracepoint("GLOB"): a module's tracepoints from the BTF of
# its .ko (xfs, not loaded here), their arguments positional and typed by
# the module's own types; -L lists them so.
=== EXPECT
module("xfs").tracepoint("xfs_ilock") $arg1:struct xfs_inode* $arg2:unsigned int $arg3:long unsigned int
module("xfs").tracepoint("xfs_ilock_demote") $arg1:struct xfs_inode* $arg2:unsigned int $arg3:long unsigned int
module("xfs").tracepoint("xfs_ilock_nowait") $arg1:struct xfs_inode* $arg2:unsigned int $arg3:long unsigned int
