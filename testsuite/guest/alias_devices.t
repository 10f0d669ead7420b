# The tapset aliases of devices and memory under a workload that uses them:
# a UDP packet on the loopback device (netdev.transmit, hard_transmit, rx,
# receive: "lo", the packet's length, IPv4), a direct read of a loop block
# device (ioblock.request, ioblock_trace.request: "loop0", 16 KiB from
# sector 0, a read; the ioscheduler's requests on it), interrupts and
# softirqs (irq_handler.*, softirq.*: the timer softirq), work queued and
# run by a kernel worker (workqueue.*), and the shell's page faults and
# memory system calls (vm.pagefault, vm.mmap, vm.brk, vm.munmap).
=== CMD /bin/bash -c 'ip link set lo up; echo hi > /dev/udp/127.0.0.1/9; modprobe loop; dd if=/dev/zero of=/tmp/alias_devices.img bs=1k count=64 2>/dev/null; losetup /dev/loop0 /tmp/alias_devices.img; dd if=/dev/loop0 of=/dev/null bs=16k count=1 iflag=direct 2>/dev/null; losetup -d /dev/loop0; rm /tmp/alias_devices.img'
=== PROG
global seen

probe netdev.transmit {
	if (dev_name == "lo" && protocol == 8 && !seen["transmit"]++)
		printf("transmit: %s, length %d, truesize > length %d\n", dev_name,
		       length, truesize > length)
}
probe netdev.hard_transmit {
	if (dev_name == "lo" && protocol == 8 && !seen["hard_transmit"]++)
		printf("hard_transmit: %s, length %d\n", dev_name, length)
}
probe netdev.rx {
	if (dev_name == "lo" && protocol == 8 && !seen["rx"]++)
		printf("rx: %s\n", dev_name)
}
probe netdev.receive {
	if (dev_name == "lo" && protocol == 8 && !seen["receive"]++)
		printf("receive: %s, length %d\n", dev_name, length)
}
probe ioblock.request {
	if (devname == "loop0" && !seen["request"]++)
		printf("request: %s sector %d size %d rw %d, %s, p_start_sect %d, vcnt > 0 %d\n",
		       devname, sector, size, rw, name, p_start_sect, vcnt > 0)
}
probe ioblock_trace.request {
	if (devname == "loop0" && !seen["trace.request"]++)
		printf("trace.request: %s size %d, queue %d\n", devname, size, q != 0)
}
# (the loop device has no elevator: its requests go to it directly, not
# through ioscheduler.elv_add_request)
probe ioscheduler_trace.elv_issue_request, ioscheduler.elv_completed_request {
	if (disk_major == 7 && disk_minor == 0 && !seen[name]++)
		printf("%s: loop0's request %d, rq_flags %d\n", name, rq != 0,
		       rq_flags & 1)
}
probe irq_handler.entry {
	if (irq > 0 && handler && kernel_string(dev_name, "") != "" && (flags == 0) == (flags_str == ""))
		seen["irq"]++
}
probe irq_handler.exit {
	if (ret >= 0 && ret <= 3 && handler && kernel_string(dev_name, "") != "")
		seen["irq.exit"]++
}
probe softirq.entry {
	if (vec_nr == 1)
		seen["timer softirq"]++
}
probe softirq.exit {
	seen["softirq.exit"]++
}
probe workqueue.insert {
	if (work && work_func)
		seen["insert"]++
}
probe workqueue.execute {
	if (work && work_func && wq_thread == task_current() &&
	    substr(execname(), 0, 7) == "kworker")
		seen["execute"]++
}
probe vm.pagefault {
	if (pid() == target() && address)
		seen[write_access ? "write fault" : "read fault"]++
}
probe vm.mmap {
	if (pid() == target() && length > 0 && name == "mmap")
		seen["mmap"]++
}
probe vm.munmap {
	if (pid() == target() && length > 0)
		seen["munmap"]++
}
probe vm.brk {
	if (pid() == target() && name == "brk")
		seen["brk"]++
}
probe end {
	printf("irq seen %d\n", seen["irq"] > 0)
	printf("irq.exit seen %d\n", seen["irq.exit"] > 0)
	printf("timer softirq seen %d\n", seen["timer softirq"] > 0)
	printf("softirq.exit seen %d\n", seen["softirq.exit"] > 0)
	printf("insert seen %d\n", seen["insert"] > 0)
	printf("execute seen %d\n", seen["execute"] > 0)
	printf("write fault seen %d\n", seen["write fault"] > 0)
	printf("read fault seen %d\n", seen["read fault"] > 0)
	printf("mmap seen %d\n", seen["mmap"] > 0)
	printf("munmap seen %d\n", seen["munmap"] > 0)
	printf("brk seen %d\n", seen["brk"] > 0)
}
=== FILTER
sort
=== EXPECT
brk seen 1
elv_completed_request: loop0's request 1, rq_flags 0
elv_issue_request: loop0's request 1, rq_flags 0
execute seen 1
hard_transmit: lo, length 45
insert seen 1
irq seen 1
irq.exit seen 1
mmap seen 1
munmap seen 1
read fault seen 1
receive: lo, length 31
request: loop0 sector 0 size 16384 rw 0, ioblock.request, p_start_sect 0, vcnt > 0 1
rx: lo
softirq.exit seen 1
timer softirq seen 1
trace.request: loop0 size 16384, queue 1
transmit: lo, length 45, truesize > length 1
write fault seen 1
