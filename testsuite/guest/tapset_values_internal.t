# The functions SystemTap's tapsets keep to themselves (@__private30),
# which a --compatible=2.9 script may call: the kernel's constants
# (errnos, ICMP types and codes, route types, GFP_KERNEL, the RSS
# counters' indexes), __gfp_flag_str's names, _IS_ERR, the size strings,
# and what they read of the running task, its root and its mount, each
# checked against what the kernel has (the values as stap 5.6 prints
# them, /work/shared/tools/stap-reference).
=== ARGS --compatible=2.9
=== PROG
probe begin {
  printf("consts=%d %d %d %d %d %d %d %d %d %d %d\n", _ehostunreach(), _enetunreach(),
         _icmp_dest_unreach(), _icmp_prot_unreach(), _net_rx_drop(), _icmp_time_exceeded(),
         _icmp_exc_fragtime(), _rtn_multicast(), _rtn_broadcast(), _rtn_unspec(), _rtn_local())
  printf("gfp0=[%s]\n", __gfp_flag_str(0))
  printf("gfpk=[%s] %#x\n", __gfp_flag_str(GFP_KERNEL()), GFP_KERNEL())
  printf("gfpkz=[%s]\n", __gfp_flag_str(GFP_KERNEL() | 0x100))
  printf("gfp1=[%s]\n", __gfp_flag_str(1))
  printf("iserr=%d %d %d %d\n", _IS_ERR(0), _IS_ERR(-1), _IS_ERR(-4095), _IS_ERR(-4096))
  printf("mm=%d %d\n", _MM_FILEPAGES(), _MM_ANONPAGES())
  printf("post=[%s] [%s] [%s] [%s]\n", _stp_number_to_string_postfix(2, 512, "K"),
         _stp_number_to_string_postfix(12, 512, "M"), _stp_number_to_string_postfix(512, 0, "G"),
         _stp_number_to_string_postfix(1, 0, ""))
  printf("txt=%d %d\n", _stp_mem_txt_adjust(4097, 8193), _stp_mem_txt_adjust(0, 0))
  t = task_current()
  printf("valid=%d %d idle=%d\n", _stp_valid_task(t), _stp_valid_task(0), __is_idle())
  printf("rcu=%d %d\n", container_of_task_rcu(&@cast(t, "task_struct")->rcu) == t,
         container_of_task_rcu(8))
  mm = @cast(t, "task_struct")->mm
  printf("rss=%d\n", _stp_get_mm_counter(mm, _MM_ANONPAGES()) > 0)
  root = @cast(t, "task_struct")->fs->root->dentry
  printf("root=%d [%s] [%s] [%s] [%s]\n", __dentry_IS_ROOT(root), __dentry_prepend(root, "abc"),
         __dentry_prepend(root, "x/"), __dentry_prepend(root, ""), d_name(root))
  inode = @cast(root, "dentry")->d_inode
  printf("vfsmnt=%d\n", __inode_vfsmount(inode) == @cast(t, "task_struct")->fs->root->mnt)
  printf("nfs=%d %d %d %d %d\n", __nfs_version(0), __p2i(0), __p2i_flag(0),
         __nfsi_cache_valid(0), _get_fopv_size(0, 0))
  printf("vfs=%d %d [%s] [%s]\n", __address_inode(0), __page_ino(0), __file_filename(0),
         __file_parentname(0))
  exit()
}
=== EXPECT
consts=113 101 3 2 1 11 1 5 3 0 2
gfp0=[]
gfpk=[GFP_KERNEL] 0xcc0
gfpkz=[__GFP_WAIT | __GFP_IO | __GFP_FS | __GFP_ZERO | __GFP_DIRECT_RECLAIM | __GFP_KSWAPD_RECLAIM]
gfp1=[GFP_DMA]
iserr=0 1 1 0
mm=0 1
post=[2.50K] [12.5M] [ 512G] [1.00]
txt=2 0
valid=1 0 idle=0
rcu=1 0
rss=1
root=1 [//abc] [x/] [/] [/]
vfsmnt=1
nfs=-1 0 -1 -1 -1
vfs=-1 -1 [NULL] [NULL]
