# The tapset aliases on kernel functions and on the slab's tracepoints,
# seen under a shell that changes the loopback device's MTU and
# promiscuity, reads /proc/net/dev, makes a dummy device, gives it an
# address, brings it up and down, deletes it and unloads dummy again
# (netdev.change_mtu, set_promiscuity, get_stats, register, change_mac,
# open, close, unregister), reads a loop device, frees it and unloads
# loop (ioblock.end: loop0's bio done without error; workqueue.destroy:
# the loop device's own queue, which has no rescuer thread), ignores
# SIGUSR2 (signal.do_action) and kills a child with SIGUSR1
# (signal.checkperm; signal.wakeup is left out: 6.1 inlines
# signal_wake_up_state where signals are sent); kmalloc's and kfree's
# callers by name (vm.kmalloc, vm.kfree, vm.kmem_cache_*), and the
# copy-on-write faults of its forks (vm.write_shared; vm.write_shared_copy's
# wp_page_copy is inlined in 6.12). In the order they came (sorted).
=== CMD /bin/bash -c 'ip link set lo up; ip link set lo mtu 1500; ip link set lo mtu 65536; ip link set lo promisc on; ip link set lo promisc off; cat /proc/net/dev > /dev/null; modprobe dummy; ip link add tapcd0 type dummy; ip link set tapcd0 address 02:00:00:00:00:01; ip link set tapcd0 up; ip link set tapcd0 down; ip link del tapcd0; modprobe -r dummy; modprobe loop; dd if=/dev/zero of=/tmp/alias_functions.img bs=1k count=64 2>/dev/null; losetup /dev/loop0 /tmp/alias_functions.img; dd if=/dev/loop0 of=/dev/null bs=16k count=1 iflag=direct 2>/dev/null; losetup -d /dev/loop0; rm /tmp/alias_functions.img; modprobe -r loop; trap "" USR2; sleep 5 & p=$!; sleep 1; kill -USR1 $p; wait'
=== PROG
global child, seen

probe netdev.change_mtu {
	if (dev_name == "lo")
		printf("change_mtu: %s %d -> %d\n", dev_name, old_mtu, new_mtu)
}
probe netdev.set_promiscuity {
	if (dev_name == "lo")
		printf("set_promiscuity: %s inc %d enable %d disable %d\n", dev_name,
		       inc, enable, disable)
}
probe netdev.get_stats {
	if (dev_name == "lo" && execname() == "cat" && !seen["get_stats"]++)
		printf("get_stats: %s\n", dev_name)
}
probe netdev.register, netdev.unregister, netdev.open, netdev.close {
	if (dev_name == "tapcd0")
		printf("%s: %s\n", ppfunc(), dev_name)
}
probe netdev.change_mac {
	if (dev_name == "tapcd0")
		printf("change_mac: %s, %d bytes, to %s, from another %d\n", dev_name,
		       mac_len, new_mac, old_mac != new_mac && strlen(old_mac) == 17)
}
probe ioblock.end {
	if (devname == "loop0" && !seen["end"]++)
		printf("end: %s %s error %d rw %d\n", name, devname, error, rw)
}
probe workqueue.destroy {
	if (kernel_string($wq->name) == "loop0")
		printf("destroy: %s's queue, by %s, rescuer %d\n", kernel_string($wq->name),
		       execname(), wq_thread)
}
probe signal.do_action {
	if (pid() == target() && sig_name == "SIGUSR2" && sa_handler == 1)
		printf("do_action: %s %d, to SIG_IGN, old action asked for %d\n",
		       sig_name, sig, oldsigact_addr != 0)
}
probe kprocess.exec {
	if (ppid() == target() && args == "\"sleep\" \"5\"")
		child = pid()
}
probe signal.checkperm {
	if (pid() == target() && sig_pid == child && sig == 10)
		printf("checkperm: %s %s to the child %s, si_code %s\n", name, sig_name,
		       pid_name, si_code)
}
probe vm.kmalloc {
	if (bytes_alloc >= bytes_req && bytes_req > 0 && ptr && caller_function != "" &&
	    name == "kmalloc" && gfp_flag_name != "")
		seen["kmalloc"]++
}
probe vm.kfree {
	if (ptr && caller_function != "" && name == "kfree")
		seen["kfree"]++
}
probe vm.kmem_cache_alloc {
	if (bytes_alloc >= bytes_req && bytes_req > 0 && ptr && caller_function != "")
		seen["kmem_cache_alloc"]++
}
probe vm.kmem_cache_free {
	if (ptr && call_site)
		seen["kmem_cache_free"]++
}
probe vm.write_shared {
	if (pid() == target() && address && name == "write_shared")
		seen["write_shared"]++
}
probe end {
	printf("kmalloc seen %d\n", seen["kmalloc"] > 0)
	printf("kfree seen %d\n", seen["kfree"] > 0)
	printf("kmem_cache_alloc seen %d\n", seen["kmem_cache_alloc"] > 0)
	printf("kmem_cache_free seen %d\n", seen["kmem_cache_free"] > 0)
	printf("write_shared seen %d\n", seen["write_shared"] > 0)
}
=== FILTER
sort
=== EXPECT
__dev_close_many: tapcd0
__dev_open: tapcd0
change_mac: tapcd0, 6 bytes, to 02:00:00:00:00:01, from another 1
change_mtu: lo 1500 -> 65536
change_mtu: lo 65536 -> 1500
checkperm: checkperm SIGUSR1 to the child sleep, si_code SI_USER
destroy: loop0's queue, by modprobe, rescuer 0
do_action: SIGUSR2 12, to SIG_IGN, old action asked for 1
end: ioblock.end loop0 error 0 rw 0
get_stats: lo
kfree seen 1
kmalloc seen 1
kmem_cache_alloc seen 1
kmem_cache_free seen 1
register_netdevice: tapcd0
set_promiscuity: lo inc -1 enable 0 disable 1
set_promiscuity: lo inc 1 enable 1 disable 0
unregister_netdevice_queue: tapcd0
write_shared seen 1
