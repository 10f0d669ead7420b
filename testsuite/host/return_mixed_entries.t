# A .return reads $param and $p->x as the call's entry had them (stap's
# @entry()); in a probe that it shares with an entry point, where its
# body cannot be computed at the entry for it alone, that is refused
# rather than read as the return finds it: -O0's scale(k) has doubled
# its k in its frame by then, vfs_read has moved the file's position.
# A probe of returns alone reads them. (Its points are not the others':
# probes that share a point are merged into one handler there.)
=== STATUS 1
=== PROG
probe process("@PROGS@/works_o0").function("scale"),
      process("@PROGS@/works_o0").function("scale").return {
	printf("k=%d\n", $k)
}
probe kernel.function("vfs_read"), kernel.function("vfs_read").return {
	printf("%d\n", $file->f_pos)
}
probe kernel.function("vfs_write"), kernel.function("vfs_write").return {
	printf("%d\n", $count)
}
probe process("@PROGS@/works_o1").function("scale").return,
      kernel.function("vfs_iter_read").return {
	printf("%d\n", @defined($k) ? $k : $file->f_pos)
}
=== EXPECT
semantic error: a .return that shares its probe with other points cannot read this as the call's entry had it yet: give the .return a probe of its own: operator '->' at return_mixed_entries.stp:6:22
        source: 	printf("%d\n", $file->f_pos)
                	                    ^

semantic error: a .return that shares its probe with other points cannot read this as the call's entry had it yet: give the .return a probe of its own: identifier '$k' at return_mixed_entries.stp:3:19
        source: 	printf("k=%d\n", $k)
                	                 ^

Pass 2: analysis failed.  [man error::pass2]
