/* Unit tests of pass 1: printing round trips, precedence, statements,
 * literals and error messages (exact text, location and caret).
 * Prints "PASS: name" or "FAIL: name" per case; exits 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "parse.h"
#include "util.h"

static int failures, passes;

static void result(const char *name, bool ok, const char *detail)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", name);
	if (!ok && detail)
		printf("%s\n", detail);
	if (ok)
		passes++;
	else
		failures++;
}

/* Parses `text` as file t.stp; returns the -p1 print (or NULL on error)
 * and, in *errors, what went to stderr. */
static char *parse_text(const char *text, char **errors)
{
	fflush(stderr);
	FILE *tmp = tmpfile();
	int saved = dup(2);
	dup2(fileno(tmp), 2);
	src_file *f = parse_file_from_text("t.stp", text, false);
	ast_script *s = parse_script(f);
	char *out = NULL;
	if (s) {
		size_t len;
		FILE *mem = open_memstream(&out, &len);
		parse_print_script(s, mem);
		fclose(mem);
		parse_free_script(s);
	}
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	long n = ftell(tmp);
	rewind(tmp);
	char *err = xcalloc(1, (size_t)n + 1);
	if (fread(err, 1, (size_t)n, tmp) != (size_t)n)
		err[0] = '\0';
	fclose(tmp);
	if (errors)
		*errors = err;
	else
		free(err);
	free(f->text);
	free(f->name);
	free(f);
	return out;
}

/* Print, parse the print, print again: both prints must be the same. */
static void roundtrip(const char *name, const char *text)
{
	char *err;
	char *once = parse_text(text, &err);
	char *twice = once ? parse_text(once, NULL) : NULL;
	bool ok = once && twice && strcmp(once, twice) == 0;
	char *detail = xasprintf("input: %s\nerrors: %s\nfirst:\n%s\nsecond:\n%s",
				 text, err, once ? once : "(none)",
				 twice ? twice : "(none)");
	result(name, ok, detail);
	free(detail);
	free(err);
	free(once);
	free(twice);
}

/* The printed form of a script must be exactly `want`. */
static void prints_as(const char *name, const char *text, const char *want)
{
	char *err;
	char *got = parse_text(text, &err);
	bool ok = got && strcmp(got, want) == 0;
	char *detail = xasprintf("input: %s\nwant:\n%s\ngot:\n%s\nerrors: %s",
				 text, want, got ? got : "(none)", err);
	result(name, ok, detail);
	free(detail);
	free(err);
	free(got);
}

/* One statement in a probe must print as `want` (one line). */
static void stmt_prints_as(const char *name, const char *stmt, const char *want)
{
	char *text = xasprintf("probe begin { %s }", stmt);
	char *expect = xasprintf("probe begin\n{\n\t%s\n}\n", want);
	prints_as(name, text, expect);
	free(text);
	free(expect);
}

/* The parse must fail with exactly this on stderr. */
static void fails_with(const char *name, const char *text, const char *want)
{
	char *err;
	char *got = parse_text(text, &err);
	bool ok = !got && strcmp(err, want) == 0;
	char *detail = xasprintf("input: %s\nwant:\n%s\ngot:\n%s", text, want, err);
	result(name, ok, detail);
	free(detail);
	free(err);
	free(got);
}

static void rejects(const char *name, const char *text)
{
	char *got = parse_text(text, NULL);
	result(name, got == NULL, got);
	free(got);
}

