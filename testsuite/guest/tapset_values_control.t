# abort and switch_file (logging.stp, switchfile.stp), as stap 5.6 ran them
# (/work/shared/tools/stap-reference): abort ends its handler at once
# (nothing after it prints) and the session, whose end probes still run;
# switch_file without -o is no error. And the MIB filters' default keys
# (ipmib-filter-default.stp, tcpmib-, linuxmib-): 1 for a packet or a
# socket, whatever op, 0 for none.
=== PROG
probe begin {
  try { switch_file(); printf("switch_file without -o: no error\n") } catch (er_) { printf("ERR[%s]\n", er_) }
  printf("filters %d %d %d %d %d %d\n", ipmib_filter_key(0, 0, 0), ipmib_filter_key(1, 0, 0), tcpmib_filter_key(0, 0),
         tcpmib_filter_key(5, 7), linuxmib_filter_key(0, 0), linuxmib_filter_key(5, -1))
}
probe timer.ms(500) { printf("before abort\n"); abort(); printf("after abort\n") }
probe end { printf("end ran\n") }
=== EXPECT
switch_file without -o: no error
filters 0 1 0 1 0 1
before abort
end ran
