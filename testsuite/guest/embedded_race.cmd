@PROGS@/close_loop 20000 & @PROGS@/close_loop 20000; wait
