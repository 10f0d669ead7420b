# Variables typed as stap types them, which the examples rely on:
# netdev.ioctl's arg is the interface's name, quoted (netdev.stp prints it
# with %s); irq_handler's dev_name is the address of the handler's name
# (interrupts-by-dev.stp reads it with kernel_string).
=== ARGS -L netdev.ioctl
=== PROG
# -L of netdev.ioctl
=== EXPECT
netdev.ioctl cmd:long arg:string $net:struct net* $cmd:unsigned int $ifr:struct ifreq* $data:void* $need_copyout:_Bool*
