# Which .c files of one folder call into which (testsuite/floors.sh):
# given the folder's files twice (awk -f file_calls.awk F... F...), the
# first reading takes the functions each file defines, not static (a
# line at the left margin with a name and "(", not a declaration), the
# second which of them another file names outside comments and strings.
# Prints "FILE DEFINING_FILE" once for each pair. A name two files define
# is left out (the folder's files are not linked together then).
FNR == 1 { second = second || seen[FILENAME]++ }
!second {
	if ($0 !~ /^[A-Za-z]/ || $0 ~ /^(static|typedef|extern|#|\/\*| \*|{|}|struct [a-z_]+ \{|enum|union)/)
		next
	if (match($0, /[a-z_][a-z0-9_]*\(/) && $0 !~ /;[ \t]*$/) {
		name = substr($0, RSTART, RLENGTH - 1)
		if (name in def && def[name] != FILENAME)
			dup[name] = 1
		def[name] = FILENAME
	}
	next
}
{
	line = $0
	gsub(/\/\*.*\*\//, "", line)
	gsub(/"([^"\\]|\\.)*"/, "", line)
	if (line ~ /^[ \t]*(\*|\/\*)/)
		next
	while (match(line, /[A-Za-z_][A-Za-z0-9_]*/)) {
		name = substr(line, RSTART, RLENGTH)
		line = substr(line, RSTART + RLENGTH)
		if ((name in def) && !(name in dup) && def[name] != FILENAME)
			edge[FILENAME " " def[name]] = 1
	}
}
END { for (e in edge) print e }
