# The tty aliases on a pseudo-terminal's life of values known in advance
# (progs/pty_ops.c): the master made for /dev/ptmx (tty.init), the slave
# opened (tty.open) and its window set twice (tty.ioctl, TIOCSWINSZ),
# "hello\n" written to it through its line discipline (tty.write) and
# received by the master's (tty.receive, in a worker: counted, its
# characters quoted as stap reads them), the
# master polled for input (tty.poll: POLLIN|POLLERR|POLLHUP) and read
# into 100 bytes (tty.read: of 64, the chunk tty_read asks its line
# discipline for), both closed (tty.release); each window set told
# (tty.resize), also of the serial console, set and set back. devpts is
# mounted for the pty first.
=== CMD /bin/sh -c 'mkdir -p /dev/pts; mountpoint -q /dev/pts || mount -t devpts devpts /dev/pts; exec @PROGS@/pty_ops'
=== PROG
global slave, received

probe tty.init {
	if (pid() == target())
		printf("init: driver_name %s name %s module \"%s\"\n", driver_name, name, module)
}
probe tty.open {
	if (pid() != target())
		next
	if (slave == "")
		slave = file_name
	printf("open: %s, inode %d, read and write %d, O_RDWR|O_NOCTTY %d, state and flags read %d\n",
	       file_name == slave ? "the slave" : file_name, inode_number != 0,
	       (file_mode & 3) == 3, (file_flags & 0x103) == 0x102,
	       inode_state >= 0 && inode_flags >= 0)
}
probe tty.ioctl {
	if (pid() == target() && cmd == 0x5414)
		printf("ioctl: TIOCSWINSZ on %s, arg %d\n",
		       name == slave ? "the slave" : name, arg != 0)
}
probe tty.write {
	if (pid() == target())
		printf("write: %s nr %d driver_name %s buffer %s\n",
		       file_name == slave ? "the slave" : file_name, nr, driver_name, buffer)
}
probe tty.receive {
	if (slave != "" && name == "\"ptm\"" && driver_name == "\"pty_master\"" &&
	    index == strtol(slave, 10) && id == 0x5401 && substr(cp, 0, 6) == "\"hello" &&
	    fp == "0x0")
		received += count
}
probe tty.poll {
	if (pid() == target())
		printf("poll: %s wait_key 0x%x\n", file_name, wait_key)
}
probe tty.read {
	if (pid() == target())
		printf("read: %s nr %d driver_name %s buffer quoted %d\n", file_name, nr,
		       driver_name, substr(buffer, 0, 1) == "\"")
}
probe tty.resize {
	if (pid() == target())
		printf("resize: %s to %dx%d (%dx%d) %s\n",
		       name == "pts" . slave ? "the slave" : name, new_row, new_col,
		       new_xpixel, new_ypixel,
		       old_row == 30 && old_col == 100 && old_xpixel == 640 && old_ypixel == 480
		       ? "from the first" : "first")
}
probe tty.release {
	if (pid() == target())
		printf("release: %s\n", file_name == slave ? "the slave" : file_name)
}
probe end {
	printf("receive: the master got %d bytes\n", received)
}
=== FILTER
sed 's/^resize: ttyS0 to [0-9]*x[0-9]* ([0-9]*x[0-9]*) from the first$/resize: ttyS0 to the old size from the first/'
=== EXPECT
init: driver_name pty_master name ptm module ""
open: the slave, inode 1, read and write 1, O_RDWR|O_NOCTTY 1, state and flags read 1
ioctl: TIOCSWINSZ on the slave, arg 1
resize: the slave to 24x80 (0x0) first
ioctl: TIOCSWINSZ on the slave, arg 1
resize: the slave to 30x100 (640x480) first
write: the slave nr 6 driver_name "pty_slave" buffer "hello\n"
poll: ptmx wait_key 0x19
read: ptmx nr 64 driver_name "pty_master" buffer quoted 1
release: the slave
release: ptmx
open: ttyS0, inode 1, read and write 1, O_RDWR|O_NOCTTY 1, state and flags read 1
ioctl: TIOCSWINSZ on ttyS0, arg 1
resize: ttyS0 to 30x100 (640x480) first
ioctl: TIOCSWINSZ on ttyS0, arg 1
resize: ttyS0 to the old size from the first
release: ttyS0
receive: the master got 6 bytes
