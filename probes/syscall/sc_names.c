/* stap's names for the variables of syscall.NAME (sc_names.h): what
 * its tapsets call each argument where that is not the kernel's name,
 * and the decoded forms (flags_str, dfd_str, ...) they add. The names
 * are stap's and are listed here; the constants the decoded forms are
 * spelt with come from the target kernel's headers (kernel/sc_consts.c),
 * grouped into the sets below. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "sc_names.h"
#include "util.h"

/* How each set decodes, from which groups of constants, and which of
 * their names it leaves out ("-GLOB") or keeps alone ("GLOB"). */
const sc_set sc_sets[] = {
	[SC_SET_OPEN] = { "O", SC_HOW_FLAGS, "O_ACCMODE", "" },
	/* statx's sync type 0 is no flag of the others' */
	[SC_SET_AT] = { "AT", SC_HOW_FLAGS, NULL,
			"-AT_FDCWD -AT_EACCESS -AT_STATX_SYNC_AS_STAT -AT_STATX_SYNC_TYPE" },
	[SC_SET_PROT] = { "PROT", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_MAP] = { "MAP", SC_HOW_FLAGS, "MAP_TYPE", "-MAP_HUGE_*" },
	[SC_SET_SIG] = { "SIG", SC_HOW_NAME, NULL, "" },
	[SC_SET_SIGHOW] = { "SIGHOW", SC_HOW_NAME, NULL, "" },
	[SC_SET_FCNTL] = { "F", SC_HOW_NAME, NULL,
			   "-F_OWNER_* -F_RDLCK -F_WRLCK -F_UNLCK -F_EXLCK "
			   "-F_SHLCK -F_LINUX_SPECIFIC_BASE -F_SEAL_*" },
	[SC_SET_SEEK] = { "SEEK", SC_HOW_NAME, NULL, "-SEEK_MAX" },
	[SC_SET_RENAME] = { "RENAME", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_SYNC_FILE_RANGE] = { "SYNC_FILE_RANGE", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_CLOCK] = { "CLOCK", SC_HOW_NAME, NULL, "" },
	/* clock_nanosleep's flags: a value by name, not bits (-1 is 0xffffffff) */
	[SC_SET_TIMER] = { "TIMER", SC_HOW_NAME, NULL, "" },
	[SC_SET_ITIMER] = { "ITIMER", SC_HOW_NAME, NULL, "" },
	[SC_SET_TFD] = { "TFD", SC_HOW_FLAGS, NULL, "-TFD_*_FLAGS" },
	[SC_SET_MSYNC] = { "MS", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_MCL] = { "MCL", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_MLOCK] = { "MLOCK", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_MREMAP] = { "MREMAP", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_MADV] = { "MADV", SC_HOW_NAME, NULL, "" },
	[SC_SET_PKEY] = { "PKEY", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_FADV] = { "FADV", SC_HOW_NAME, NULL, "" },
	/* 6.12's name of no flag (0) is none of stap's: 0x0 */
	[SC_SET_FALLOC] = { "FALLOC", SC_HOW_FLAGS, NULL, "-FALLOC_FL_ALLOCATE_RANGE" },
	[SC_SET_MOUNT] = { "MOUNT", SC_HOW_FLAGS, NULL, "-MS_MGC_* -MS_RMT_MASK" },
	[SC_SET_UMOUNT] = { "MNT UMOUNT", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_EFD] = { "EFD", SC_HOW_FLAGS, NULL, "-EFD_SHARED_FCNTL_FLAGS -EFD_FLAGS_SET" },
	[SC_SET_INOTIFY] = { "IN", SC_HOW_FLAGS, NULL, "-IN_ALL_EVENTS -IN_CLOSE -IN_MOVE" },
	[SC_SET_MFD] = { "MFD", SC_HOW_FLAGS, NULL, "-MFD_HUGE_*" },
	[SC_SET_GRND] = { "GRND", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_SPLICE] = { "SPLICE_F", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_XATTR] = { "XATTR", SC_HOW_FLAGS, NULL, "" },
	/* the priority after SWAP_FLAG_PREFER, in decimal */
	[SC_SET_SWAP] = { "SWAP_FLAG", SC_HOW_SWAP_FLAGS, "SWAP_FLAG_PRIO_MASK", "" },
	[SC_SET_REBOOT] = { "REBOOT", SC_HOW_NAME, NULL, "" },
	[SC_SET_EPOLL_CTL] = { "EPOLL_CTL", SC_HOW_NAME, NULL, "" },
	[SC_SET_AF] = { "AF", SC_HOW_NAME, NULL, "-AF_MAX" },
	/* 7.x's SOCK_COREDUMP is the kernel's own (socket(2) takes
	 * SOCK_CLOEXEC and SOCK_NONBLOCK alone), and stap does not name it */
	[SC_SET_SOCK_TYPE] = { "SOCK_TYPE SOCK", SC_HOW_FLAGS, "SOCK_TYPE_MASK",
			       "-SOCK_NOSPACE -SOCK_PASS* -SOCK_SUPPORT_ZC -SOCK_MAX -SOCK_COREDUMP",
			       NULL, 0, true },
	/* not the kernel's mask of its internal flags */
	[SC_SET_MSG] = { "MSG", SC_HOW_FLAGS, NULL, "-MSG_INTERNAL_SENDMSG_FLAGS" },
	[SC_SET_SHUT] = { "SHUT", SC_HOW_NAME, NULL, "" },
	[SC_SET_IPPROTO] = { "IPPROTO", SC_HOW_NAME, NULL, "-IPPROTO_MAX" },
	[SC_SET_CLONE] = { "CLONE", SC_HOW_FLAGS, NULL, "-CLONE_ARGS_* -CLONE_LEGACY_FLAGS" },
	/* clone's flags as stap names them: not the flags of clone3 alone
	 * nor those newer than its list (in hex among the rest) */
	[SC_SET_FORK] = { "CLONE", SC_HOW_FORK_FLAGS, NULL,
			  "-CLONE_ARGS_* -CLONE_LEGACY_FLAGS -CLONE_PIDFD -CLONE_NEWCGROUP "
			  "-CLONE_NEWTIME -CLONE_CLEAR_SIGHAND -CLONE_INTO_CGROUP" },
	[SC_SET_SCHED] = { "SCHED", SC_HOW_NAME, NULL, "-SCHED_FLAG_* -SCHED_ATTR_*",
			   "SCHED_OTHER=SCHED_NORMAL" },
	[SC_SET_WAIT] = { "WAIT", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_IDTYPE] = { "P", SC_HOW_NAME, NULL, "" },
	/* stap names a resource of -1 RLIM_INFINITY */
	[SC_SET_RLIMIT] = { "RLIMIT RLIM", SC_HOW_NAME, NULL, "" },
	[SC_SET_PRIO] = { "PRIO", SC_HOW_NAME, NULL, "-PRIO_MIN -PRIO_MAX" },
	[SC_SET_RUSAGE] = { "RUSAGE", SC_HOW_NAME, NULL, "" },
	[SC_SET_IOPRIO_WHO] = { "IOPRIO_WHO", SC_HOW_NAME, NULL, "", NULL, 10 },
	/* an I/O priority's class; stap names no IOPRIO_CLASS_INVALID */
	[SC_SET_IOPRIO_CLASS] = { "IOPRIO_CLASS", SC_HOW_IOPRIO, NULL, "-IOPRIO_CLASS_INVALID" },
	/* the permission bits after the flags, in octal: IPC_CREAT|0600;
	 * stap names no other flag of msgget's and semget's, and shows
	 * none as nothing (its name "" of 0) */
	[SC_SET_IPC_FLAGS] = { "IPC", SC_HOW_FLAGS, NULL,
			       "IPC_CREAT IPC_EXCL", "=0", 8 },
	[SC_SET_SHM_FLAGS] = { "IPC SHM", SC_HOW_FLAGS, NULL,
			       "IPC_CREAT IPC_EXCL SHM_HUGETLB SHM_NORESERVE",
			       NULL, 8 },
	[SC_SET_SHMAT] = { "SHM", SC_HOW_FLAGS, NULL,
			   "SHM_RDONLY SHM_RND SHM_REMAP SHM_EXEC" },
	[SC_SET_MSG_FLAGS] = { "IPC MSGF", SC_HOW_FLAGS, NULL,
			       "IPC_NOWAIT MSG_NOERROR MSG_EXCEPT MSG_COPY" },
	[SC_SET_SHMCTL] = { "IPC SHM", SC_HOW_NAME, NULL,
			    "IPC_RMID IPC_SET IPC_STAT IPC_INFO SHM_LOCK "
			    "SHM_UNLOCK SHM_STAT SHM_INFO SHM_STAT_ANY" },
	[SC_SET_MSGCTL] = { "IPC MSGF", SC_HOW_NAME, NULL,
			    "IPC_RMID IPC_SET IPC_STAT IPC_INFO MSG_STAT "
			    "MSG_INFO MSG_STAT_ANY" },
	[SC_SET_SEMCTL] = { "IPC SEM", SC_HOW_NAME, NULL,
			    "IPC_RMID IPC_SET IPC_STAT IPC_INFO GET* SET* SEM_*" },
	[SC_SET_MPOL] = { "MPOL", SC_HOW_NAME, NULL,
			  "-MPOL_F_* -MPOL_MF_* -MPOL_MAX -MPOL_MODE_FLAGS" },
	[SC_SET_MPOL_F] = { "MPOL", SC_HOW_FLAGS, NULL,
			    "MPOL_F_NODE MPOL_F_ADDR MPOL_F_MEMS_ALLOWED" },
	[SC_SET_MPOL_MF] = { "MPOL", SC_HOW_FLAGS, NULL,
			     "MPOL_MF_STRICT MPOL_MF_MOVE MPOL_MF_MOVE_ALL MPOL_MF_LAZY" },
	[SC_SET_KCMP] = { "KCMP", SC_HOW_NAME, NULL, "-KCMP_TYPES" },
	/* stap names the commands of membarrier's first version alone */
	[SC_SET_MEMBARRIER] = { "MEMBARRIER", SC_HOW_NAME, NULL,
				"MEMBARRIER_CMD_QUERY MEMBARRIER_CMD_SHARED" },
	[SC_SET_SECCOMP_OP] = { "SECCOMP", SC_HOW_NAME, NULL,
				"SECCOMP_SET_MODE_* SECCOMP_GET_*" },
	/* stap names one value of seccomp's flags, else shows them in hex */
	[SC_SET_SECCOMP_FLAGS] = { "SECCOMP", SC_HOW_NAME, NULL,
				   "SECCOMP_FILTER_FLAG_TSYNC" },
	[SC_SET_BPF_CMD] = { "BPF_CMD", SC_HOW_NAME, NULL, "" },
	[SC_SET_MODULE_INIT] = { "MODULE_INIT", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_KEXEC] = { "KEXEC", SC_HOW_FLAGS, "KEXEC_ARCH_MASK",
			   "-KEXEC_FILE_* -KEXEC_SEGMENT_MAX" },
	[SC_SET_KEXEC_FILE] = { "KEXEC", SC_HOW_FLAGS, NULL, "KEXEC_FILE_*" },
	[SC_SET_PERF_FLAG] = { "PERF_FLAG", SC_HOW_FLAGS, NULL, "" },
	[SC_SET_STATX] = { "STATX", SC_HOW_FLAGS, NULL,
			   "-STATX_ATTR_* -STATX__RESERVED -STATX_ALL -STATX_BASIC_STATS" },
	[SC_SET_FILE_TYPE] = { "S_IF", SC_HOW_MODE, "S_IFMT", "" },
	/* arch_prctl's code: a number no name covers in decimal */
	[SC_SET_ARCH] = { "ARCH", SC_HOW_NAME, NULL, "", NULL, 10 },
	[SC_SET_RWF] = { "RWF", SC_HOW_FLAGS, NULL, "-RWF_SUPPORTED" },
	/* access(2)'s modes are libc's names of the kernel's MAY_* bits */
	/* pipe2's flags: the open flags a pipe takes */
	[SC_SET_PIPE2] = { "O", SC_HOW_FLAGS, NULL, "O_CLOEXEC O_NONBLOCK O_DIRECT" },
	/* fanotify_init's class is a field of its flags */
	[SC_SET_FAN_INIT] = { "FAN", SC_HOW_FLAGS, "FAN_ALL_CLASS_BITS",
			      "FAN_CLOEXEC FAN_NONBLOCK FAN_CLASS_* FAN_UNLIMITED_* "
			      "FAN_ENABLE_AUDIT FAN_REPORT_* -FAN_REPORT_DFID_NAME*" },
	[SC_SET_FAN_MARK] = { "FAN", SC_HOW_FLAGS, NULL,
			      "FAN_MARK_* -FAN_MARK_INODE" },
	[SC_SET_FAN_MASK] = { "FAN", SC_HOW_FLAGS, NULL,
			      "FAN_ACCESS FAN_MODIFY FAN_ATTRIB FAN_CLOSE_WRITE "
			      "FAN_CLOSE_NOWRITE FAN_OPEN FAN_MOVED_FROM FAN_MOVED_TO "
			      "FAN_CREATE FAN_DELETE FAN_DELETE_SELF FAN_MOVE_SELF "
			      "FAN_OPEN_EXEC FAN_Q_OVERFLOW FAN_FS_ERROR FAN_OPEN_PERM "
			      "FAN_ACCESS_PERM FAN_OPEN_EXEC_PERM FAN_EVENT_ON_CHILD "
			      "FAN_RENAME FAN_ONDIR" },
	/* an IPC key: IPC_PRIVATE by name, else the number */
	[SC_SET_IPC_KEY] = { "IPC", SC_HOW_NAME, NULL, "IPC_PRIVATE", NULL, 10 },
	/* open flags where there is no access mode (dup3's, memfd_secret's) */
	[SC_SET_OFLAGS] = { "O", SC_HOW_FLAGS, NULL,
			    "-O_RDONLY -O_WRONLY -O_RDWR -O_ACCMODE" },
	/* a socket's family: stap names it by the protocol family, PF_LOCAL
	 * for PF_UNIX */
	[SC_SET_PF] = { "PF", SC_HOW_NAME, NULL, "-PF_UNIX -PF_MAX" },
	[SC_SET_FLOCK] = { "LOCK", SC_HOW_FLAGS, NULL, "-LOCK_RW" },
	[SC_SET_EPOLL_FLAGS] = { "EPOLL", SC_HOW_FLAGS, NULL, "EPOLL_CLOEXEC" },
	[SC_SET_INOTIFY_INIT] = { "IN", SC_HOW_FLAGS, NULL, "IN_CLOEXEC IN_NONBLOCK" },
	[SC_SET_ACCESS] = { "", SC_HOW_FLAGS, NULL, "", "R_OK=4 W_OK=2 X_OK=1 F_OK=0" },
	/* a socket option's level and name: the name whichever the level
	 * (the kernel's own headers name SO_TIMESTAMP SO_TIMESTAMP_OLD);
	 * stap names SO_RCVTIMEO and SO_SNDTIMEO only by their user-space
	 * names, which a kernel build has not: 0x14 */
	[SC_SET_SOL] = { "SOL", SC_HOW_NAME, NULL, "" },
	[SC_SET_SO] = { "SO SCM", SC_HOW_NAME, NULL,
			"SO_* SCM_TIMESTAMPING_OPT_STATS SCM_TIMESTAMPING_PKTINFO "
			"-SO_RCVTIMEO_OLD -SO_SNDTIMEO_OLD" },
	/* keyctl's, by the names stap's tapset knows, unknown ones in
	 * decimal; a key's permissions in the headers' order, each that
	 * shares a bit (stap's lookup) */
	[SC_SET_KEYCTL_CMD] = { "KEYCTL", SC_HOW_NAME, NULL,
				"KEYCTL_GET_KEYRING_ID KEYCTL_JOIN_SESSION_KEYRING "
				"KEYCTL_UPDATE KEYCTL_REVOKE KEYCTL_CHOWN KEYCTL_SETPERM "
				"KEYCTL_DESCRIBE KEYCTL_CLEAR KEYCTL_LINK KEYCTL_UNLINK "
				"KEYCTL_SEARCH KEYCTL_READ KEYCTL_INSTANTIATE KEYCTL_NEGATE "
				"KEYCTL_SET_REQKEY_KEYRING KEYCTL_SET_TIMEOUT "
				"KEYCTL_ASSUME_AUTHORITY KEYCTL_GET_SECURITY "
				"KEYCTL_SESSION_TO_PARENT KEYCTL_REJECT "
				"KEYCTL_INSTANTIATE_IOV KEYCTL_INVALIDATE "
				"KEYCTL_GET_PERSISTENT", NULL, 10 },
	[SC_SET_KEY_SPEC] = { "KEY_SPEC", SC_HOW_NAME, NULL, "", NULL, 10 },
	[SC_SET_KEY_REQKEY] = { "KEY_REQKEY", SC_HOW_NAME, NULL,
				"-KEY_REQKEY_DEFL_REQUESTOR_KEYRING", NULL, 10 },
	[SC_SET_KEY_PERM] = { "KEY_PERM", SC_HOW_NAME, NULL,
			      "KEY_POS_* KEY_USR_* KEY_GRP_* KEY_OTH_*", NULL, 10 },
	/* prctl's options stap's tapset names, and the values of some */
	[SC_SET_PR_OPTION] = { "PR", SC_HOW_NAME, NULL,
			       "PR_SET_PDEATHSIG PR_GET_PDEATHSIG PR_GET_DUMPABLE "
			       "PR_SET_DUMPABLE PR_GET_UNALIGN PR_SET_UNALIGN "
			       "PR_GET_KEEPCAPS PR_SET_KEEPCAPS PR_GET_FPEMU PR_SET_FPEMU "
			       "PR_GET_FPEXC PR_SET_FPEXC PR_GET_TIMING PR_SET_TIMING "
			       "PR_SET_NAME PR_GET_NAME PR_GET_ENDIAN PR_SET_ENDIAN "
			       "PR_GET_SECCOMP PR_SET_SECCOMP PR_CAPBSET_READ "
			       "PR_CAPBSET_DROP PR_GET_TSC PR_SET_TSC PR_GET_SECUREBITS "
			       "PR_SET_SECUREBITS PR_SET_TIMERSLACK PR_GET_TIMERSLACK "
			       "PR_TASK_PERF_EVENTS_DISABLE PR_TASK_PERF_EVENTS_ENABLE "
			       "PR_MCE_KILL PR_MCE_KILL_GET PR_SET_MM PR_SET_PTRACER "
			       "PR_SET_CHILD_SUBREAPER PR_GET_CHILD_SUBREAPER "
			       "PR_SET_NO_NEW_PRIVS PR_GET_NO_NEW_PRIVS PR_GET_TID_ADDRESS "
			       "PR_SET_THP_DISABLE PR_GET_THP_DISABLE "
			       "PR_MPX_ENABLE_MANAGEMENT PR_MPX_DISABLE_MANAGEMENT" },
	[SC_SET_PR_UNALIGN] = { "PR", SC_HOW_NAME, NULL, "PR_UNALIGN_*" },
	[SC_SET_PR_FPEMU] = { "PR", SC_HOW_NAME, NULL, "PR_FPEMU_*" },
	[SC_SET_PR_FPEXC] = { "PR", SC_HOW_NAME, NULL, "PR_FP_EXC_*" },
	[SC_SET_PR_TIMING] = { "PR", SC_HOW_NAME, NULL, "PR_TIMING_*" },
	[SC_SET_PR_ENDIAN] = { "PR", SC_HOW_NAME, NULL, "PR_ENDIAN_*" },
	[SC_SET_PR_TSC] = { "PR", SC_HOW_NAME, NULL, "PR_TSC_*" },
	[SC_SET_PR_MCE_KILL] = { "PR", SC_HOW_NAME, NULL,
				 "PR_MCE_KILL_CLEAR PR_MCE_KILL_SET" },
	[SC_SET_PR_MCE_KILL2] = { "PR", SC_HOW_NAME, NULL,
				  "PR_MCE_KILL_LATE PR_MCE_KILL_EARLY PR_MCE_KILL_DEFAULT" },
	[SC_SET_PR_MM] = { "PR", SC_HOW_NAME, NULL, "PR_SET_MM_*" },
	[SC_SET_PR_PTRACER] = { "PR", SC_HOW_NAME, NULL, "PR_SET_PTRACER_ANY", NULL, 10 },
	/* the capabilities stap's tapset knows */
	[SC_SET_CAP] = { "CAP", SC_HOW_NAME, NULL,
			 "-CAP_LAST_CAP -CAP_PERFMON -CAP_BPF -CAP_CHECKPOINT_RESTORE" },
	[SC_SET_SECCOMP_MODE] = { "SECCOMP", SC_HOW_NAME, NULL, "SECCOMP_MODE_*" },
	[SC_SET_SECBIT] = { "SECBIT", SC_HOW_NAME, NULL,
			    "SECBIT_NOROOT* SECBIT_NO_SETUID_FIXUP* SECBIT_KEEP_CAPS*" },
	/* ptrace's requests stap's tapset names, the generic and x86's */
	[SC_SET_PTRACE_REQ] = { "PTRACE", SC_HOW_NAME, NULL,
				"PTRACE_TRACEME PTRACE_PEEKTEXT PTRACE_PEEKDATA "
				"PTRACE_PEEKUSR PTRACE_POKETEXT PTRACE_POKEDATA "
				"PTRACE_POKEUSR PTRACE_CONT PTRACE_KILL PTRACE_SINGLESTEP "
				"PTRACE_ATTACH PTRACE_DETACH PTRACE_SYSCALL "
				"PTRACE_SETOPTIONS PTRACE_GETEVENTMSG PTRACE_GETSIGINFO "
				"PTRACE_SETSIGINFO PTRACE_GETREGSET PTRACE_SETREGSET "
				"PTRACE_SEIZE PTRACE_INTERRUPT PTRACE_LISTEN "
				"PTRACE_PEEKSIGINFO PTRACE_GETSIGMASK PTRACE_SETSIGMASK "
				"PTRACE_GETREGS PTRACE_SETREGS PTRACE_GETFPREGS "
				"PTRACE_SETFPREGS PTRACE_GETFPXREGS PTRACE_SETFPXREGS "
				"PTRACE_OLDSETOPTIONS PTRACE_GET_THREAD_AREA "
				"PTRACE_SET_THREAD_AREA PTRACE_ARCH_PRCTL PTRACE_SYSEMU "
				"PTRACE_SYSEMU_SINGLESTEP PTRACE_SINGLEBLOCK" },
	[SC_SET_PTRACE_O] = { "PTRACE", SC_HOW_NAME, NULL,
			      "PTRACE_O_* -PTRACE_O_MASK -PTRACE_O_SUSPEND_SECCOMP" },
	/* the notes of an ELF core, a register set's */
	[SC_SET_NT] = { "NT", SC_HOW_NAME, NULL,
			"NT_PRSTATUS NT_PRFPREG NT_PRPSINFO NT_TASKSTRUCT NT_AUXV "
			"NT_SIGINFO NT_FILE NT_PRXFPREG NT_PPC_VMX NT_PPC_SPE "
			"NT_PPC_VSX NT_386_* NT_X86_XSTATE NT_S390_* NT_ARM_VFP "
			"NT_ARM_TLS NT_ARM_HW_* NT_ARM_SYSTEM_CALL NT_METAG_*" },
};

