# tapc -L 'vm.*': every alias of the family with the variables of its probe::vm.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L vm.*
=== PROG
# (the point is the command line's)
=== EXPECT
vm.brk address:long length:long name:string brk:long argstr:string
vm.kfree call_site:long caller_function:string ptr:long name:string $call_site:long unsigned int $ptr:const void*
vm.kmalloc name:string call_site:long caller_function:string ptr:long gfp_flags:long gfp_flag_name:string bytes_req:long bytes_alloc:long $call_site:long unsigned int $ptr:const void* $bytes_req:size_t $bytes_alloc:size_t $gfp_flags:gfp_t $node:int
vm.kmalloc_node name:string call_site:long caller_function:string ptr:long gfp_flags:long gfp_flag_name:string bytes_req:long bytes_alloc:long $call_site:long unsigned int $ptr:const void* $bytes_req:size_t $bytes_alloc:size_t $gfp_flags:gfp_t $node:int
vm.kmem_cache_alloc name:string call_site:long caller_function:string ptr:long gfp_flags:long gfp_flag_name:string bytes_req:long bytes_alloc:long $call_site:long unsigned int $ptr:const void* $s:struct kmem_cache* $gfp_flags:gfp_t $node:int
vm.kmem_cache_alloc_node name:string call_site:long caller_function:string ptr:long gfp_flags:long gfp_flag_name:string bytes_req:long bytes_alloc:long $call_site:long unsigned int $ptr:const void* $s:struct kmem_cache* $gfp_flags:gfp_t $node:int
vm.kmem_cache_free call_site:long caller_function:string ptr:long name:string $call_site:long unsigned int $ptr:const void* $s:const struct kmem_cache*
vm.mmap address:long length:long name:string addr:long len:long prot:long prot_str:string flags:long flags_str:string fd:long off:long argstr:string
vm.munmap address:long name:string start:long length:long addr:long len:long argstr:string
vm.oom_kill name:string task:long $task:struct task_struct* $uid:uid_t
vm.pagefault name:string address:long write_access:long $address:long unsigned int $regs:struct pt_regs* $error_code:long unsigned int
vm.write_shared name:string address:long $vmf:struct vm_fault*
vm.write_shared_copy name:string address:long zero:long $vmf:struct vm_fault*
