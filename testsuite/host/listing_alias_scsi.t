# tapc -L 'scsi.*': every alias of the family with the variables of its probe::scsi.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L scsi.*
=== PROG
# (the point is the command line's)
=== EXPECT
scsi.iocompleted req_addr:long host_no:long channel:long dev_id:long lun:long device_state:long device_state_str:string data_direction:long data_direction_str:string goodbytes:long $cmd:struct scsi_cmnd* $good_bytes:unsigned int
scsi.iodispatching req_addr:long __cmd:long host_no:long channel:long dev_id:long lun:long device_state:long device_state_str:string data_direction:long data_direction_str:string request_buffer:long request_bufflen:long $return:blk_status_t $hctx:struct blk_mq_hw_ctx* $bd:const struct blk_mq_queue_data*
scsi.iodone req_addr:long host_no:long channel:long dev_id:long lun:long device_state:long device_state_str:string data_direction:long data_direction_str:string scsi_timer_pending:long $cmd:struct scsi_cmnd* $complete_directly:_Bool
scsi.ioentry req_addr:long __disk:long disk_major:long disk_minor:long device_state:long device_state_str:string $dev:struct scsi_device* $cmd:struct scsi_cmnd*
scsi.ioexecute host_no:long channel:long dev_id:long lun:long device_state:long device_state_str:string request_buffer:long request_bufflen:long data_direction:long data_direction_str:string timeout:long retries:long $sdev:struct scsi_device* $cmd:const unsigned char* $data_direction:int $buffer:void* $bufflen:unsigned int $sense:unsigned char*
scsi.set_state host_no:long channel:long dev_id:long lun:long old_state:long old_state_str:string state:long state_str:string $sdev:struct scsi_device* $state:enum scsi_device_state