/* Each system call's variables under stap's names, "VAR=SPEC ...":
 *   ARG      the kernel's argument ARG under stap's name, of its own kind
 *   @ARG     its value as a number (an address, for a pointer)
 *   "ARG     the user string it points at, quoted
 *   ARG:raw  the same, unquoted
 *   ARG:buf  the user buffer it points at, of the next argument's length
 *   ARG:fd   a directory descriptor: "AT_FDCWD", else the number
 *   ARG:SET  decoded with a set of constants above (flags or a name)
 *   ARG:KIND the struct it points at, as stap shows it (struct_words)
 *   ARG:int  read as a signed int whatever the kernel's type
 *   -ARG     argstr leaves ARG out (a part stap's tapset does not show)
 * A word without "VAR=" says only how argstr shows the argument, where
 * stap's tapset decodes it there without a variable of its own.
 * Besides these, every call has each argument under its kernel name
 * and a pointer's NAME_uaddr; a quoted string VAR also VAR_unquoted, a
 * directory descriptor and an argument argstr decodes also VAR_str
 * (sc_point_vars). Sorted by call. */
static const struct {
	const char *call, *spec;
} renames[] = {
	{ "accept", "sockfd=fd addr_uaddr=@upeer_sockaddr addrlen_uaddr=@upeer_addrlen" },
	{ "accept4", "sockfd=fd addr_uaddr=@upeer_sockaddr addrlen_uaddr=@upeer_addrlen "
		     "flags_str=flags:SOCK_TYPE" },
	{ "access", "pathname=filename mode_str=mode:ACCESS" },
	{ "acct", "filename=name" },
	{ "add_key", "type_uaddr=@_type description_uaddr=@_description "
		     "payload_uaddr=@_payload _payload:buf" },
	{ "adjtimex", "buf_uaddr=@txc_p buf_str=txc_p:timex" },
	{ "arch_prctl", "code=option code_str=option:ARCH addr=arg2" },
	{ "bind", "umyaddr:sockaddr sockfd=fd my_addr_uaddr=@umyaddr "
		  "uaddr_af=umyaddr:sa_family uaddr_ip=umyaddr:sa_addr uaddr_ip_port=umyaddr:sa_port "
		  "uaddr_ipv6_flowinfo=umyaddr:sa_flowinfo uaddr_ipv6_scope_id=umyaddr:sa_scope_id" },
	/* 7.x added common attributes after size: stap shows three */
	{ "bpf", "cmd_str=cmd:BPF_CMD attr_uaddr=@uattr -uattr_common -size_common" },
	{ "capget", "data_uaddr=@dataptr" },
	{ "chdir", "path=filename" },
	{ "chmod", "path=filename" },
	{ "chown", "path=filename owner=user" },
	{ "chroot", "path=filename" },
	{ "clock_adjtime", "clk_id=which_clock clk_id_str=which_clock:CLOCK tx_uaddr=@utx "
			   "tx_uaddr_str=utx:timex" },
	{ "clock_getres", "clk_id=which_clock clk_id_str=which_clock:CLOCK res_uaddr=@tp" },
	{ "clock_gettime", "clk_id=which_clock clk_id_str=which_clock:CLOCK" },
	{ "clock_nanosleep", "clk_id=which_clock clk_id_str=which_clock:CLOCK "
			     "flags_str=flags:TIMER req_uaddr=@rqtp rem_uaddr=@rmtp req_str=rqtp:timespec" },
	{ "clock_settime", "clk_id=which_clock clk_id_str=which_clock:CLOCK "
			   "tp_uaddr_str=tp:timespec" },
	{ "clone", "stack_start=newsp parent_tid_uaddr=@parent_tidptr "
		   "child_tid_uaddr=@child_tidptr clone_flags_str=clone_flags:FORK -tls" },
	{ "connect", "uservaddr:sockaddr sockfd=fd serv_addr_uaddr=@uservaddr "
		  "uaddr_af=uservaddr:sa_family uaddr_ip=uservaddr:sa_addr "
		  "uaddr_ip_port=uservaddr:sa_port uaddr_ipv6_flowinfo=uservaddr:sa_flowinfo "
		  "uaddr_ipv6_scope_id=uservaddr:sa_scope_id" },
	{ "delete_module", "flags_str=flags:OFLAGS" },
	{ "dup", "oldfd=fildes" },
	{ "dup3", "flags_str=flags:OFLAGS" },
	{ "epoll_create1", "flags:EPOLL_FLAGS" },
	{ "epoll_ctl", "op_str=op:EPOLL_CTL" },
	{ "eventfd2", "flags_str=flags:EFD" },
	{ "execve", "args=argv:argv env_str=envp:argv" },
	{ "execveat", "dirfd=fd dirfd_str=fd:fd flags_str=flags:AT args=argv:argv "
		      "env_str=envp:argv" },
	{ "exit", "status=error_code" },
	{ "exit_group", "status=error_code" },
	{ "faccessat", "dirfd=dfd dirfd_str=dfd:fd pathname=filename mode_str=mode:ACCESS" },
	{ "faccessat2", "dirfd=dfd dirfd_str=dfd:fd pathname=filename flags_str=flags:AT "
			"mode_str=mode:ACCESS" },
	{ "fadvise64", "advice_str=advice:FADV" },
	{ "fallocate", "mode_str=mode:FALLOC" },
	{ "fanotify_init", "flags_str=flags:FAN_INIT event_f_flags_str=event_f_flags:OPEN" },
	{ "fanotify_mark", "dirfd=dfd dirfd_str=dfd:fd flags_str=flags:FAN_MARK "
			   "mask_str=mask:FAN_MASK" },
	{ "fchmod", "fildes=fd" },
	{ "fchmodat", "dirfd=dfd dirfd_str=dfd:fd pathname=filename" },
	{ "fchown", "owner=user" },
	{ "fchownat", "dirfd=dfd dirfd_str=dfd:fd pathname=filename owner=user "
		      "flags=flag flags_str=flag:AT" },
	{ "fcntl", "cmd_str=cmd:FCNTL" },
	{ "fgetxattr", "filedes=fd name_str=\"name" },
	{ "finit_module", "flags_str=flags:MODULE_INIT" },
	{ "flistxattr", "filedes=fd" },
	{ "flock", "operation=cmd cmd:FLOCK" },
	{ "fremovexattr", "filedes=fd name_str=\"name" },
	{ "fsetxattr", "filedes=fd name_str=\"name value_str=value:xattr_val flags_str=flags:XATTR" },
	{ "fstat", "filedes=fd buf_uaddr=@statbuf" },
	{ "futex", "futex_uaddr=@uaddr" },
	{ "futimesat", "dirfd=dfd dirfd_str=dfd:fd tvp_uaddr=@utimes tvp_str=utimes:timeval2" },
	{ "get_mempolicy", "flags_str=flags:MPOL_F" },
	{ "get_robust_list", "list_head_uaddr=@head_ptr len_uaddr=@len_ptr" },
	{ "get_thread_area", "u_info_str=u_info:user_desc" },
	{ "getcpu", "cpu_uaddr=@cpup node_uaddr=@nodep tcache_uaddr=@unused" },
	{ "getdents", "dirp_uaddr=@dirent" },
	{ "getdents64", "dirp_uaddr=@dirent" },
	{ "getgroups", "size=gidsetsize list_uaddr=@grouplist" },
	{ "getitimer", "which:ITIMER" },
	{ "getpeername", "s=fd name_uaddr=@usockaddr namelen_uaddr=@usockaddr_len" },
	{ "getpriority", "which:PRIO" },
	{ "getrandom", "buf=\"ubuf count=len flags_str=flags:GRND" },
	{ "getresgid", "rgid_uaddr=@rgidp egid_uaddr=@egidp sgid_uaddr=@sgidp" },
	{ "getresuid", "ruid_uaddr=@ruidp euid_uaddr=@euidp suid_uaddr=@suidp" },
	{ "getrusage", "who_str=who:RUSAGE usage_uaddr=@ru" },
	{ "getsockname", "s=fd name_uaddr=@usockaddr namelen_uaddr=@usockaddr_len" },
	{ "getsockopt", "level_str=level:SOL optname_str=optname:SO" },
	{ "getxattr", "path=pathname name_str=\"name" },
	{ "inotify_add_watch", "mask_str=mask:INOTIFY path_uaddr=@pathname path=pathname" },
	{ "inotify_init1", "flags:INOTIFY_INIT" },
	{ "io_getevents", "timestr=timeout:timespec" },
	{ "io_setup", "maxevents=nr_events" },
	{ "ioctl", "request=cmd argp=arg" },
	{ "ioprio_get", "which_str=which:IOPRIO_WHO" },
	{ "ioprio_set", "which_str=which:IOPRIO_WHO ioprio_str=ioprio:IOPRIO" },
	{ "kcmp", "type_str=type:KCMP" },
	{ "kexec_file_load", "cmdline=cmdline_ptr flags_str=flags:KEXEC_FILE" },
	{ "kexec_load", "flags_str=flags:KEXEC" },
	{ "kill", "sig_name=sig:SIG" },
	{ "lchown", "path=filename owner=user" },
	{ "lgetxattr", "path=pathname name_str=\"name" },
	{ "link", "oldpath=oldname newpath=newname" },
	{ "linkat", "olddirfd=olddfd olddirfd_str=olddfd:fd oldpath=oldname "
		    "newdirfd=newdfd newdirfd_str=newdfd:fd newpath=newname "
		    "flags_str=flags:AT" },
	{ "listen", "sockfd=fd" },
	{ "listxattr", "path_uaddr=@pathname path=pathname" },
	{ "llistxattr", "path_uaddr=@pathname path=pathname" },
	{ "lookup_dcookie", "cookie=cookie64 buffer_uaddr=@buf" },
	{ "lremovexattr", "path_uaddr=@pathname path=pathname name_str=\"name" },
	{ "lseek", "fildes=fd whence_str=whence:SEEK" },
	{ "lsetxattr", "path_uaddr=@pathname path=pathname name_str=\"name "
		       "value_str=value:xattr_val flags_str=flags:XATTR" },
	{ "lstat", "path=filename buf_uaddr=@statbuf" },
	{ "madvise", "length=len_in advice=behavior advice_str=behavior:MADV" },
	{ "mbind", "mode_str=mode:MPOL flags_str=flags:MPOL_MF" },
	{ "membarrier", "cmd_str=cmd:MEMBARRIER flags:int -cpu_id" },
	{ "memfd_create", "flags_str=flags:MFD" },
	{ "memfd_secret", "flags_str=flags:OFLAGS" },
	{ "mincore", "length=len" },
	{ "mkdirat", "dirfd=dfd dirfd_str=dfd:fd pahtname_unquoted=pathname:raw" },
	{ "mknod", "pathname=filename mode_str=mode:FILE_TYPE" },
	{ "mknodat", "dirfd=dfd dirfd_str=dfd:fd pathname=filename mode_str=mode:FILE_TYPE" },
	{ "mlock", "addr=start" },
	{ "mlock2", "addr=start flags_str=flags:MLOCK" },
	{ "mlockall", "flags_str=flags:MCL" },
	{ "mount", "source=\"dev_name target=\"dir_name filesystemtype=\"type "
		   "mountflags=flags mountflags_str=flags:MOUNT data=\"data" },
	{ "move_pages", "flags_str=flags:MPOL_MF" },
	{ "mprotect", "addr=start" },
	{ "mq_notify", "notification_uaddr=@u_notification" },
	{ "mq_open", "name_uaddr=@u_name filename=u_name" },
	{ "mq_timedreceive", "msg_ptr_uaddr=@u_msg_ptr msg_prio_uaddr=@u_msg_prio "
			     "abs_timeout_uaddr=@u_abs_timeout" },
	{ "mq_timedsend", "msg_ptr_uaddr=@u_msg_ptr abs_timeout_uaddr=@u_abs_timeout" },
	{ "mremap", "old_address=addr old_size=old_len new_size=new_len "
		    "flags_str=flags:MREMAP new_address=new_addr" },
	{ "msgctl", "cmd_str=cmd:MSGCTL" },
	{ "msgget", "key_str=key:IPC_KEY msgflg_str=msgflg:IPC_FLAGS" },
	{ "msgrcv", "msgflg_str=msgflg:MSG_FLAGS" },
	{ "msgsnd", "msgflg_str=msgflg:MSG_FLAGS" },
	{ "msync", "length=len flags_str=flags:MSYNC" },
	{ "munlock", "addr=start" },
	{ "munmap", "start=addr length=len" },
	{ "name_to_handle_at", "pathname=name flags=flag flags_str=flag:AT" },
	{ "nanosleep", "req_uaddr=@rqtp rem_uaddr=@rmtp req_str=rqtp:timespec" },
	{ "newfstatat", "dirfd=dfd dirfd_str=dfd:fd path=\"filename buf_uaddr=@statbuf "
			"flags=flag flags_str=flag:AT" },
	{ "open_by_handle_at", "mount_dfd=mountdirfd mount_dfd_str=mountdirfd:fd" },
	{ "perf_event_open", "attr_uaddr=@attr_uptr flags_str=flags:PERF_FLAG" },
	{ "personality", "persona=personality" },
	{ "pipe", "fildes:fdpair fildes_uaddr=@fildes" },
	{ "pipe2", "fildes:fdpair fildes_uaddr=@fildes flag_str=flags:PIPE2" },
	{ "pivot_root", "new_root_str=new_root old_root_str=put_old" },
	{ "pkey_alloc", "init_val_str=init_val:PKEY" },
	{ "pkey_mprotect", "addr=start" },
	{ "poll", "timeout=timeout_msecs" },
	{ "ppoll", "fds_uaddr=@ufds tsp_str=tsp:timespec" },
	{ "pread64", "offset=pos" },
	{ "preadv", "vector_uaddr=@vec count=vlen offset=pos_l pos_l:hex -pos_h" },
	{ "preadv2", "vector_uaddr=@vec count=vlen offset=pos_l flags_str=flags:RWF "
		     "pos_l:hex -pos_h" },
	{ "prlimit64", "resource_str=resource:RLIMIT new_rlim_str=new_rlim:rlimit" },
	{ "process_vm_readv", "local_iov_uaddr=@lvec remote_iov_uaddr=@rvec" },
	{ "process_vm_writev", "local_iov_uaddr=@lvec remote_iov_uaddr=@rvec" },
	{ "pselect6", "nfds=n readfds=@inp writefds=@outp exceptfds=@exp timeout=@tsp "
		      "sigmask=@sig timeout_str=tsp:timespec" },
	{ "pwrite64", "buf_str=buf:buf offset=pos" },
	{ "pwritev", "vector_uaddr=@vec count=vlen offset=pos_l pos_l:hex -pos_h" },
	{ "pwritev2", "vector_uaddr=@vec count=vlen offset=pos_l flags_str=flags:RWF "
		      "pos_l:hex -pos_h" },
	{ "quotactl", "special=@special special_str=special" },
	{ "readlinkat", "path=pathname" },
	{ "readv", "vector_uaddr=@vec count=vlen" },
	{ "reboot", "magic=magic1 magic_str=magic1:REBOOT magic2_str=magic2:REBOOT "
		    "flag=cmd flag_str=cmd:REBOOT" },
	{ "recvfrom", "s=fd buf_uaddr=@ubuf len=size addrlen_uaddr=@addr_len "
		      "flags_str=flags:MSG" },
	{ "recvmmsg", "s=fd flags_str=flags:MSG timeout_str=timeout:timespec" },
	{ "recvmsg", "s=fd flags_str=flags:MSG" },
	{ "remap_file_pages", "prot_str=prot:PROT flags_str=flags:MAP" },
	{ "removexattr", "path=pathname name_str=\"name" },
	{ "rename", "oldpath=oldname newpath=newname" },
	{ "renameat", "oldname=@oldname oldname_str=oldname newname=@newname "
		      "newname_str=newname" },
	{ "renameat2", "oldname=@oldname oldname_str=oldname newname=@newname "
		       "newname_str=newname flags_str=flags:RENAME" },
	{ "request_key", "type_uaddr=@_type type_str=_type description_uaddr=@_description "
			 "description_str=_description callout_info_uaddr=@_callout_info" },
	{ "rt_sigaction", "act:sigaction" },
	{ "rt_sigpending", "set_uaddr=@uset" },
	{ "rt_sigprocmask", "how_str=how:SIGHOW set_uaddr=@nset oldset_uaddr=@oset "
			    "set_str=nset:sigset" },
	{ "rt_sigqueueinfo", "sig_name=sig:SIG siginfo_str=uinfo:siginfo" },
	{ "rt_sigsuspend", "set_uaddr=@unewset set_str=unewset:sigset" },
	{ "rt_sigtimedwait", "uthese_str=uthese:sigset uinfo_str=uinfo:siginfo "
			    "uts_str=uts:timespec" },
	{ "rt_tgsigqueueinfo", "tid=pid uinfo_str=uinfo:siginfo" },
	{ "sched_get_priority_max", "policy_str=policy:SCHED" },
	{ "sched_get_priority_min", "policy_str=policy:SCHED" },
	{ "sched_getaffinity", "mask_uaddr=@user_mask_ptr" },
	{ "sched_getattr", "sched_attr_uaddr=@uattr sched_attr_str=uattr:sched_attr size=usize" },
	{ "sched_getparam", "p_uaddr=@param" },
	{ "sched_rr_get_interval", "tp_uaddr=@interval" },
	{ "sched_setaffinity", "mask_uaddr=@user_mask_ptr" },
	{ "sched_setattr", "sched_attr_uaddr=@uattr sched_attr_str=uattr:sched_attr" },
	{ "sched_setparam", "p_uaddr=@param" },
	{ "sched_setscheduler", "policy_str=policy:SCHED p_uaddr=@param" },
	{ "seccomp", "op_str=op:SECCOMP_OP flags_str=flags:SECCOMP_FLAGS" },
	{ "select", "readfds_uaddr=@inp writefds_uaddr=@outp exceptfds_uaddr=@exp "
		    "timeout_uaddr=@tvp timeout_str=tvp:timeval" },
	{ "semctl", "cmdstr=cmd:SEMCTL" },
	{ "semget", "key_str=key:IPC_KEY semflg_str=semflg:IPC_FLAGS" },
	{ "semop", "sops_uaddr=@tsops" },
	{ "semtimedop", "sops_uaddr=@tsops timeout_str=timeout:timespec" },
	{ "sendmmsg", "s=fd flags_str=flags:MSG" },
	{ "sendmsg", "s=fd flags_str=flags:MSG" },
	{ "sendto", "s=fd buf_uaddr=@buff to_uaddr=@addr tolen=addr_len "
		    "flags_str=flags:MSG buf=buff:buf to_str=addr:sockaddr" },
	{ "set_mempolicy", "mode_str=mode:MPOL" },
	{ "set_robust_list", "list_head_uaddr=@head" },
	{ "set_thread_area", "u_info_str=u_info:user_desc" },
	{ "setdomainname", "domainname_uaddr=@name domainname_str=\"name" },
	{ "setfsgid", "fsgid=gid" },
	{ "setfsuid", "fsuid=uid" },
	{ "setgroups", "size=gidsetsize list_uaddr=@grouplist" },
	{ "sethostname", "hostname_uaddr=@name name_str=\"name" },
	{ "setitimer", "which_str=which:ITIMER value_str=value:itimerval" },
	{ "setns", "nstype=flags nstype_str=flags:CLONE" },
	{ "setpriority", "which_str=which:PRIO prio=niceval" },
	{ "setrlimit", "resource_str=resource:RLIMIT rlim_str=rlim:rlimit" },
	{ "setsockopt", "level_str=level:SOL optname_str=optname:SO" },
	{ "settimeofday", "tv_str=tv:timeval tz_str=tz:timezone" },
	{ "setxattr", "path_uaddr=@pathname path=pathname name_str=\"name "
		      "value_str=value:xattr_val flags_str=flags:XATTR" },
	{ "shmat", "shmflg_str=shmflg:SHMAT" },
	{ "shmctl", "cmd_str=cmd:SHMCTL" },
	{ "shmget", "shmflg_str=shmflg:SHM_FLAGS" },
	{ "shutdown", "s=fd how_str=how:SHUT" },
	{ "socket", "family_str=family:PF type_str=type:SOCK_TYPE "
		    "protocol_str=protocol:inet_protocol" },
	{ "socketpair", "sv_uaddr=@usockvec family_str=family:PF type_str=type:SOCK_TYPE "
			"protocol_str=protocol:inet_protocol" },
	{ "splice", "flags_str=flags:SPLICE" },
	{ "stat", "buf_uaddr=@statbuf" },
	{ "statfs", "path=pathname" },
	{ "statx", "flags_str=flags:AT mask_str=mask:STATX buf_uaddr=@buffer" },
	{ "swapoff", "path_uaddr=@specialfile path=specialfile" },
	{ "swapon", "path_uaddr=@specialfile path=specialfile swapflags=swap_flags "
		    "swapflags_str=swap_flags:SWAP" },
	{ "symlink", "oldpath=oldname newpath=newname" },
	{ "symlinkat", "oldname=@oldname oldname_str=oldname newname=@newname "
		       "newname_str=newname" },
	{ "sync_file_range", "flags_str=flags:SYNC_FILE_RANGE" },
	{ "sysinfo", "info_uaddr=@info info_str=info:sysinfo" },
	{ "syslog", "bufp_uaddr=@buf" },
	{ "time", "t_uaddr=@tloc" },
	{ "timer_create", "clockid=which_clock clockid_str=which_clock:CLOCK "
			  "evp_uaddr=@timer_event_spec timerid_uaddr=@created_timer_id" },
	{ "timer_delete", "timerid=timer_id" },
	{ "timer_getoverrun", "timerid=timer_id" },
	{ "timer_gettime", "timerid=timer_id value_uaddr=@setting" },
	{ "timer_settime", "timerid=timer_id value_uaddr=@new_setting "
			   "ovalue_uaddr=@old_setting value_str=new_setting:itimerspec" },
	{ "timerfd_create", "clockid_str=clockid:CLOCK flags_str=flags:TFD" },
	{ "timerfd_gettime", "fd=ufd value_uaddr=@otmr" },
	{ "timerfd_settime", "fd=ufd flags_str=flags:TFD value_uaddr=@utmr ovalue_uaddr=@otmr "
			     "value_str=utmr:itimerspec" },
	{ "times", "buf_uaddr=@tbuf buf_str=tbuf:tms" },
	{ "truncate", "path=\"path" },
	{ "umount2", "target=\"name flags_str=flags:UMOUNT" },
	{ "unlinkat", "pathname=@pathname pathname_str=pathname flag_str=flag:AT" },
	{ "unshare", "unshare_flags_str=unshare_flags:CLONE" },
	{ "userfaultfd", "flags_str=flags:OFLAGS" },
	{ "utime", "times:utimbuf filename=\"filename buf_uaddr=@times" },
	{ "utimensat", "tsp_uaddr=@utimes flags_str=flags:AT tsp_str=utimes:timespec2" },
	{ "utimes", "filename=\"filename tvp_uaddr=@utimes "
		    "tvp_uaddr_str=utimes:timeval2" },
	{ "vmsplice", "iov=@uiov flags_str=flags:SPLICE" },
	{ "wait4", "pid=upid status_uaddr=@stat_addr options_str=options:WAIT "
		   "rusage_uaddr=@ru" },
	{ "waitid", "which_str=which:IDTYPE pid=upid options_str=options:WAIT "
		    "rusage_uaddr=@ru" },
	{ "write", "buf_str=buf:buf" },
	{ "writev", "vector_uaddr=@vec count=vlen" },
};

