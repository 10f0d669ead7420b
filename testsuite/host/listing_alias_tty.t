# tapc -L 'tty.*': every alias of the family with the variables of its probe::tty.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L tty.*
=== PROG
# (the point is the command line's)
=== EXPECT
tty.init driver_name:string name:string module:string $driver:struct tty_driver* $idx:int
tty.ioctl name:string cmd:long arg:long $file:struct file* $cmd:unsigned int $arg:long unsigned int
tty.open inode_number:long inode_state:long inode_flags:long file_name:string file_mode:long file_flags:long $inode:struct inode* $filp:struct file*
tty.poll file_name:string wait_key:long $filp:struct file* $wait:poll_table*
tty.read buffer:string driver_name:string nr:long file_name:string $tty:struct tty_struct* $file:struct file* $kbuf:unsigned char* $nr:size_t $cookie:void** $offset:long unsigned int
tty.receive cp:string fp:string driver_name:string name:string count:long index:long id:long $tty:struct tty_struct* $cp:const unsigned char* $fp:const char* $count:int $flow:int
tty.register driver_name:string name:string module:string index:long $driver:struct tty_driver* $index:unsigned int $device:struct device* $drvdata:void* $attr_grp:const struct attribute_group**
tty.release inode_number:long inode_state:long inode_flags:long file_name:string file_mode:long file_flags:long $inode:struct inode* $filp:struct file*
tty.resize name:string old_row:long old_col:long old_xpixel:long old_ypixel:long new_row:long new_col:long new_xpixel:long new_ypixel:long $tty:struct tty_struct* $ws:struct winsize*
tty.unregister driver_name:string name:string module:string index:long $driver:struct tty_driver* $index:unsigned int
tty.write buffer:string driver_name:string nr:long file_name:string $tty:struct tty_struct* $file:struct file* $buf:const unsigned char* $nr:size_t
