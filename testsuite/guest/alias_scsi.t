# The scsi aliases on scsi_debug's disk (a SCSI host with no hardware,
# with sd_mod for its disk, which no udev loads in the guest):
# the scan's first INQUIRY run and waited for (scsi.ioexecute: from the
# device, 36 bytes, the scan's 20 s and 3 retries, the device still
# CREATED), the device then made running (scsi.set_state), then dd's one
# direct read of 4096 bytes at sector 800 of the disk, followed through
# the mid-layer by its request: prepared (scsi.ioentry, on the disk's major 8), dispatched to
# the driver (scsi.iodispatching, 4096 bytes from the device), done by
# the driver (scsi.iodone) and completed with its 4096 bytes
# (scsi.iocompleted), all on the same host, channel, id and lun. No hit
# of the scan's commands or dd's is lost: stderr stays empty, without
# stap's "WARNING: Number of errors: 0, skipped probes: N" (as kprobes,
# the kernel dropped a completion's hit in an interrupt taken during
# another probe's handler, in about a third of the runs on a loaded
# 6.12 guest; runtime/kfunc_module_ftrace.c).
=== CMD /bin/sh -c 'modprobe sd_mod && modprobe scsi_debug || exit 1; for i in $(seq 100); do set -- /sys/bus/pseudo/drivers/scsi_debug/adapter*/host*/target*/*:*/block/*; [ -e "$1" ] && break; sleep 0.1; done; dd if=/dev/${1##*/} of=/dev/null bs=4096 skip=100 count=1 iflag=direct 2>/dev/null || exit 1; modprobe -r scsi_debug sd_mod'
=== PROG
global seen, req, where

probe scsi.set_state {
	if (old_state_str == "CREATED" && state_str == "RUNNING" && !seen["set_state"]++)
		printf("set_state: %s %d -> %s %d, the device's %d\n", old_state_str,
		       old_state, state_str, state,
		       sprintf("%d:%d:%d:%d", host_no, channel, dev_id, lun) == where)
}
probe scsi.ioexecute {
	if ($cmd[0] == 0x12 && !seen["ioexecute"]++) {
		where = sprintf("%d:%d:%d:%d", host_no, channel, dev_id, lun)
		printf("ioexecute: INQUIRY %s %d, %d bytes, buffer %d, timeout %d, retries %d, %s, the device's %d\n",
		       data_direction_str, data_direction, request_bufflen,
		       request_buffer != 0, timeout, retries, device_state_str,
		       sprintf("%d:%d:%d:%d", host_no, channel, dev_id, lun) == where)
	}
}
probe scsi.ioentry {
	if (!req && @cast(req_addr, "request", "kernel")->__sector == 800) {
		req = req_addr
		printf("ioentry: disk %d:%d, %s %d\n", disk_major, disk_minor,
		       device_state_str, device_state)
	}
}
probe scsi.iodispatching {
	if (req && req_addr == req && !seen["iodispatching"]++)
		printf("iodispatching: %s %d, %d bytes, buffer %d, %s, the device's %d\n",
		       data_direction_str, data_direction, request_bufflen,
		       request_buffer != 0, device_state_str,
		       sprintf("%d:%d:%d:%d", host_no, channel, dev_id, lun) == where)
}
probe scsi.iodone {
	if (req && req_addr == req && !seen["iodone"]++)
		printf("iodone: %s, %s, timer pending %d, the device's %d\n",
		       data_direction_str, device_state_str, scsi_timer_pending,
		       sprintf("%d:%d:%d:%d", host_no, channel, dev_id, lun) == where)
}
probe scsi.iocompleted {
	if (req && req_addr == req && !seen["iocompleted"]++)
		printf("iocompleted: %s, %d good bytes, %s, the device's %d\n",
		       data_direction_str, goodbytes, device_state_str,
		       sprintf("%d:%d:%d:%d", host_no, channel, dev_id, lun) == where)
}
=== EXPECT
ioexecute: INQUIRY FROM_DEVICE 2, 36 bytes, buffer 1, timeout 20, retries 3, CREATED, the device's 1
set_state: CREATED 1 -> RUNNING 2, the device's 1
ioentry: disk 8:0, RUNNING 2
iodispatching: FROM_DEVICE 2, 4096 bytes, buffer 1, RUNNING, the device's 1
iodone: FROM_DEVICE, RUNNING, timer pending 1, the device's 1
iocompleted: FROM_DEVICE, 4096 good bytes, RUNNING, the device's 1
=== STDERR