static const struct {
	const char *word;
	sc_set_id set;
} set_words[] = {
#define SET(id) { #id, SC_SET_##id }
	SET(OPEN), SET(AT), SET(PROT), SET(MAP), SET(SIG), SET(SIGHOW), SET(FCNTL),
	SET(SEEK), SET(RENAME), SET(SYNC_FILE_RANGE), SET(CLOCK), SET(TIMER),
	SET(ITIMER), SET(TFD), SET(MSYNC), SET(MCL), SET(MLOCK), SET(MREMAP),
	SET(MADV), SET(PKEY), SET(FADV), SET(FALLOC), SET(MOUNT), SET(UMOUNT),
	SET(EFD), SET(INOTIFY), SET(MFD), SET(GRND), SET(SPLICE), SET(XATTR),
	SET(SWAP), SET(REBOOT), SET(EPOLL_CTL), SET(AF), SET(SOCK_TYPE), SET(MSG),
	SET(SHUT), SET(IPPROTO), SET(CLONE), SET(SCHED), SET(WAIT), SET(IDTYPE),
	SET(RLIMIT), SET(PRIO), SET(RUSAGE), SET(IOPRIO_WHO), SET(IPC_FLAGS),
	SET(SHM_FLAGS), SET(MSG_FLAGS), SET(SHMCTL), SET(MSGCTL), SET(SEMCTL),
	SET(MPOL), SET(MPOL_F), SET(MPOL_MF), SET(KCMP), SET(MEMBARRIER),
	SET(SECCOMP_OP), SET(SECCOMP_FLAGS), SET(BPF_CMD), SET(MODULE_INIT),
	SET(KEXEC), SET(KEXEC_FILE), SET(PERF_FLAG), SET(STATX), SET(FILE_TYPE),
	SET(ARCH), SET(RWF), SET(ACCESS), SET(PIPE2),
	SET(FAN_INIT), SET(FAN_MARK), SET(FAN_MASK), SET(IPC_KEY),
	SET(OFLAGS), SET(PF), SET(FLOCK), SET(EPOLL_FLAGS), SET(INOTIFY_INIT),
	SET(SOL), SET(SO),
	SET(SHMAT), SET(KEYCTL_CMD), SET(KEY_SPEC), SET(KEY_REQKEY), SET(KEY_PERM),
	SET(PR_OPTION), SET(PR_UNALIGN), SET(PR_FPEMU), SET(PR_FPEXC), SET(PR_TIMING),
	SET(PR_ENDIAN), SET(PR_TSC), SET(PR_MCE_KILL), SET(PR_MCE_KILL2), SET(PR_MM),
	SET(PR_PTRACER), SET(CAP), SET(SECCOMP_MODE), SET(SECBIT), SET(PTRACE_REQ),
	SET(PTRACE_O), SET(NT), SET(FORK), { "IOPRIO", SC_SET_IOPRIO_CLASS },
#undef SET
};

