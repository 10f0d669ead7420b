# The values of reading kernel and user memory at an unreadable address (conversions.stp, user_data.stp, unicode.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
# kernel_string2, kernel_string2_utf16 and kernel_string2_utf32 (stap 5.6's
# other names) as the functions they name.
=== PROG
probe begin {
  try { printf("kstr0=[%s]\n", kernel_string(0, "bad")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ustr0=[%s] [%s] [%s]\n", user_string(0, "bad"), user_string_n(0, 3, "bad2"), user_string_quoted(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kstrq0=[%s] uq=[%s] kq16=[%s] ubq=[%s]\n", kernel_string_quoted(0), user_string_n_quoted(0, 5), kernel_string_quoted_utf16(0), user_buffer_quoted(0, 4, 10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kbq=[%s]\n", kernel_buffer_quoted(0, 4)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("unofault=[%s] [%s] uwarn=[%s]\n", user_string_nofault(0), user_string_n_nofault(0, 4), user_string_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uchar=%d %d %d %d\n", user_char(0), user_short(0), user_int(0), user_long(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uint=%d %d %d %d\n", user_int8(0), user_uint16(0), user_int64(0), user_ulong(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kchar=%d\n", kernel_char(0)) } catch (e) { printf("kchar err=[%s]\n", e) }
  try { printf("kint=%d\n", kernel_int(0)) } catch (e) { printf("kint err=[%s]\n", e) }
  try { printf("klong=%d\n", kernel_long(8)) } catch (e) { printf("klong err=[%s]\n", e) }
  try { printf("kptr=%d\n", kernel_pointer(0)) } catch (e) { printf("kptr err=[%s]\n", e) }
  try { printf("kstr=%s\n", kernel_string(0)) } catch (e) { printf("kstr err=[%s]\n", e) }
  try { printf("kstrn=%s\n", kernel_string_n(0, 4)) } catch (e) { printf("kstrn err=[%s]\n", e) }
  try { printf("kstr16=%s\n", kernel_string_utf16(0)) } catch (e) { printf("kstr16 err=[%s]\n", e) }
  try { printf("ustr=%s\n", user_string(0)) } catch (e) { printf("ustr err=[%s]\n", e) }
  try { printf("ustrn=%s\n", user_string_n(0, 4)) } catch (e) { printf("ustrn err=[%s]\n", e) }
  try { printf("uchare=%d\n", user_char_error(0)) } catch (e) { printf("uchare err=[%s]\n", e) }
  try { printf("uinte=%d\n", user_int32_error(0)) } catch (e) { printf("uinte err=[%s]\n", e) }
  try { printf("ubqe=%s\n", user_buffer_quoted_error(0, 4, 10)) } catch (e) { printf("ubqe err=[%s]\n", e) }
  try { printf("kbqe=%s\n", kernel_buffer_quoted_error(0, 4, 10)) } catch (e) { printf("kbqe err=[%s]\n", e) }
  try { printf("ustr16=%s\n", user_string_utf16(0)) } catch (e) { printf("ustr16 err=[%s]\n", e) }
  try { printf("ks=%d\n", kernel_short(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kouq=[%s]\n", kernel_or_user_string_quoted(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kouq16=[%s]\n", kernel_or_user_string_quoted_utf16(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kouq32=[%s]\n", kernel_or_user_string_quoted_utf32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("kq32=[%s]\n", kernel_string_quoted_utf32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ks32=[%s]\n", kernel_string_utf32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ks32d=[%s]\n", kernel_string_utf32(0, "dflt")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("names2=[%s] [%s] [%s] %d\n", kernel_string2(0, "d8"), kernel_string2_utf16(0, "d16"), kernel_string2_utf32(0, "d32"),
        kernel_string2(0, "d8") == kernel_string(0, "d8") && kernel_string2_utf16(0, "d16") == kernel_string_utf16(0, "d16")
        && kernel_string2_utf32(0, "d32") == kernel_string_utf32(0, "d32")) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
kstr0=[bad]
ustr0=[bad] [bad2] [0x0]
kstrq0=[0x0] uq=[0x0] kq16=[0x0] ubq=[0x0]
kbq=[0x0]
unofault=[] [] uwarn=[]
uchar=0 0 0 0
uint=0 0 0 0
kchar err=[kernel char copy fault at 0x0 [man error::fault]]
kint err=[kernel int copy fault at 0x0 [man error::fault]]
klong err=[kernel long copy fault at 0x8 [man error::fault]]
kptr err=[kernel pointer copy fault at 0x0 [man error::fault]]
kstr err=[kernel string copy fault at 0x0 [man error::fault]]
kstrn err=[kernel string copy fault at 0x0 [man error::fault]]
kstr16 err=[kernel string copy fault at 0x0 [man error::fault]]
ustr err=[user string copy fault -14 at 0x0 [man error::fault]]
ustrn err=[user string copy fault -14 at 0x0 [man error::fault]]
uchare err=[read fault [man error::fault] at 0x0]
uinte err=[read fault [man error::fault] at 0x0]
ubqe err=[Unable to access user space data at 0x0]
kbqe err=[Unable to access kernel space data at 0x0]
ustr16 err=[user string copy fault at 0x0 [man error::fault]]
ERR[kernel short copy fault at 0x0 [man error::fault]]
ERR[user string copy fault -14 at 0x0 [man error::fault]]
ERR[user string copy fault at 0x0 [man error::fault]]
ERR[user string copy fault at 0x0 [man error::fault]]
kq32=[0x0]
ERR[kernel string copy fault at 0x0 [man error::fault]]
ks32d=[dflt]
names2=[d8] [d16] [d32] 1