static void test_roundtrips(void)
{
	roundtrip("roundtrip globals",
		  "global a, b = 1, c = \"s\", d[100], e%, f%[5], g = -3\n"
		  "private global h\nprobe begin {}");
	parse_opts.guru = true;
	roundtrip("roundtrip functions",
		  "function f(a, b) { return a + b }\n"
		  "function g:long (a:string, b:long) : 2 { return 1 }\n"
		  "private function h() { }\n"
		  "%{ #include <linux/sched.h> %}\n"
		  "function k:long () %{ /* pure */ STAP_RETURN(0); %}\n"
		  "probe begin { }");
	parse_opts.guru = false;
	roundtrip("roundtrip probe points",
		  "probe kernel.trace(\"sys_enter\"), timer.ms(100), syscall.*.return,"
		  " begin(-1), process(\"/bin/ls\").function(\"main\")? , a**b.c*!,"
		  " foo if (x > 1) { }");
	roundtrip("roundtrip aliases",
		  "probe myalias = kernel.function(\"x\") { a = 1 }\n"
		  "probe my.other += timer.s(1) { }");
	roundtrip("roundtrip statements",
		  "probe begin { if (a) b else { c } for (i = 0; i < 10; i++) ;"
		  " for (;;) break; while (x) { continue } foreach (k in a) next;"
		  " foreach ([k1, k2] in a- limit 5) delete a[k1, k2];"
		  " foreach (v = [k+] in a) delete a; return_value = 1;"
		  " try { error(\"x\") } catch (msg) { println(msg) }"
		  " try { } catch { } ; {} }\n"
		  "function f() { return; }");
	roundtrip("roundtrip expressions",
		  "probe begin { x = a ? b : c ? d : e; x = -a * +b - ~c % !d;"
		  " x = a . b . c; x <<= 2; x .= \"s\"; s <<< 1; x = [a, b] in c;"
		  " x = a in c; x = @count(s) + @sum(s) + @min(s) + @max(s);"
		  " x = @avg(s[1]); print(@hist_linear(s, 0, 100, 10));"
		  " print(@hist_log(s)); x = @hist_log(s)[3];"
		  " x = \"a\" =~ \"^a\"; x = \"a\" !~ \"b\"; x = a++ + ++b - c-- - --d;"
		  " x = $var->field[3]->next$; x = $$vars; x = $$parms$$;"
		  " x = @cast(p, \"task_struct\", \"kernel\")->pid; x = &$v->f;"
		  " x = @defined($a) ? @entry($a) : @var(\"b@f.c\"); delete a[*, 1] }");
	roundtrip("roundtrip strings",
		  "probe begin { x = \"tab\\there \\\"q\\\" back\\\\slash\\001\\x41\\n\" }");
	roundtrip("roundtrip numbers",
		  "probe begin { x = 18446744073709551615 + 0x7fffffffffffffff + 017 }");
	roundtrip("roundtrip foreach slices",
		  "probe begin { foreach ([a, b] in s[*, 2] @count+) ; "
		  "foreach ([k] in @hist_log(x)) ; if ([*, 1] in v) ; }");
}

static void test_precedence(void)
{
	stmt_prints_as("precedence concat below additive", "x = a . 1 + 2",
		       "x = (a . (1 + 2));");
	stmt_prints_as("precedence shift below concat", "x = a << b . c",
		       "x = (a << (b . c));");
	stmt_prints_as("precedence comparison below shift", "x = a == b << c",
		       "x = (a == (b << c));");
	stmt_prints_as("precedence bitand below comparison", "x = a & b == c",
		       "x = (a & (b == c));");
	stmt_prints_as("precedence in above comparison", "x = a == 1 in b",
		       "x = ([a == 1] in b);");
	stmt_prints_as("precedence unary binds before in", "x = !a in b",
		       "x = ([!a] in b);");
	stmt_prints_as("precedence logical", "x = a || b && c | d ^ e & f",
		       "x = (a || (b && (c | (d ^ (e & f)))));");
	stmt_prints_as("precedence ternary right assoc", "x = a ? b : c ? d : e",
		       "x = (a ? b : (c ? d : e));");
	stmt_prints_as("precedence assignment in ternary", "x = a ? b = 1 : c",
		       "x = (a ? (b = 1) : c);");
	stmt_prints_as("precedence assignment right assoc", "x = y = z",
		       "x = (y = z);");
	stmt_prints_as("precedence multiplicative", "x = a - b * c / d",
		       "x = (a - ((b * c) / d));");
	stmt_prints_as("precedence left assoc", "x = a - b - c",
		       "x = ((a - b) - c);");
	stmt_prints_as("precedence unary minus", "x = -a * b", "x = ((-a) * b);");
	stmt_prints_as("precedence comparison chain", "x = a < b < c",
		       "x = ((a < b) < c);");
	stmt_prints_as("precedence autocast before in", "x = & foo in bar",
		       "x = ([&foo] in bar);");
	prints_as("statements need no separator",
		  "probe begin { a = b\n -c\n d = e }",
		  "probe begin\n{\n\ta = (b - c);\n\td = e;\n}\n");
	prints_as("postfix binds greedily",
		  "probe begin { a ++\n a --\n -- a\n ++ a }",
		  "probe begin\n{\n\ta++;\n\ta--;\n\t--a;\n\t++a;\n}\n");
	prints_as("dangling else binds inner",
		  "probe begin { if (a) if (b) c else d }",
		  "probe begin\n{\n\tif (a)\n\t\tif (b)\n\t\t\tc;\n\t\telse\n\t\t\td;\n}\n");
}