/* The structs a pointer's variable may show, and a sockaddr's fields;
 * a sockaddr's family is named with the AF_* set. */
static const struct {
	const char *word;
	sc_how how;
} struct_words[] = {
	{ "timespec", SC_HOW_TIMESPEC }, { "timeval", SC_HOW_TIMEVAL },
	{ "timespec2", SC_HOW_TIMESPEC2 }, { "timeval2", SC_HOW_TIMEVAL2 },
	{ "itimerspec", SC_HOW_ITIMERSPEC }, { "itimerval", SC_HOW_ITIMERVAL },
	{ "timezone", SC_HOW_TIMEZONE }, { "rlimit", SC_HOW_RLIMIT },
	{ "sigset", SC_HOW_SIGSET }, { "sigaction", SC_HOW_SIGACTION },
	{ "fdpair", SC_HOW_FDPAIR }, { "siginfo", SC_HOW_SIGINFO },
	{ "tms", SC_HOW_TMS }, { "sysinfo", SC_HOW_SYSINFO },
	{ "sched_attr", SC_HOW_SCHED_ATTR }, { "utimbuf", SC_HOW_UTIMBUF },
	{ "argv", SC_HOW_ARGV }, { "timex", SC_HOW_TIMEX },
	{ "xattr_val", SC_HOW_XATTR_VAL }, { "user_desc", SC_HOW_USER_DESC },
	{ "sockaddr", SC_HOW_SOCKADDR },
	{ "sa_family", SC_HOW_SA_FAMILY }, { "sa_addr", SC_HOW_SA_ADDR },
	{ "sa_port", SC_HOW_SA_PORT }, { "sa_flowinfo", SC_HOW_SA_FLOWINFO },
	{ "sa_scope_id", SC_HOW_SA_SCOPE_ID },
	{ "inet_protocol", SC_HOW_INET_PROTOCOL },
	{ "hex", SC_HOW_HEX },
};

