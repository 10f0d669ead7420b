# @cast(ADDR, "TYPE", "MODULE") finds a kernel module's own types in its
# BTF (nfs_inode is the nfs module's, not the kernel's), and a type the
# module does not have is stap's "type definition ... not found in".
=== STATUS 1
=== PROG
probe begin { println(@cast(0, "nfs_inode", "nfs")->attrtimeo) }
probe end { println(@cast(0, "nfs_inode", "9pnet")->attrtimeo) }
=== EXPECT
semantic error: type definition 'nfs_inode' not found in '9pnet': operator '@cast' at cast_kernel_module.stp:2:21
        source: probe end { println(@cast(0, "nfs_inode", "9pnet")->attrtimeo) }
                                    ^

Pass 2: analysis failed.  [man error::pass2]
