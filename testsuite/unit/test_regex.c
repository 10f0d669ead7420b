/* Unit tests of `=~`'s compiler (translate/regex.c): each pattern's DFA,
 * run as the runtime runs it, against glibc's regexec on every string of
 * up to four characters over the pattern's own characters and some
 * others, and on random longer ones; then what it refuses, and why.
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "regex_dfa.h"
#include "unit.h"
#include "util.h"

static const char *const patterns[] = {
	"", "a", "abc", "^abc", "abc$", "^$", "^", "$", "a|b", "^(a|b)+$",
	"a*b", "a+b?c", "(ab){2,3}", "x{0,2}y", "a{3}", "a{2,}b", "[a-c]+",
	"[^a-c]", "[[:digit:]]+\\.[[:digit:]]*", "^[[:alpha:]_][[:alnum:]_]*$",
	"colou?r", "(^a|b$)", "a.c", "\\.", "\\w+@\\w+", "\\s\\S", "[]a]",
	"[^]a]", "[a-]", "a\\|b", "(a|ab)(c|bcd)(d*)", "^sys_(enter|exit)$",
	"(x|y)*z+", "((a*)*b)*c", "(a|)+b", "()", "a(b|c)*d$", "^.{2}$",
	"[[:upper:][:space:]]x", "^(ab|a)(bc|c)?$", "x*", "^x*$", "b+$",
	"(^|z)a", "a($|z)", "[.]", "[[.a.]]b", "\\(a\\)",
};

/* every string over `alphabet` of length `len`, into s[0..len) */
static int compare_all(const re_dfa *d, regex_t *rx, const char *alphabet,
		       char *s, int pos, int len, char *first_bad)
{
	if (pos == len) {
		s[len] = '\0';
		bool want = regexec(rx, s, 0, NULL, 0) == 0;
		if (want == re_dfa_match(d, s))
			return 0;
		if (!*first_bad)
			snprintf(first_bad, 64, "\"%s\": glibc %d", s, want);
		return 1;
	}
	int bad = 0;
	for (const char *c = alphabet; *c; c++) {
		s[pos] = *c;
		bad += compare_all(d, rx, alphabet, s, pos + 1, len, first_bad);
	}
	return bad;
}

static void check_pattern(const char *pattern)
{
	regex_t rx;
	re_dfa d;
	char *why;
	char *label = xasprintf("\"%s\" matches as glibc's regexec", pattern);

	if (regcomp(&rx, pattern, REG_EXTENDED | REG_NOSUB) != 0) {
		unit_result(label, false, "glibc refuses it: not a test case");
		free(label);
		return;
	}
	if (!re_compile(pattern, &d, &why)) {
		unit_result(label, false, why);
		free(why);
		free(label);
		regfree(&rx);
		return;
	}
	/* its characters, and some it lacks */
	char alphabet[64] = "z_ .\n";
	for (const char *p = pattern; *p && strlen(alphabet) < 12; p++)
		if (!strchr(alphabet, *p) && !strchr("()[]|*+?{}^$\\:", *p))
			strncat(alphabet, p, 1);
	char s[32], first_bad[64] = "";
	int bad = 0, tried = 0;
	for (int len = 0; len <= 4; len++) {
		bad += compare_all(&d, &rx, alphabet, s, 0, len, first_bad);
		int n = 1;
		for (int i = 0; i < len; i++)
			n *= (int)strlen(alphabet);
		tried += n;
	}
	srand(7);
	for (int i = 0; i < 2000; i++, tried++) {
		int len = 5 + rand() % 20;
		for (int j = 0; j < len; j++)
			s[j] = alphabet[rand() % strlen(alphabet)];
		s[len] = '\0';
		bool want = regexec(&rx, s, 0, NULL, 0) == 0;
		if (want != re_dfa_match(&d, s) && !bad++)
			snprintf(first_bad, sizeof first_bad, "\"%s\": glibc %d", s, want);
	}
	char *detail = xasprintf("%d of %d strings differ, first %s (%d states)",
				 bad, tried, first_bad, d.nstates);
	unit_result(label, bad == 0, detail);
	free(detail);
	free(label);
	re_dfa_free(&d);
	regfree(&rx);
}

static void check_refused(const char *pattern, const char *want_why)
{
	re_dfa d;
	char *why = NULL;
	bool ok = re_compile(pattern, &d, &why);
	char *label = xasprintf("\"%s\" is refused: %s", pattern, want_why);

	unit_result(label, !ok && why && strstr(why, want_why), why);
	if (ok)
		re_dfa_free(&d);
	free(why);
	free(label);
}

int main(void)
{
	for (size_t i = 0; i < sizeof patterns / sizeof patterns[0]; i++)
		check_pattern(patterns[i]);

	check_refused("(a)\\1", "back-reference \\1");
	check_refused("\\bword", "assertion \\b");
	check_refused("[[:nosuch:]]", "class [:nosuch:]");
	/* the 13th character from the end: 2^13 states */
	check_refused("(a|b)*a(a|b){12}", "more than 1024 states");

	re_dfa d;
	char *why;
	bool ok = re_compile("^sys_(enter|exit)$", &d, &why);
	char *detail = xasprintf("%d states, %d classes", ok ? d.nstates : 0,
				 ok ? d.nclasses : 0);
	unit_result("a name's pattern is a small table", ok && d.nstates <= 16 &&
		    d.nclasses <= 12, detail);
	free(detail);
	if (ok)
		re_dfa_free(&d);
	return unit_failures ? 1 : 0;
}
