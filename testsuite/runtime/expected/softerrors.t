# Errors below MAXERRORS end only their probe hit (MAXACTION, MAXNESTING,
# a read fault), and are counted at the end; an ERROR line names the
# calls (MAXNESTING's ten, cut at MAXSTRINGLEN as stap cuts it).
=== STATUS 1
=== EXPECT
5000 actions
depth(5) = 5
end
=== STDERR
ERROR: MAXNESTING exceeded near keyword at softerrors.stp:1:22 (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from keyword at softerrors.stp:1:22) (called from identifier 'printf' at softerrors.stp
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17 in probe kernel.trace("raw_syscalls:sys_enter")
ERROR: MAXACTION exceeded near keyword at softerrors.stp:12:17 in probe kernel.trace("raw_syscalls:sys_enter")
WARNING: Number of errors: 12, skipped probes: 0