const char *sc_set_word(sc_set_id set)
{
	for (size_t i = 0; i < sizeof set_words / sizeof set_words[0]; i++)
		if (set_words[i].set == set)
			return set_words[i].word;
	return NULL;
}

bool sc_whole_decoder(const char *call, const sc_set_id **sets, int *nsets)
{
	static const sc_set_id keyctl[] = {
		SC_SET_KEYCTL_CMD, SC_SET_KEY_SPEC, SC_SET_KEY_REQKEY, SC_SET_KEY_PERM,
	};
	static const sc_set_id prctl[] = {
		SC_SET_PR_OPTION, SC_SET_PR_UNALIGN, SC_SET_PR_FPEMU, SC_SET_PR_FPEXC,
		SC_SET_PR_TIMING, SC_SET_PR_ENDIAN, SC_SET_PR_TSC, SC_SET_PR_MCE_KILL,
		SC_SET_PR_MCE_KILL2, SC_SET_PR_MM, SC_SET_PR_PTRACER, SC_SET_CAP,
		SC_SET_SECCOMP_MODE, SC_SET_SECBIT,
	};
	static const sc_set_id ptrace[] = {
		SC_SET_PTRACE_REQ, SC_SET_PTRACE_O, SC_SET_NT, SC_SET_ARCH,
	};
	static const struct {
		const char *call;
		const sc_set_id *sets;
		int nsets;
	} wholes[] = {
		{ "keyctl", keyctl, (int)(sizeof keyctl / sizeof keyctl[0]) },
		{ "prctl", prctl, (int)(sizeof prctl / sizeof prctl[0]) },
		{ "ptrace", ptrace, (int)(sizeof ptrace / sizeof ptrace[0]) },
	};
	for (size_t i = 0; i < sizeof wholes / sizeof wholes[0]; i++)
		if (!strcmp(wholes[i].call, call)) {
			*sets = wholes[i].sets;
			*nsets = wholes[i].nsets;
			return true;
		}
	return false;
}

