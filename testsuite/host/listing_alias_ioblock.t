# tapc -L 'ioblock.*': every alias of the family with the variables of its probe::ioblock.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L ioblock.*
=== PROG
# (the point is the command line's)
=== EXPECT
ioblock.end name:string bdev:long devname:string bdev_contains:long p_start_sect:long ino:long sector:long size:long bytes_done:long idx:long vcnt:long phys_segments:long flags:long opf:long rw:long error:long hw_segments:long $bio:struct bio*
ioblock.request name:string bdev:long devname:string bdev_contains:long p_start_sect:long ino:long sector:long size:long bytes_done:long idx:long vcnt:long phys_segments:long flags:long opf:long rw:long hw_segments:long $bio:struct bio*