static void test_statements(void)
{
	stmt_prints_as("stmt null", ";", ";");
	stmt_prints_as("stmt expr with semicolon", "f(1);", "f(1);");
	stmt_prints_as("stmt block", "{ a = 1 }", "{\n\t\ta = 1;\n\t}");
	stmt_prints_as("stmt for", "for (i = 0; i < 3; i++) x += i",
		       "for (i = 0; i < 3; i++)\n\t\tx += i;");
	stmt_prints_as("stmt for empty", "for (;;) break", "for (; ; )\n\t\tbreak;");
	stmt_prints_as("stmt while", "while (x) x--", "while (x)\n\t\tx--;");
	stmt_prints_as("stmt foreach value", "foreach (v = [a, b] in arr) ;",
		       "foreach (v = [a, b] in arr)\n\t\t;");
	stmt_prints_as("stmt foreach value short", "foreach (v = k in arr) ;",
		       "foreach (v = [k] in arr)\n\t\t;");
	stmt_prints_as("stmt foreach sort key", "foreach ([a, b-] in arr limit 3) ;",
		       "foreach ([a, b-] in arr limit 3)\n\t\t;");
	stmt_prints_as("stmt foreach sort value", "foreach (k in arr+) ;",
		       "foreach ([k] in arr+)\n\t\t;");
	stmt_prints_as("stmt foreach sort aggregate", "foreach (k in s @sum-) ;",
		       "foreach ([k] in s @sum-)\n\t\t;");
	stmt_prints_as("stmt delete element", "delete a[1, \"x\"]",
		       "delete a[1, \"x\"];");
	stmt_prints_as("stmt next", "next", "next;");
	stmt_prints_as("stmt try catch", "try { a() } catch (e) { b(e) }",
		       "try {\n\t\ta();\n\t} catch (e) {\n\t\tb(e);\n\t}");
	prints_as("stmt return in function",
		  "function f() { return 1 }",
		  "function f ()\n{\n\treturn 1;\n}\n");
	prints_as("probe point expansion",
		  "probe {a,b}.{c,{d,e}}.f! {}",
		  "probe a.c.f!, a.d.f!, a.e.f!, b.c.f!, b.d.f!, b.e.f!\n{\n}\n");
	prints_as("string concatenation of literals",
		  "probe begin { printf(\"a\" \"b\"\n \"c\") }",
		  "probe begin\n{\n\tprintf(\"abc\");\n}\n");
	prints_as("keywords as members and components",
		  "probe kernel.function(\"f\").return { x = $t->function }",
		  "probe kernel.function(\"f\").return\n{\n\tx = $t->function;\n}\n");
}

static void test_literals(void)
{
	stmt_prints_as("number decimal hex octal", "x = 10 + 0x1F + 017",
		       "x = ((10 + 31) + 15);");
	stmt_prints_as("number max unsigned wraps", "x = 18446744073709551615",
		       "x = (-1);");
	stmt_prints_as("string escapes", "x = \"\\n\\t\\\\\\\"\\r\\a\\b\\f\\v\"",
		       "x = \"\\n\\t\\\\\\\"\\r\\007\\010\\014\\013\";");
	stmt_prints_as("string octal and hex", "x = \"\\101\\x42\\q\"",
		       "x = \"ABq\";");
	prints_as("comments of three kinds",
		  "# one\n// two\n/* three\n */ probe begin { } # end",
		  "probe begin\n{\n}\n");
	prints_as("positional $# and @#",
		  "probe begin { x = $# . @# }",
		  "probe begin\n{\n\tx = (0 . \"0\");\n}\n");
	rejects("number bad octal", "probe begin { x = 0880 }");
	rejects("number too big", "probe begin { x = 18446744073709551616 }");
	rejects("number with letters", "probe begin { x = 2015a }");
}

