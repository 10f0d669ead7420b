# -p1 prints (x)[i] as written, apart from the array index x[i].
=== ARGS -p1
=== PROG
probe begin { l = & @cast(0, "list_head"); println((l)[1]->next, l[2]) }
=== EXPECT
probe begin
{
	l = (&@cast(0, "list_head"));
	println((l)[1]->next, l[2]);
}
