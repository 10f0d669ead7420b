# -L of kernel functions' returns: $return first with the function's
# return type, then the parameters (read at the return from the registers
# the entry kept), each type as stap spells DWARF's
=== ARGS -L kernel.function("vfs_read*").return
=== PROG
# -L of kernel functions' returns
=== EXPECT
kernel.function("vfs_read").return $return:ssize_t $file:struct file* $buf:char* $count:size_t $pos:loff_t*
kernel.function("vfs_readlink").return $return:int $dentry:struct dentry* $buffer:char* $buflen:int
kernel.function("vfs_readv").return $return:ssize_t $file:struct file* $vec:const struct iovec* $vlen:long unsigned int $pos:loff_t* $flags:rwf_t
