# The values of symname, symdata, symfile, symline, symfileline, modname, sprint_syms, sprint_stack at addresses no symbol has, and probefunc and probemod at begin (context-symbols.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("symname0=[%s] [%s] [%s]\n", symname(0), symname(-1), symname(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("symdata0=[%s] [%s]\n", symdata(0), symdata(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("symfile0=[%s]\n", symfile(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("symline0=[%s]\n", symline(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("symfileline0=[%s]\n", symfileline(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("modname0=[%s]\n", modname(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("probefunc=[%s]\n", probefunc()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sprint_syms=[%s]\n", sprint_syms("")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sprint_syms2=[%s]\n", sprint_syms("0x0 0x1")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sprint_stack=[%s]\n", sprint_stack("0x0")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("probemod=[%s]\n", probemod()) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
symname0=[0x0] [0xffffffffffffffff] [0x1]
symdata0=[0x0] [0x1]
symfile0=[0x0]
symline0=[0x0]
symfileline0=[0x0]
ERR[Cannot determine kernel module name]
probefunc=[0x0]
sprint_syms=[]
sprint_syms2=[ 0x0 : 0x0
 0x1 : 0x1
]
sprint_stack=[ 0x0 : 0x0
]
ERR[Cannot determine kernel module name]
