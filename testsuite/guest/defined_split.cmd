@PROGS@/close_loop 1000
