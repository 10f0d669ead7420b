# The user_* readers of an address that cannot be read (uconversions.stp): their values, defaults and errors, as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
# user_string2, user_string_n2, user_string_n2_quoted, user_string2_utf16 and
# user_string2_utf32 (stap 5.6's other names) as the functions they name.
=== PROG
probe begin {
  try { printf("u16=%d\n", user_int16(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("u32=%d\n", user_int32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu8=%d\n", user_uint8(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu32=%d\n", user_uint32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu64=%d\n", user_uint64(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uushort=%d\n", user_ushort(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ucharw=%d\n", user_char_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uintw=%d\n", user_int_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ulongw=%d\n", user_long_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ushortw=%d\n", user_short_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uulongw=%d\n", user_ulong_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uushortw=%d\n", user_ushort_warn(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ustrnw=[%s]\n", user_string_n_warn(0, 5)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ustrnw2=[%s]\n", user_string_n_warn(0, 5, "dflt")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("u16e=%d\n", user_int16_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("u64e=%d\n", user_int64_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("u8e=%d\n", user_int8_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uinte=%d\n", user_int_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ulonge=%d\n", user_long_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ushorte=%d\n", user_short_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu16e=%d\n", user_uint16_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu32e=%d\n", user_uint32_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu64e=%d\n", user_uint64_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uu8e=%d\n", user_uint8_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uulonge=%d\n", user_ulong_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uushorte=%d\n", user_ushort_error(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uq16=[%s]\n", user_string_quoted_utf16(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("uq32=[%s]\n", user_string_quoted_utf32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("us32=[%s]\n", user_string_utf32(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("names2=[%s] [%s] [%s] [%s] [%s] %d\n", user_string2(0, "u8"), user_string_n2(0, 3, "un"), user_string_n2_quoted(0, 3, 10),
        user_string2_utf16(0, "u16"), user_string2_utf32(0, "u32"),
        user_string2(0, "u8") == user_string(0, "u8") && user_string_n2(0, 3, "un") == user_string_n(0, 3, "un")
        && user_string_n2_quoted(0, 3, 10) == user_string_n_quoted(0, 3, 10) && user_string2_utf16(0, "u16") == user_string_utf16(0, "u16")
        && user_string2_utf32(0, "u32") == user_string_utf32(0, "u32")) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
u16=0
u32=0
uu8=0
uu32=0
uu64=0
uushort=0
ucharw=0
uintw=0
ulongw=0
ushortw=0
uulongw=0
uushortw=0
ustrnw=[]
ustrnw2=[dflt]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
uq16=[0x0]
uq32=[0x0]
ERR[user string copy fault at 0x0 [man error::fault]]
names2=[u8] [un] [0x0] [u16] [u32] 1
