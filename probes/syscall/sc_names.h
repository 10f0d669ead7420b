/* stap's names for system call variables where its tapsets do not use
 * the kernel's (accept's sockfd for fd, openat's flags_str, dfd_str,
 * filename_unquoted, ...), and the sets of constants their decoded
 * forms are spelt with. sc_point_vars (sc_format.h) puts them beside
 * the kernel's names. */
#ifndef TAPC_SC_NAMES_H
#define TAPC_SC_NAMES_H

#include <stdbool.h>

/* How a variable is made of its argument; each has a runtime
 * counterpart (enum tapc_sc_how in runtime/syscall.h). */
typedef enum sc_how {
	SC_HOW_ARG,       /* as the kernel's name of it is: by its format */
	SC_HOW_VALUE,     /* a number: the value, a pointer's address */
	SC_HOW_QUOTED,    /* the user string it points at, quoted */
	SC_HOW_UNQUOTED,  /* the same, as it is */
	SC_HOW_BUF,       /* the user buffer, of the next argument's length */
	SC_HOW_DIRFD,     /* "AT_FDCWD", else the number */
	SC_HOW_FLAGS,     /* a set's names of its bits, "A|B|0x40" */
	SC_HOW_NAME,      /* a set's name of the value, else the number */
	SC_HOW_MODE,      /* a set's name of the field, then octal: "S_IFREG|0644" */
	/* the user memory it points at, as stap shows the struct there */
	SC_HOW_TIMESPEC,  /* "[1.500000000]" */
	SC_HOW_TIMEVAL,   /* "[1.500000]" */
	SC_HOW_TIMESPEC2, /* two of them, as utimensat takes */
	SC_HOW_TIMEVAL2,
	SC_HOW_ITIMERSPEC,/* "[interval,value]" each a timespec's */
	SC_HOW_ITIMERVAL,
	SC_HOW_TIMEZONE,  /* "[minuteswest, dsttime]" */
	SC_HOW_RLIMIT,    /* "[cur,max]", RLIM_INFINITY by name */
	SC_HOW_SIGSET,    /* "[SIGINT|SIGTERM]", the set's names of its bits */
	SC_HOW_SIGACTION, /* "{SIG_IGN}", "{handler, flags, restorer, [mask]}" */
	SC_HOW_FDPAIR,    /* pipe's "[3, 4]" (0 where unreadable) */
	SC_HOW_SIGINFO,   /* "{si_signo=SIGUSR1, si_code=SI_USER, ...}" */
	SC_HOW_TMS,       /* "{tms_utime=1, ...}" */
	SC_HOW_SYSINFO,   /* "{uptime=1, loads=[...], ...}" */
	SC_HOW_SCHED_ATTR,/* "{size=48, sched_policy=0, ...}" */
	SC_HOW_UTIMBUF,   /* "[ctime, ctime]" (the epoch where unreadable) */
	SC_HOW_ARGV,      /* execve's "[\"/bin/true\", \"a\"]" */
	SC_HOW_TIMEX,     /* adjtimex's "{ADJ_STATUS, constant=0, ...}" */
	SC_HOW_XATTR_VAL, /* "testing", "\\xef\\xbe": 50 bytes of the next
	                   * argument's length */
	SC_HOW_USER_DESC, /* "{entry_number=4294967295, base_addr=0, ...}":
	                   * set_thread_area's struct user_desc */
	SC_HOW_SOCKADDR,  /* "{AF_INET, 127.0.0.1, 80}", of the next
	                   * argument's length */
	/* a sockaddr's parts, as text: empty where its family has none */
	SC_HOW_SA_FAMILY, /* by the set's name */
	SC_HOW_SA_ADDR,   /* "127.0.0.1", "::1" */
	SC_HOW_SA_PORT,   /* "80" */
	SC_HOW_SA_FLOWINFO,
	SC_HOW_SA_SCOPE_ID,
	/* socket's protocol: the set's name in an inet family (the call's
	 * first argument), else the number */
	SC_HOW_INET_PROTOCOL,
	SC_HOW_HEX,       /* the value in hex, 0x0 for none: preadv's offset */
	/* swapon's flags by the set's names, the rest in hex, then the
	 * priority in decimal where SWAP_FLAG_PREFER asks for one */
	SC_HOW_SWAP_FLAGS,
	/* clone's flags: the set's names of the bits above the low byte,
	 * then the low byte, the child's exit signal, by its name */
	SC_HOW_FORK_FLAGS,
	/* an I/O priority: the set's name of its class, then "|" and its
	 * data in decimal (the target's IOPRIO_PRIO_CLASS and _DATA) */
	SC_HOW_IOPRIO,
} sc_how;

