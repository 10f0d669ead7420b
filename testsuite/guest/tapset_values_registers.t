# The *_arg functions, register and regparm (registers.stp of stap, x86_64)
# at the test program's close(1000), in the function close(2) calls
# (close_fd, from 6.8 on file_close_fd): each form of the first argument;
# the 64-, 32-, 16- and 8-bit register names as stap's table has them (the
# low bits, sign-extended by register, not by u_register; ah and dh the
# second byte), an unknown name and an argument number below 1 in stap's
# words; regparm(n) takes the arguments past the n-th from the stack
# (arg 2 after regparm(1) is what arg 7 is without it), and refuses n past
# 0-6 with stap's message. With -g (set_*_arg give the registers known values).
# set_s32/u32/uint_arg write an argument's low 32 bits, the others all 64
# (read back by the matching *_arg); an argument number out of 1-6 is
# 'cannot access arg(N)', and at begin (no registers) every set_*_arg is
# stap's 'cannot access function args in this context'.
=== ARGS -g
=== CMD @PROGS@/close_loop 1
=== PROG
@define closer %( %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %) %)
global done

probe kprobe.function(@closer) {
  if (pid() != target() || done++)
    next
  printf("int %d uint %d long %d ulong %d longlong %d ulonglong %d\n", int_arg(1),
         uint_arg(1), long_arg(1), ulong_arg(1), longlong_arg(1), ulonglong_arg(1))
  printf("s32 %d u32 %d s64 %d u64 %d pointer %d\n", s32_arg(1), u32_arg(1),
         s64_arg(1), u64_arg(1), pointer_arg(1))
  set_long_arg(1, 0x123456789abcfe80)
  printf("int %d uint %d long %#x\n", int_arg(1), uint_arg(1), long_arg(1))
  printf("rdi %#x edi %d/%d di %d/%d\n", register("rdi"), register("edi"),
         u_register("edi"), register("di"), u_register("di"))
  set_long_arg(3, 0x7f81)
  printf("rdx %d edx %d dx %d/%d dl %d/%d dh %d/%d\n", register("rdx"),
         register("edx"), register("dx"), u_register("dx"), register("dl"),
         u_register("dl"), register("dh"), u_register("dh"))
  try { println(register("dil")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { println(u_register("RDI")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { println(int_arg(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { println(long_arg(-1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_int_arg(7, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { regparm(7) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { regparm(-1) } catch (er_) { printf("ERR[%s]\n", er_) }
  seventh = long_arg(7)
  regparm(6)
  printf("regparm(6): arg 3 %#x\n", long_arg(3))
  regparm(1)
  printf("regparm(1): arg 1 %#x, arg 2 is arg 7 %d\n", long_arg(1), long_arg(2) == seventh)
  asmlinkage()
  fastcall()
  regparm(6)
  set_s32_arg(2, -5); a = s32_arg(2); b = u32_arg(2)
  set_u32_arg(2, 7); c = u32_arg(2)
  set_uint_arg(2, 0x1ffffffff); d = uint_arg(2)
  set_s64_arg(2, -5); e = s64_arg(2)
  set_u64_arg(2, -6); f = u64_arg(2)
  set_ulong_arg(2, -2); g = ulong_arg(2)
  set_longlong_arg(2, -3); h = longlong_arg(2)
  set_ulonglong_arg(2, -4); i = ulonglong_arg(2)
  set_pointer_arg(2, 0xffff); j = pointer_arg(2)
  printf("set: s32 %d/%d u32 %d uint %d s64 %d u64 %d ulong %d longlong %d ulonglong %d pointer %d\n", a, b, c, d, e, f, g, h, i, j)
  try { set_pointer_arg(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_u64_arg(7, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  set_long_arg(1, 1000)
}

probe begin {
  try { set_s32_arg(1, 1) } catch (er_) { printf("begin: ERR[%s]\n", er_) }
  try { set_ulonglong_arg(1, 1) } catch (er_) { printf("begin: ERR[%s]\n", er_) }
  try { set_pointer_arg(1, 1) } catch (er_) { printf("begin: ERR[%s]\n", er_) }
}
=== EXPECT
begin: ERR[cannot access function args in this context]
begin: ERR[cannot access function args in this context]
begin: ERR[cannot access function args in this context]
int 1000 uint 1000 long 1000 ulong 1000 longlong 1000 ulonglong 1000
s32 1000 u32 1000 s64 1000 u64 1000 pointer 1000
int -1698890112 uint 2596077184 long 0x123456789abcfe80
rdi 0x123456789abcfe80 edi -1698890112/2596077184 di -384/65152
rdx 32641 edx 32641 dx 32641/32641 dl -127/129 dh 127/127
ERR[Unknown register: dil]
ERR[Unknown register: RDI]
ERR[cannot access arg(0)]
ERR[cannot access arg(-1)]
ERR[cannot access arg(7)]
ERR[For x86_64, regparm value must be in the range 0-6.]
ERR[For x86_64, regparm value must be in the range 0-6.]
regparm(6): arg 3 0x7f81
regparm(1): arg 1 0x123456789abcfe80, arg 2 is arg 7 1
set: s32 -5/4294967291 u32 7 uint 4294967295 s64 -5 u64 -6 ulong -2 longlong -3 ulonglong -4 pointer 65535
ERR[cannot access arg(0)]
ERR[cannot access arg(7)]
