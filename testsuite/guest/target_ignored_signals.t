# The -c command starts with SIGPIPE and SIGUSR2 ignored (bits 13 and 12
# of /proc's SigIgn), as stap's does, and nothing blocked: a server of
# the command's whose client went away gets EPIPE instead of dying
# (SystemTap's syscall suite's recvmmsg program relies on it).
=== CMD /bin/sh -c 'grep -E "^Sig(Ign|Blk)" /proc/$$/status | tr "\t" " "'
=== PROG
probe end { println("end") }
=== EXPECT
SigBlk: 0000000000000000
SigIgn: 0000000000001800
end
