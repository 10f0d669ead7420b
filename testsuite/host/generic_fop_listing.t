# -L of generic.fop.*: each point on the kernel's generic file operation
# with the variables its alias sets and the function's parameters (6.1).
=== ARGS -L generic.fop.*
=== PROG
probe never { }
=== EXPECT
generic.fop.llseek name:string file:long pathname:string dev:long devname:string ino:long offset:long whence:long whence_str:string maxbyte:long argstr:string $file:struct file* $offset:loff_t $whence:int
generic.fop.mmap name:string file:long pathname:string dev:long devname:string ino:long vm_start:long vm_end:long vm_flags:long argstr:string $file:struct file* $vma:struct vm_area_struct*
generic.fop.open name:string file:long pathname:string dev:long devname:string ino:long filename:string flag:long size:long argstr:string $inode:struct inode* $filp:struct file*
generic.fop.read_iter name:string file:long pathname:string dev:long devname:string ino:long pos:long buf:long count:long nr_segs:long argstr:string size:long units:string $iocb:struct kiocb* $iter:struct iov_iter*
generic.fop.splice_read name:string file:long pathname:string dev:long devname:string ino:long dev_major:long dev_minor:long len:long flags:long argstr:string size:long units:string $in:struct file* $ppos:loff_t* $pipe:struct pipe_inode_info* $len:size_t $flags:unsigned int
generic.fop.splice_write name:string file:long pathname:string dev:long devname:string ino:long len:long flags:long argstr:string size:long units:string $pipe:struct pipe_inode_info* $out:struct file* $ppos:loff_t* $len:size_t $flags:unsigned int
generic.fop.write_iter name:string file:long pathname:string dev:long devname:string ino:long pos:long buf:long count:long nr_segs:long argstr:string size:long units:string $iocb:struct kiocb* $from:struct iov_iter*
