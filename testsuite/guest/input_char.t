# input.char: each byte of the run's stdin as it is read, a one-character
# string (blanks, a tab and the newlines among them); a script may read
# both input.char and input.line, each seeing every byte.
=== PROG
probe input.char { printf("%s", char) }
probe input.line { if (line == "end\n") exit() }
=== STDIN
abc
x y	z

end
not read
=== EXPECT
abc
x y	z

end
