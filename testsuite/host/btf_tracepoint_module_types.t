# module("M").tracepoint: $arg1 is a pointer to the module's own struct
# (xfs_inode, in the module's split BTF), read by member through more
# of the module's types and the kernel's (super_block).
=== NEEDS /usr/lib/modules/@RELEASE@/kernel/fs/xfs/xfs.ko
=== PROG
# module("M").tracepoint: $arg1 is a pointer to the module's own struct
# (xfs_inode, in the module's split BTF), read by member through more
# of the module's types and the kernel's (super_block).
probe module("xfs").tracepoint("xfs_ilock") {
	printf("%d %d %d %s\n", $arg1->i_ino, $arg1->i_mount->m_sb->sb_blocksize,
	       $arg2, kernel_string($arg1->i_mount->m_super->s_id))
}
=== EXPECT
# functions
kernel_string:string (addr:long)
# probes
module("xfs").tracepoint("xfs_ilock") /*  <- module("xfs").tracepoint("xfs_ilock") */ 
