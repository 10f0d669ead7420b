# The -c command runs in a process group and a session that are not the
# kernel's 0 and that it does not lead, as a job of a shell on a terminal
# does: getpgid(0) is a pid and setpgid(0, 0) succeeds (SystemTap's
# syscall suite's pgid program relies on both).
=== CMD /bin/sh -c 'read -r pid comm state ppid pgrp sid rest < /proc/$$/stat; echo "group>0 $((pgrp > 0)) session>0 $((sid > 0)) leads session $((sid == pid))"'
=== PROG
probe end { println("end") }
=== EXPECT
group>0 1 session>0 1 leads session 0
end
