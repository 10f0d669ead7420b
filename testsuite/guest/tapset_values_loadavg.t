# The errors of get_loadavg_index (loadavg.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs; sprint_loadavg
# is the three averages, two decimals each, and a newline, as stap's.
=== PROG
probe begin {
  i = -1; try { printf("loadavg(%d) ok %d\n", i, get_loadavg_index(i) >= 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  i = 0; try { printf("loadavg(%d) ok %d\n", i, get_loadavg_index(i) >= 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  i = 1; try { printf("loadavg(%d) ok %d\n", i, get_loadavg_index(i) >= 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  i = 2; try { printf("loadavg(%d) ok %d\n", i, get_loadavg_index(i) >= 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  i = 3; try { printf("loadavg(%d) ok %d\n", i, get_loadavg_index(i) >= 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  printf("sprint_loadavg %d\n", sprint_loadavg() =~ "^[0-9]+\\.[0-9]{2} [0-9]+\\.[0-9]{2} [0-9]+\\.[0-9]{2}\n$")
  exit()
}
=== EXPECT
ERR[Invalid loadavg index -1 specified.]
loadavg(0) ok 1
loadavg(1) ok 1
loadavg(2) ok 1
ERR[Invalid loadavg index 3 specified.]
sprint_loadavg 1
