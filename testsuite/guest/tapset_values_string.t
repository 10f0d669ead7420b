# The values of the string functions at their edges (string.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. Past 2^64
# (the base-16 readings of the 19-digit numbers) strtol is the kernel's
# simple_strtol, as stap's: 6.x's wraps (stap's values there), 7.x's stops
# at the largest value; which one, the kernel's own answer for 2^64 tells.
=== ARGS -g
=== PROG
// 1 where the kernel's simple_strtoull stops at the largest value past
// 2^64, 0 where it wraps
function strtoull_saturates:long () %{
	STAP_RETVALUE = simple_strtoull("10000000000000000", NULL, 16) == ULLONG_MAX;
%}
// "kernel's" when v is the kernel's answer for a value past 2^64 that
// wraps to `wrapped` (the negated largest value when it stops there)
function past2_64:string (v:long, wrapped:long) {
	want = strtoull_saturates() ? (wrapped < 0 ? 1 : -1) : wrapped
	return v == want ? "kernel's" : sprint(v)
}
probe begin {
  s = "hello world"
  try { printf("substr(%d,%d)=[%s]\n", (-5), (-1), substr(s, (-5), (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-5), 0, substr(s, (-5), 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-5), 1, substr(s, (-5), 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-5), 3, substr(s, (-5), 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-5), 100, substr(s, (-5), 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-1), (-1), substr(s, (-1), (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-1), 0, substr(s, (-1), 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-1), 1, substr(s, (-1), 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-1), 3, substr(s, (-1), 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", (-1), 100, substr(s, (-1), 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 0, (-1), substr(s, 0, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 0, 0, substr(s, 0, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 0, 1, substr(s, 0, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 0, 3, substr(s, 0, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 0, 100, substr(s, 0, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 1, (-1), substr(s, 1, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 1, 0, substr(s, 1, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 1, 1, substr(s, 1, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 1, 3, substr(s, 1, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 1, 100, substr(s, 1, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 5, (-1), substr(s, 5, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 5, 0, substr(s, 5, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 5, 1, substr(s, 5, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 5, 3, substr(s, 5, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 5, 100, substr(s, 5, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 10, (-1), substr(s, 10, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 10, 0, substr(s, 10, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 10, 1, substr(s, 10, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 10, 3, substr(s, 10, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 10, 100, substr(s, 10, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 11, (-1), substr(s, 11, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 11, 0, substr(s, 11, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 11, 1, substr(s, 11, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 11, 3, substr(s, 11, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 11, 100, substr(s, 11, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 12, (-1), substr(s, 12, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 12, 0, substr(s, 12, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 12, 1, substr(s, 12, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 12, 3, substr(s, 12, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 12, 100, substr(s, 12, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 100, (-1), substr(s, 100, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 100, 0, substr(s, 100, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 100, 1, substr(s, 100, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 100, 3, substr(s, 100, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("substr(%d,%d)=[%s]\n", 100, 100, substr(s, 100, 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strlen=[%d %d]\n", strlen(""), strlen(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("stringat(%d)=%d\n", (-1), stringat(s, (-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("stringat(%d)=%d\n", 0, stringat(s, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("stringat(%d)=%d\n", 1, stringat(s, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("stringat(%d)=%d\n", 10, stringat(s, 10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("stringat(%d)=%d\n", 11, stringat(s, 11)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("stringat(%d)=%d\n", 12, stringat(s, 12)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_str=[%s] [%s] [%s]\n", text_str("a\tb\nc\"d\\e\001\177\x80\xff'"), text_str(""), text_str("plain")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", 0, text_strn("abcdef\n", 0, 0), text_strn("abcdef\n", 0, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", 1, text_strn("abcdef\n", 1, 0), text_strn("abcdef\n", 1, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", 3, text_strn("abcdef\n", 3, 0), text_strn("abcdef\n", 3, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", 5, text_strn("abcdef\n", 5, 0), text_strn("abcdef\n", 5, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", 8, text_strn("abcdef\n", 8, 0), text_strn("abcdef\n", 8, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", 100, text_strn("abcdef\n", 100, 0), text_strn("abcdef\n", 100, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn(%d)=[%s] [%s]\n", (-1), text_strn("abcdef\n", (-1), 0), text_strn("abcdef\n", (-1), 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("text_strn_esc=[%s] [%s]\n", text_strn("a\nbcdef", 3, 1), text_strn("a\nbcdef", 2, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("str_replace=[%s] [%s] [%s] [%s] [%s]\n", str_replace("aaa", "a", "bb"), str_replace("abc", "", "x"), str_replace("", "a", "x"), str_replace("abcabc", "bc", ""), str_replace("aaaa", "aa", "a")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "0", strtol("0", 10), strtol("0", 16), strtol("0", 8), strtol("0", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "10", strtol("10", 10), strtol("10", 16), strtol("10", 8), strtol("10", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "-10", strtol("-10", 10), strtol("-10", 16), strtol("-10", 8), strtol("-10", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "0x10", strtol("0x10", 10), strtol("0x10", 16), strtol("0x10", 8), strtol("0x10", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "ff", strtol("ff", 10), strtol("ff", 16), strtol("ff", 8), strtol("ff", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "FF", strtol("FF", 10), strtol("FF", 16), strtol("FF", 8), strtol("FF", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "  12", strtol("  12", 10), strtol("  12", 16), strtol("  12", 8), strtol("  12", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "12abc", strtol("12abc", 10), strtol("12abc", 16), strtol("12abc", 8), strtol("12abc", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "abc", strtol("abc", 10), strtol("abc", 16), strtol("abc", 8), strtol("abc", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "", strtol("", 10), strtol("", 16), strtol("", 8), strtol("", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %s %d %d\n", "9223372036854775807", strtol("9223372036854775807", 10), past2_64(strtol("9223372036854775807", 16), 3707029189907929095), strtol("9223372036854775807", 8), strtol("9223372036854775807", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %s %d %d\n", "9223372036854775808", strtol("9223372036854775808", 10), past2_64(strtol("9223372036854775808", 16), 3707029189907929096), strtol("9223372036854775808", 8), strtol("9223372036854775808", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %s %d %d\n", "-9223372036854775809", strtol("-9223372036854775809", 10), past2_64(strtol("-9223372036854775809", 16), -3707029189907929097), strtol("-9223372036854775809", 8), strtol("-9223372036854775809", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "z", strtol("z", 10), strtol("z", 16), strtol("z", 8), strtol("z", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "077", strtol("077", 10), strtol("077", 16), strtol("077", 8), strtol("077", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol(%s)=%d %d %d %d\n", "+5", strtol("+5", 10), strtol("+5", 16), strtol("+5", 8), strtol("+5", 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strtol base=%d %d %d\n", strtol("zz", 36), strtol("11", 2), strtol("11", 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("isdigit=%d %d %d %d\n", isdigit(""), isdigit("1"), isdigit("a1"), isdigit("12a")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("isinstr=%d %d %d\n", isinstr("abc", "b"), isinstr("abc", ""), isinstr("", "a")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("strpos=%d %d %d %d\n", strpos("abc", "c"), strpos("abc", ""), strpos("abc", "x"), strpos("", "")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("quoted=[%s] [%s] [%s]\n", string_quoted("a\"b\n"), string_quoted(""), string_quoted("\x01\xff")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("tok=[%s]", tokenize("a,b,,c", ",")) } catch (er_) { printf("ERR[%s]\n", er_) }
  while ((t = tokenize("", ",")) != "") printf("[%s]", t)
  try { printf("\n") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("tok2=[%s] [%s] [%s]\n", tokenize("", ","), tokenize(",,,", ","), tokenize("abc", "")) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
substr(-5,-1)=[]
substr(-5,0)=[]
substr(-5,1)=[]
substr(-5,3)=[]
substr(-5,100)=[]
substr(-1,-1)=[]
substr(-1,0)=[]
substr(-1,1)=[]
substr(-1,3)=[]
substr(-1,100)=[]
substr(0,-1)=[]
substr(0,0)=[]
substr(0,1)=[h]
substr(0,3)=[hel]
substr(0,100)=[hello world]
substr(1,-1)=[]
substr(1,0)=[]
substr(1,1)=[e]
substr(1,3)=[ell]
substr(1,100)=[ello world]
substr(5,-1)=[]
substr(5,0)=[]
substr(5,1)=[ ]
substr(5,3)=[ wo]
substr(5,100)=[ world]
substr(10,-1)=[]
substr(10,0)=[]
substr(10,1)=[d]
substr(10,3)=[d]
substr(10,100)=[d]
substr(11,-1)=[]
substr(11,0)=[]
substr(11,1)=[]
substr(11,3)=[]
substr(11,100)=[]
substr(12,-1)=[]
substr(12,0)=[]
substr(12,1)=[]
substr(12,3)=[]
substr(12,100)=[]
substr(100,-1)=[]
substr(100,0)=[]
substr(100,1)=[]
substr(100,3)=[]
substr(100,100)=[]
strlen=[0 11]
ERR[Position out of bounds]
stringat(0)=104
stringat(1)=101
stringat(10)=100
ERR[Position out of bounds]
ERR[Position out of bounds]
text_str=[a\tb\nc\"d\\e\001\177\200\377'] [] [plain]
text_strn(0)=[abcdef\n] ["abcdef\n"]
text_strn(1)=[a] [""...]
text_strn(3)=[abc] [""...]
text_strn(5)=[abcde] [""...]
text_strn(8)=[abcdef\n] ["abc"...]
text_strn(100)=[abcdef\n] ["abcdef\n"]
text_strn(-1)=[abcdef\n] ["abcdef\n"]
text_strn_esc=[""...] [""...]
str_replace=[bbbbbb] [abc] [] [aa] [aa]
strtol(0)=0 0 0 0
strtol(10)=10 16 8 10
strtol(-10)=-10 -16 -8 -10
strtol(0x10)=0 16 0 16
strtol(ff)=0 255 0 0
strtol(FF)=0 255 0 0
strtol(  12)=0 0 0 0
strtol(12abc)=12 76476 10 12
strtol(abc)=0 2748 0 0
strtol()=0 0 0 0
strtol(9223372036854775807)=9223372036854775807 kernel's 0 9223372036854775807
strtol(9223372036854775808)=-9223372036854775808 kernel's 0 -9223372036854775808
strtol(-9223372036854775809)=9223372036854775807 kernel's 0 9223372036854775807
strtol(z)=0 0 0 0
strtol(077)=77 119 63 63
strtol(+5)=0 0 0 0
strtol base=0 3 0
isdigit=0 1 0 1
isinstr=1 1 0
strpos=2 0 -1 0
quoted=["a\"b\n"] [""] ["\001\377"]
tok=[a][b][c]
tok2=[] [] [abc]
