# Errors below MAXERRORS end only their probe hit (MAXACTION, MAXNESTING,
# a read fault), and are counted at the end.
=== STATUS 1
=== EXPECT
5000 actions
depth(5) = 5
end
=== STDERR
ERROR: MAXNESTING exceeded near keyword at softerrors.stp:1:22
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: read fault [man error::fault] at 0xffff800000001000 near identifier 'printf' at softerrors.stp:10:17
ERROR: MAXACTION exceeded near keyword at softerrors.stp:12:17
WARNING: Number of errors: 12, skipped probes: 0
