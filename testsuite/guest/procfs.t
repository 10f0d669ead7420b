# procfs probes: files under /proc/systemtap/MODULE/ (MODULE the module's
# name, -m t_procfs here) with stap's names and permissions (0400 read,
# 0200 write, 0600 both, .umask(N)); a read gets what the read probe put
# in $value (past MAXSTRINGLEN with .maxsize(N), cut at it without), each
# write runs every write probe of its file with the text written as $value.
=== CMD ls /proc/systemtap; cd /proc/systemtap/* && for f in *; do echo "mode $(stat -c %a $f) $f"; done && cat answer && cat answer && echo "size $(wc -c < command)" && echo "small $(wc -c < small)" && echo hello > both && cat both && printf 'second\n' > both && echo done
=== FILTER
sort
=== PROG
# procfs probes: files under /proc/systemtap/MODULE/ (MODULE the module's
# name, -m t_procfs here) with stap's names and permissions (0400 read,
# 0200 write, 0600 both, .umask(N)); a read gets what the read probe put
# in $value (past MAXSTRINGLEN with .maxsize(N), cut at it without), each
# write runs every write probe of its file with the text written as $value.
global reads, writes, last
probe procfs("answer").umask(0040).read { reads++; $value = sprintf("answer %d\n", reads) }
probe procfs.read.maxsize(1500) {
	for (i = 0; i < 5; i++)
		$value .= sprintf("%0200d\n", i)
}
probe procfs("small").read {
	for (i = 0; i < 5; i++)
		$value .= sprintf("%0200d\n", i)
}
probe procfs("both").write { writes++; last = $value }
probe procfs("both").write { printf("wrote: %s", $value) }
probe procfs("both").read { $value = sprintf("last %s", last) }
probe end { printf("reads %d writes %d\n", reads, writes) }
=== EXPECT
answer 1
answer 2
done
last hello
mode 400 command
mode 400 small
mode 404 answer
mode 600 both
reads 2 writes 2
size 1005
small 511
t_procfs
wrote: hello
wrote: second
