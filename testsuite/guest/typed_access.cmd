@PROGS@/named_sleeper 5