bool sc_how_is_text(sc_how how)
{
	return how != SC_HOW_ARG && how != SC_HOW_VALUE;
}

/* The renames, parsed once; by call, in the table's order. */
static sc_rename *parsed;
static int nparsed;

static void parse_error(const char *call, const char *word)
{
	fprintf(stderr, "%s: internal error: bad system call rename "
		"\"%s\" of %s\n", progname, word, call);
	abort();
}

static sc_rename parse_word(const char *call, const char *word)
{
	sc_rename r = { .call = call };
	if (word[0] == '-') {
		r.arg = xstrdup(word + 1);
		r.hidden = true;
		return r;
	}
	const char *eq = strchr(word, '=');
	if (eq == word)
		parse_error(call, word);
	r.var = eq ? xstrndup(word, (size_t)(eq - word)) : NULL;
	const char *arg = eq ? eq + 1 : word;
	r.how = SC_HOW_ARG;
	if (*arg == '@' || *arg == '"') {
		r.how = *arg == '@' ? SC_HOW_VALUE : SC_HOW_QUOTED;
		arg++;
	}
	const char *colon = strchr(arg, ':');
	r.arg = xstrndup(arg, colon ? (size_t)(colon - arg) : strlen(arg));
	if (!colon)
		return r;
	const char *how = colon + 1;
	if (!strcmp(how, "raw")) {
		r.how = SC_HOW_UNQUOTED;
	} else if (!strcmp(how, "buf")) {
		r.how = SC_HOW_BUF;
	} else if (!strcmp(how, "fd")) {
		r.how = SC_HOW_DIRFD;
	} else if (!strcmp(how, "int")) {
		r.as_int = true;
	} else {
		size_t i;
		for (i = 0; i < sizeof struct_words / sizeof struct_words[0]; i++)
			if (!strcmp(struct_words[i].word, how)) {
				/* the runtime names their signals and
				 * families as stap does */
				r.how = struct_words[i].how;
				if (r.how == SC_HOW_INET_PROTOCOL)
					r.set = SC_SET_IPPROTO;
				return r;
			}
		for (i = 0; i < sizeof set_words / sizeof set_words[0]; i++)
			if (!strcmp(set_words[i].word, how))
				break;
		if (i == sizeof set_words / sizeof set_words[0])
			parse_error(call, word);
		r.set = set_words[i].set;
		r.how = sc_sets[r.set].how;
	}
	return r;
}

