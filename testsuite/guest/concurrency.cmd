@PROGS@/close_loop 20000