static void test_errors(void)
{
	fails_with("error missing operand",
		   "probe foo {\n   a +\n}\n",
		   "parse error: expected literal string or number\n"
		   "        saw: operator '}' at t.stp:3:1\n"
		   "     source: }\n"
		   "             ^\n\n"
		   "1 parse error.\n");
	fails_with("error top level",
		   "\"not a probe\"",
		   "parse error: expected 'probe', 'global', 'private', 'function', or '%{'\n"
		   "        saw: string 'not a probe' at t.stp:1:1\n"
		   "     source: \"not a probe\"\n"
		   "             ^\n\n"
		   "1 parse error.\n");
	fails_with("error caret keeps tabs",
		   "probe begin {\n\tx = (1\n\ty = 2 }",
		   "parse error: expected ')'\n"
		   "        saw: identifier 'y' at t.stp:3:2\n"
		   "     source: \ty = 2 }\n"
		   "             \t^\n\n"
		   "1 parse error.\n");
	fails_with("error end of input",
		   "probe foo {\n  /*/ 0\n}\n",
		   "parse error: expected statement\n"
		   "        saw: t.stp EOF\n\n"
		   "1 parse error.\n");
	fails_with("error keyword",
		   "function function (a) { }",
		   "parse error: expected identifier\n"
		   "        saw: keyword at t.stp:1:10\n"
		   "     source: function function (a) { }\n"
		   "                      ^\n\n"
		   "1 parse error.\n");
	fails_with("error probe point",
		   "probe foo bar",
		   "parse error: expected one of ', { } = +='\n"
		   "        saw: identifier 'bar' at t.stp:1:11\n"
		   "     source: probe foo bar\n"
		   "                       ^\n\n"
		   "1 parse error.\n");
	fails_with("error recovers at next declaration",
		   "probe a { x = }\nprobe b { y = ) }\nglobal 1",
		   "parse error: expected literal string or number\n"
		   "        saw: operator '}' at t.stp:1:15\n"
		   "     source: probe a { x = }\n"
		   "                           ^\n\n"
		   "parse error: expected literal string or number\n"
		   "        saw: operator ')' at t.stp:2:15\n"
		   "     source: probe b { y = ) }\n"
		   "                           ^\n\n"
		   "parse error: expected identifier\n"
		   "        saw: number '1' at t.stp:3:8\n"
		   "     source: global 1\n"
		   "                    ^\n\n"
		   "3 parse errors.\n");
	fails_with("error number",
		   "probe begin { x = 0x }",
		   "parse error: number invalid or out of range\n"
		   "        saw: number '0x' at t.stp:1:19\n"
		   "     source: probe begin { x = 0x }\n"
		   "                               ^\n\n"
		   "1 parse error.\n");
	fails_with("error unterminated string",
		   "probe begin { \"abc\n}",
		   "parse error: Could not find matching closing quote\n"
		   "         at: junk '' at t.stp:1:15\n"
		   "     source: probe begin { \"abc\n"
		   "                           ^\n\n"
		   "1 parse error.\n");
	fails_with("error return outside function",
		   "probe begin { return }",
		   "parse error: found 'return' not in function context\n"
		   "        saw: keyword at t.stp:1:15\n"
		   "     source: probe begin { return }\n"
		   "                           ^\n\n"
		   "1 parse error.\n");
	fails_with("error multiple sort directives",
		   "probe begin { foreach ([x+, y-] in a) {} }",
		   "parse error: multiple sort directives\n"
		   "        saw: operator '-' at t.stp:1:30\n"
		   "     source: probe begin { foreach ([x+, y-] in a) {} }\n"
		   "                                          ^\n\n"
		   "1 parse error.\n");
	fails_with("error printf needs a literal format",
		   "probe begin { printf(fmt, 1) }",
		   "parse error: expected literal string\n"
		   "        saw: identifier 'fmt' at t.stp:1:22\n"
		   "     source: probe begin { printf(fmt, 1) }\n"
		   "                                  ^\n\n"
		   "1 parse error.\n");
	fails_with("error embedded code needs guru",
		   "%{ x %}\nprobe begin { }",
		   "parse error: embedded code in unprivileged script; need stap -g\n"
		   "        saw: embedded-code at t.stp:1:1\n"
		   "     source: %{ x %}\n"
		   "             ^\n\n"
		   "1 parse error.\n");
	fails_with("error duplicate global",
		   "global foo\nglobal foo\nprobe begin { }",
		   "parse error: duplicate global name\n"
		   "        saw: identifier 'foo' at t.stp:2:8\n"
		   "     source: global foo\n"
		   "                    ^\n\n"
		   "1 parse error.\n");
	fails_with("error empty file", "# nothing\n",
		   "Input file 't.stp' is empty.\n");
	rejects("error duplicate parameter", "function f(x, x) { }");
	rejects("error regex needs literal", "probe begin { x = a =~ b }");
	rejects("error array initialised", "global a[10] = 1");
	rejects("error array size zero", "global a[0]");
	rejects("error wildcard with space", "probe a * b { }");
	rejects("error alias optional", "probe foo ? = begin { }");
	rejects("error in chained", "probe begin { x = a in b == 1 }");
	rejects("error unknown operator", "probe begin { x = @foo(v) }");
	rejects("error unterminated embedded", "%{ x");
	rejects("error unterminated comment", "probe begin { /* x }");
	rejects("error deep nesting",
		"probe begin { x = ((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
		"(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((");
}

