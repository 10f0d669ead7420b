# The user-space stack and symbols at begin (ucontext.stp,
# ucontext-symbols.stp, ucontext-unwind.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): the runner's user address and its
# one frame (ucallers(0), ustack(0)), no level 1 (stap's error); usymname,
# usymdata, usymfile, usymline and usymfileline of 0 its hex, umodname of
# 0 stap's error; sprint_usyms, sprint_ustack, print_usyms and print_ustack
# of addresses no symbol has " ADDR : ADDR" lines, as print_syms and
# print_stack (context-symbols.stp); print_regs and addr() at begin
# (no registers): nothing and 0.
=== PROG
probe begin {
  try { printf("uaddr %d, ucallers(0) %d, ustack(0) %d\n", uaddr() != 0, ucallers(0) == sprintf("0x%x", uaddr()), ustack(0) == uaddr()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("[%s]\n", ucallers(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("usymname(0)=[%s] usymdata(0)=[%s] usymfile(0)=[%s] usymline(0)=[%s] usymfileline(0)=[%s]\n", usymname(0), usymdata(0), usymfile(0), usymline(0), usymfileline(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("[%s]\n", umodname(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sprint_usyms=[%s]\n", sprint_usyms("0x0 0x1")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sprint_ustack=[%s]\n", sprint_ustack("0x0 0x1")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { print_usyms("0x0 0x1"); print_ustack("0x2") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { print_syms("0x0 0x1"); print_stack("0x2") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { print_regs(); printf("print_regs at begin: nothing, addr %d\n", addr()) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
uaddr 1, ucallers(0) 1, ustack(0) 1
ERR[reached end of stack before unwinding to level 1]
usymname(0)=[0x0] usymdata(0)=[0x0] usymfile(0)=[0x0] usymline(0)=[0x0] usymfileline(0)=[0x0]
ERR[module cannot be found]
sprint_usyms=[ 0x0 : 0x0
 0x1 : 0x1
]
sprint_ustack=[ 0x0 : 0x0
 0x1 : 0x1
]
 0x0 : 0x0
 0x1 : 0x1
 0x2 : 0x2
 0x0 : 0x0
 0x1 : 0x1
 0x2 : 0x2
print_regs at begin: nothing, addr 0
