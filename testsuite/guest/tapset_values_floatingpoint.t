# The values of the fp_* functions, long_to_fp, string_to_fp, fp_to_string, fp_to_long, fp32_to_fp64 (floatingpoint.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  a = long_to_fp(3); b = string_to_fp("1.5"); z = long_to_fp(0); m = string_to_fp("-2.25")
  printf("fp a=%x b=%x z=%x m=%x\n", a, b, z, m)
  try { printf("fp ops=%x %x %x %x %x %x\n", fp_add(a, b), fp_sub(a, b), fp_mul(a, b), fp_div(a, b), fp_rem(a, b), fp_sqrt(b)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp div0=%x sqrtneg=%x\n", fp_div(a, z), fp_sqrt(m)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp cmp=%d %d %d %d %d %d\n", fp_eq(a, a), fp_eq(a, b), fp_le(b, a), fp_le(a, b), fp_lt(a, a), fp_lt(m, a)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 0; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 1; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 2; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 5; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 10; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 17; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 20; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = -1; try { printf("fp_to_string(%d)=[%s] [%s] [%s] [%s] [%s]\n", p, fp_to_string(a, p), fp_to_string(b, p), fp_to_string(m, p), fp_to_string(z, p), fp_to_string(fp_div(long_to_fp(1), a), p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp_to_string inf=[%s] nan=[%s] big=[%s] tiny=[%s]\n", fp_to_string(fp_div(a, z), 3), fp_to_string(fp_sqrt(m), 3), fp_to_string(long_to_fp(9223372036854775807), 3), fp_to_string(string_to_fp("0.000001234"), 10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = 0; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = 1; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = 2; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = 3; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = 4; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = 5; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  r = -1; try { printf("fp_to_long(%d)=%d %d %d %d\n", r, fp_to_long(b, r, 0), fp_to_long(m, r, 0), fp_to_long(a, r, 1), fp_to_long(string_to_fp("2.5"), r, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp_to_long exact=%d\n", fp_to_long(b, 0, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp32=%x %x %x\n", fp32_to_fp64(0x3fc00000), fp32_to_fp64(0), fp32_to_fp64(0xbf800000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "0"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "1"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "-1"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "3.14159"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "1e3"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "abc"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = ""; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "  7"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "1.5x"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "99999999999999999999"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("long_to_fp=%x %x %x\n", long_to_fp(-1), long_to_fp(1), long_to_fp(-9223372036854775808)) } catch (er_) { printf("ERR[%s]\n", er_) }
  nan = 0x7ff8000000000001; snan = 0x7ff0000000000001; one = long_to_fp(1)
  try { printf("fp nan ops=%x %x %x %x %x %x\n", fp_add(nan, one), fp_add(one, nan), fp_add(snan, one), fp_add(nan, snan), fp_mul(long_to_fp(0), fp_div(one, long_to_fp(0))), fp_rem(one, long_to_fp(0))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp sqrt=%x %x %x rem=%x %x\n", fp_sqrt(snan), fp_sqrt(0x8000000000000000), fp_sqrt(0xfff0000000000000), fp_rem(long_to_fp(7), long_to_fp(2)), fp_rem(long_to_fp(-7), long_to_fp(4))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp_to_string more=[%s] [%s] [%s] [%s] [%s] [%s]\n", fp_to_string(string_to_fp("0.96"), 1), fp_to_string(string_to_fp("0.999"), 2), fp_to_string(string_to_fp("-0.5"), 0), fp_to_string(0x8000000000000000, 2), fp_to_string(string_to_fp("1e18"), 2), fp_to_string(string_to_fp("1e300"), 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp_to_string nans=[%s] [%s] [%s] [%s]\n", fp_to_string(0xfff8000000000000, 2), fp_to_string(0xfff0000000000000, 2), fp_to_string(snan, 0), fp_to_string(string_to_fp("123.456"), 60)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fp_to_long edges=%d %d %d %d %d\n", fp_to_long(nan, 0, 0), fp_to_long(string_to_fp("1e19"), 0, 0), fp_to_long(string_to_fp("-1e19"), 0, 0), fp_to_long(0xc3e0000000000000, 0, 0), fp_to_long(0xfff0000000000000, 1, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "-"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "."; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "1e"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "e5"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "1e400"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "-1e-400"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "2.5e-3"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "+0.1"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "1e+2"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  s = "0.1e-2x"; try { printf("string_to_fp(%s)=%x\n", s, string_to_fp(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
fp a=4008000000000000 b=3ff8000000000000 z=0 m=c002000000000000
fp ops=4012000000000000 3ff8000000000000 4012000000000000 4000000000000000 0 3ff3988e1409212e
fp div0=7ff0000000000000 sqrtneg=7ff8000000000000
fp cmp=1 0 1 0 0 1
fp_to_string(0)=[3] [1] [-2] [0] [0]
fp_to_string(1)=[3.0] [1.5] [-2.3] [0.0] [0.3]
fp_to_string(2)=[3.00] [1.50] [-2.25] [0.00] [0.33]
fp_to_string(5)=[3.00000] [1.50000] [-2.25000] [0.00000] [0.33333]
fp_to_string(10)=[3.0000000000] [1.5000000000] [-2.2500000000] [0.0000000000] [0.3333333333]
fp_to_string(17)=[3.00000000000000000] [1.50000000000000000] [-2.25000000000000000] [0.00000000000000000] [0.33333333333333330]
fp_to_string(20)=[3.00000000000000000000] [1.50000000000000000000] [-2.25000000000000000000] [0.00000000000000000000] [0.33333333333333330373]
fp_to_string(-1)=[3] [1] [-2] [0] [0]
fp_to_string inf=[Infinity] nan=[NaN] big=[922337203685477632.000e1] tiny=[0.0000012340]
fp_to_long(0)=2 -2 3 2
fp_to_long(1)=1 -2 3 2
fp_to_long(2)=1 -3 3 2
fp_to_long(3)=2 -2 3 3
fp_to_long(4)=2 -2 3 3
fp_to_long(5)=1 -2 3 2
fp_to_long(-1)=1 -2 3 2
fp_to_long exact=2
fp32=3ff8000000000000 0 bff0000000000000
string_to_fp(0)=0
string_to_fp(1)=3ff0000000000000
string_to_fp(-1)=bff0000000000000
string_to_fp(3.14159)=400921f9f01b866e
string_to_fp(1e3)=408f400000000000
ERR[invalid format]
string_to_fp()=0
ERR[invalid format]
ERR[invalid format]
string_to_fp(99999999999999999999)=4415af1d78b58c41
long_to_fp=bff0000000000000 3ff0000000000000 c3e0000000000000
fp nan ops=7ff8000000000001 7ff8000000000001 7ff8000000000001 7ff8000000000001 7ff8000000000000 7ff8000000000000
fp sqrt=7ff8000000000001 8000000000000000 7ff8000000000000 rem=bff0000000000000 3ff0000000000000
fp_to_string more=[0.10] [0.910] [-0] [-0.00] [999999999999999872.00] [999999999999995520.0e282]
fp_to_string nans=[NaN] [-Infinity] [NaN] [123.456000000000003069544618483632802963256835937500000000000000]
fp_to_long edges=0 9223372036854775807 -9223372036854775808 -9223372036854775808 -9223372036854775808
string_to_fp(-)=8000000000000000
string_to_fp(.)=0
string_to_fp(1e)=3ff0000000000000
string_to_fp(e5)=0
string_to_fp(1e400)=7ff0000000000000
string_to_fp(-1e-400)=8000000000000000
string_to_fp(2.5e-3)=3f647ae147ae147b
string_to_fp(+0.1)=3fb999999999999a
string_to_fp(1e+2)=4059000000000000
ERR[invalid format]
