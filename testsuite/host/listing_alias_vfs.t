# tapc -L 'vfs.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L vfs.*
=== PROG
# (the point is the command line's)
=== EXPECT
vfs.add_to_page_cache name:string dev:long devname:string ino:long index:long nrpages:long size:long units:string argstr:string $folio:struct folio*
vfs.open name:string path:long cred:long pathname:string argstr:string $path:const struct path* $file:struct file*
vfs.read name:string file:long pathname:string dev:long devname:string ino:long pos:long buf:long bytes_to_read:long argstr:string $file:struct file* $buf:char* $count:size_t $pos:loff_t*
vfs.readv name:string file:long pathname:string dev:long devname:string ino:long pos:long vec:long vlen:long bytes_to_read:long argstr:string $file:struct file* $vec:const struct iovec* $vlen:long unsigned int $pos:loff_t* $flags:rwf_t
vfs.remove_from_page_cache name:string dev:long devname:string ino:long index:long argstr:string $folio:struct folio*
vfs.write name:string file:long pathname:string dev:long devname:string ino:long pos:long buf:long bytes_to_write:long argstr:string $file:struct file* $buf:const char* $count:size_t $pos:loff_t*
vfs.writev name:string file:long pathname:string dev:long devname:string ino:long pos:long vec:long vlen:long bytes_to_write:long argstr:string $file:struct file* $vec:const struct iovec* $vlen:long unsigned int $pos:loff_t* $flags:rwf_t
