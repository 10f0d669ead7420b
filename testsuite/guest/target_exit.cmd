@PROGS@/close_loop 5