static void test_preprocessor(void)
{
	prints_as("pp conditional true",
		  "%( 1 == 1 %? probe a {} %: probe b {} %)",
		  "probe a\n{\n}\n");
	prints_as("pp conditional false nested",
		  "%( 1 != 1 %? --ERROR-- %: %( 2 == 2 %? probe c {} %: x %) %)",
		  "probe c\n{\n}\n");
	prints_as("pp kernel version and arch",
		  "%( kernel_v >= \"2.6\" && arch != \"nosuch\" %? probe k {} %)",
		  "probe k\n{\n}\n");
	prints_as("pp macro with parameters",
		  "@define foo(a, b) %( @a + @b %)\nprobe begin { x = @foo(1, 2) }",
		  "probe begin\n{\n\tx = (1 + 2);\n}\n");
	prints_as("pp nested macros",
		  "@define bar(b) %( @b %)\n@define foo(a) %( @bar(@a) %)\n"
		  "probe @foo(begin) { }",
		  "probe begin\n{\n}\n");
	rejects("pp missing %?", "%( arch == \"x\" %)");
	rejects("pp incomplete", "%( 0 == 0 %?");
	rejects("pp bad condition", "%( foo == \"2.6\" %? probe begin { } %)");
	rejects("pp macro arity", "@define f(a) %( @a %) probe @f(a, b) {}");
	rejects("pp positional out of range", "probe begin { x = $1 }");
	prints_as("pp config comparison",
		  "%( CONFIG_TAPC_NO_SUCH == \"\" && CONFIG_TAPC_NO_SUCH >= CONFIG_TAPC_NOR %?"
		  " probe c {} %)",
		  "probe c\n{\n}\n");

	src_file *lib = parse_file_from_text("lib.stpm",
		"%( 1 == 1 %? @define tapc_test_m(x) %( (@x * 2) %) %)\n", true);
	bool ok = parse_macro_file(lib);
	result("pp macro file read", ok, NULL);
	prints_as("pp macro file used by a script",
		  "probe begin { y = @tapc_test_m(3) }",
		  "probe begin\n{\n\ty = (3 * 2);\n}\n");
}

static void test_limits(void)
{
	strbuf sb = { 0 };
	sb_puts(&sb, "probe begin { x = 1");
	for (int i = 0; i < 5000; i++)
		sb_puts(&sb, " + 1");
	sb_puts(&sb, " }");
	char *err;
	char *got = parse_text(sb.buf, &err);
	result("limit long operator chain", !got && strstr(err, "expression nested too deeply"), err);
	free(err);
	free(got);
	free(sb.buf);
	prints_as("alias with epilogue block",
		  "probe a = begin { x = 1 }, { y = 2 }",
		  "probe a = begin\n{\n\tx = 1;\n},\n{\n\ty = 2;\n}\n");
}

int main(void)
{
	diag_verbose = true;  /* every message, so that each case is whole */
	test_roundtrips();
	test_precedence();
	test_statements();
	test_literals();
	test_errors();
	test_preprocessor();
	test_limits();
	printf("%d passed, %d failed\n", passes, failures);
	return failures ? 1 : 0;
}