static void parse_all(void)
{
	for (size_t i = 0; i < sizeof renames / sizeof renames[0]; i++) {
		if (i > 0 && strcmp(renames[i - 1].call, renames[i].call) >= 0)
			parse_error(renames[i].call, "(out of order)");
		for (const char *p = renames[i].spec; *p;) {
			p += strspn(p, " ");
			size_t n = strcspn(p, " ");
			if (!n)
				break;
			char *word = xstrndup(p, n);
			VEC_PUSH(parsed, nparsed, parse_word(renames[i].call, word));
			free(word);
			p += n;
		}
	}
}

static int compare_call(const void *key, const void *item)
{
	return strcmp(key, ((const sc_rename *)item)->call);
}

const sc_rename *sc_renames_of(const char *call, int *count)
{
	if (!parsed)
		parse_all();
	const sc_rename *hit = bsearch(call, parsed, (size_t)nparsed,
				       sizeof *parsed, compare_call);
	*count = 0;
	if (!hit)
		return NULL;
	while (hit > parsed && !strcmp(hit[-1].call, call))
		hit--;
	while (hit + *count < parsed + nparsed && !strcmp(hit[*count].call, call))
		(*count)++;
	return hit;
}

bool sc_set_has(const sc_set *set, const char *group, const char *name)
{
	/* the set's groups, each a word */
	bool mine = false;
	for (const char *p = set->groups ? set->groups : ""; *p && !mine;) {
		size_t n = strcspn(p, " ");
		mine = strlen(group) == n && !strncmp(p, group, n);
		p += n + strspn(p + n, " ");
	}
	if (!mine)
		return false;
	bool includes = false, included = false;
	for (const char *p = set->names; *p;) {
		size_t n = strcspn(p, " ");
		char *glob = xstrndup(p, n);
		bool exclude = glob[0] == '-';
		bool match = fnmatch(glob + exclude, name, 0) == 0;
		free(glob);
		if (exclude && match)
			return false;
		if (!exclude) {
			includes = true;
			included |= match;
		}
		p += n + strspn(p + n, " ");
	}
	return !includes || included;
}
