# input.line keeps at most MAXSTRINGLEN - 1 bytes of a line (stap's page:
# the rest is not in line), its newline among what is dropped.
=== ARGS -DMAXSTRINGLEN=16
=== PROG
probe input.line {
	printf("[%s] %d\n", line, strlen(line))
	if (line == "end\n")
		exit()
}
=== STDIN
0123456789abcdefghijklmnop
short
end
=== EXPECT
[0123456789abcde] 15
[short
] 6
[end
] 4
