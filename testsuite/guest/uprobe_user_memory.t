# Values read from a probed program's memory are the memory's, call by
# call: at work() of works.h (built -O0 and -O2, run from /tmp, which
# the guest shows through an overlay), the struct its pointer parameter
# points to and the string read three ways: user_int, user_long,
# user_short, user_ushort and user_string_n at offsets; @cast to the
# program's own struct type; and chains of -> through its self pointer
# with user_int32, user_int64, user_uint16 and user_string. Each way's
# line is the program's own for the same call (delta is negative: the
# signed reads extend it, the unsigned do not). The filter counts each
# distinct item line: the program's and the three ways', 4 times.
=== CMD sh -c '@TMPPROGS@/works_o0; @TMPPROGS@/works_o2'
=== PROG
# Values read from a probed program's memory are the memory's, call by
# call: user_* reads at offsets, @cast to the program's own struct type,
# and chains of -> through its self pointer.
function item_line(id, weight, delta, udelta, s) {
	printf("%s: item id=%d weight=%d delta=%d udelta=%d s=%s\n", execname(),
	       id, weight, delta, udelta, s)
}

probe process("@TMPPROGS@/works_o0").function("work"),
      process("@TMPPROGS@/works_o2").function("work") {
	item_line(user_int($it), user_long($it + 8), user_short($it + 20),
		  user_ushort($it + 20), user_string_n($s, 15))
	item_line(@cast($it, "struct item", "@TMPPROGS@/works_o2")->id,
		  @cast($it, "struct item", "@TMPPROGS@/works_o2")->weight,
		  @cast($it, "struct item", "@TMPPROGS@/works_o2")->delta,
		  @cast($it, "struct item", "@TMPPROGS@/works_o2")->delta & 0xffff,
		  user_string_n($s, 5) . user_string($s + 5))
	item_line(user_int32($it->self), user_int64($it->self->self + 8),
		  $it->self->self->self->delta, user_uint16($it->self + 20),
		  user_string($s))
}
=== FILTER
grep ': item ' | sort | uniq -c |
	awk '{ n[$1]++ } END { for (k in n) printf "%d lines seen %d times\n", n[k], k }'
=== EXPECT
20 lines seen 4 times