typedef enum sc_set_id {
	SC_SET_NONE, SC_SET_OPEN, SC_SET_AT, SC_SET_PROT, SC_SET_MAP, SC_SET_SIG,
	SC_SET_SIGHOW, SC_SET_FCNTL, SC_SET_SEEK, SC_SET_RENAME,
	SC_SET_SYNC_FILE_RANGE, SC_SET_CLOCK, SC_SET_TIMER, SC_SET_ITIMER,
	SC_SET_TFD, SC_SET_MSYNC, SC_SET_MCL, SC_SET_MLOCK, SC_SET_MREMAP,
	SC_SET_MADV, SC_SET_PKEY, SC_SET_FADV, SC_SET_FALLOC, SC_SET_MOUNT,
	SC_SET_UMOUNT, SC_SET_EFD, SC_SET_INOTIFY, SC_SET_MFD, SC_SET_GRND,
	SC_SET_SPLICE, SC_SET_XATTR, SC_SET_SWAP, SC_SET_REBOOT,
	SC_SET_EPOLL_CTL, SC_SET_AF, SC_SET_SOCK_TYPE, SC_SET_MSG, SC_SET_SHUT,
	SC_SET_IPPROTO, SC_SET_CLONE, SC_SET_SCHED, SC_SET_WAIT, SC_SET_IDTYPE,
	SC_SET_RLIMIT, SC_SET_PRIO, SC_SET_RUSAGE, SC_SET_IOPRIO_WHO,
	SC_SET_IPC_FLAGS, SC_SET_SHM_FLAGS, SC_SET_MSG_FLAGS, SC_SET_SHMCTL,
	SC_SET_MSGCTL, SC_SET_SEMCTL, SC_SET_MPOL, SC_SET_MPOL_F,
	SC_SET_MPOL_MF, SC_SET_KCMP, SC_SET_MEMBARRIER, SC_SET_SECCOMP_OP,
	SC_SET_SECCOMP_FLAGS, SC_SET_BPF_CMD, SC_SET_MODULE_INIT, SC_SET_KEXEC,
	SC_SET_KEXEC_FILE, SC_SET_PERF_FLAG, SC_SET_STATX, SC_SET_FILE_TYPE,
	SC_SET_ARCH, SC_SET_RWF, SC_SET_ACCESS, SC_SET_PIPE2,
	SC_SET_FAN_INIT, SC_SET_FAN_MARK, SC_SET_FAN_MASK, SC_SET_IPC_KEY,
	SC_SET_OFLAGS, SC_SET_PF, SC_SET_FLOCK, SC_SET_EPOLL_FLAGS,
	SC_SET_INOTIFY_INIT, SC_SET_SOL, SC_SET_SO,
	SC_SET_SHMAT,
	SC_SET_KEYCTL_CMD, SC_SET_KEY_SPEC, SC_SET_KEY_REQKEY, SC_SET_KEY_PERM,
	SC_SET_PR_OPTION, SC_SET_PR_UNALIGN, SC_SET_PR_FPEMU, SC_SET_PR_FPEXC,
	SC_SET_PR_TIMING, SC_SET_PR_ENDIAN, SC_SET_PR_TSC, SC_SET_PR_MCE_KILL,
	SC_SET_PR_MCE_KILL2, SC_SET_PR_MM, SC_SET_PR_PTRACER, SC_SET_CAP,
	SC_SET_SECCOMP_MODE, SC_SET_SECBIT, SC_SET_PTRACE_REQ, SC_SET_PTRACE_O,
	SC_SET_NT, SC_SET_FORK, SC_SET_IOPRIO_CLASS,
	SC_NSETS
} sc_set_id;

/* A set of constants of the target kernel (its groups, kernel/syscalls.h)
 * and how a value is spelt with them. */
typedef struct sc_set {
	const char *groups;   /* "IPC SHM": the groups it takes names from */
	sc_how how;           /* SC_HOW_FLAGS, _NAME or _MODE */
	const char *field;    /* the constant whose bits are one value, not
	                       * flags ("O_ACCMODE"), or NULL */
	const char *names;    /* globs: "-X" leaves X out; with any "X", only
	                       * the names they match are in */
	const char *typed;    /* "R_OK=4 ...": constants the kernel's headers
	                       * do not define (libc's), for a set of no groups;
	                       * "SCHED_OTHER=SCHED_NORMAL": stap's name of a
	                       * constant of the headers, tried first */
	int base;             /* what no name covers, in 10 (0: hex); 8 for
	                       * IPC flags: the permission bits (0777) last,
	                       * in octal, the rest in hex */
	bool headers_order;   /* flags of as many bits in the headers' order,
	                       * not by value (socket's SOCK_CLOEXEC first) */
} sc_set;

extern const sc_set sc_sets[SC_NSETS];

/* Whether constant `name` of `group` is one of the set's. */
bool sc_set_has(const sc_set *set, const char *group, const char *name);

/* Whether a variable made so is a string (else a number). */
bool sc_how_is_text(sc_how how);

/* A variable of one system call under stap's name. */
typedef struct sc_rename {
	const char *call;     /* "accept" */
	char *var;            /* "sockfd"; NULL: argstr's decoding alone */
	char *arg;            /* the kernel's name of its argument: "fd" */
	sc_how how;
	sc_set_id set;
	bool hidden;          /* argstr leaves the argument out ("-ARG") */
	bool as_int;          /* read as a signed int whatever the kernel's
	                       * type ("ARG:int") */
} sc_rename;

/* The word that names a set in the renames ("KEYCTL_CMD"), which the
 * runtime knows it by (TAPC_SET_KEYCTL_CMD). */
const char *sc_set_word(sc_set_id set);

/* The calls whose argstr stap's tapsets make of all the arguments at
 * once, the operation in the first saying how the others show (keyctl,
 * prctl): the runtime's decoder of the call, named by the call, and
 * the sets it names values with; false for others. */
bool sc_whole_decoder(const char *call, const sc_set_id **sets, int *nsets);

/* The renames of system call `call`, in the order -L lists them. */
const sc_rename *sc_renames_of(const char *call, int *count);
#endif
