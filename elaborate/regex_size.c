/* A pattern's size with its repetitions counted out (see regex_size.h).
 * Read as POSIX EREs are, a level of parentheses at a time, without
 * recursion: a pattern of deep nesting costs a frame a level, never the
 * C stack. A repetition of a piece multiplies what the piece counts; *
 * and + count it twice (a copy and a loop, as an NFA builds them). */
#include "regex_size.h"

#include <ctype.h>
#include <stdlib.h>

#include "util.h"

typedef struct level {
	double alternatives;   /* the branches before the current one */
	double branch;         /* the current branch's pieces so far */
	double last;           /* the last piece, which a repetition scales */
} level;

/* At '{': the factor of an interval {n}, {n,} or {n,m}, with *p past
 * it; 0 (nothing read) when it is not one. */
static double interval_factor(const char **p)
{
	const char *q = *p + 1;
	char *end;

	if (!isdigit((unsigned char)*q))
		return 0;
	double lo = strtod(q, &end), hi = lo;
	q = end;
	if (*q == ',') {
		q++;
		hi = lo + 1;   /* {n,}: n copies and a loop */
		if (isdigit((unsigned char)*q)) {
			hi = strtod(q, &end);
			q = end;
		}
	}
	if (*q != '}')
		return 0;
	*p = q + 1;
	return hi > lo ? (hi > 1 ? hi : 1) : (lo > 1 ? lo : 1);
}

/* Past a bracket expression that starts at '[' (its end, if unclosed). */
static const char *skip_bracket(const char *p)
{
	p++;
	if (*p == '^')
		p++;
	if (*p == ']')
		p++;
	while (*p && *p != ']') {
		/* [:alpha:], [=a=], [.a.] may hold a ']' */
		if (*p == '[' && (p[1] == ':' || p[1] == '=' || p[1] == '.')) {
			char kind = p[1];
			const char *q = p + 2;
			while (*q && !(q[0] == kind && q[1] == ']'))
				q++;
			p = *q ? q + 2 : q;
			continue;
		}
		p++;
	}
	return *p ? p + 1 : p;
}

static void add_piece(level *l, double size)
{
	l->last = size;
	l->branch += size;
}

bool regex_size_within(const char *pattern, double limit)
{
	level *levels = xmalloc(sizeof *levels);
	int depth = 0, cap = 1;
	const char *p = pattern;
	bool within = true;

	levels[0] = (level){ 0, 0, 0 };
	while (*p && within) {
		level *l = &levels[depth];
		double factor = 0;

		switch (*p) {
		case '(':
			if (++depth == cap) {
				cap *= 2;
				levels = xrealloc(levels, sizeof *levels * (size_t)cap);
			}
			levels[depth] = (level){ 0, 0, 0 };
			p++;
			continue;
		case ')':
			if (depth > 0) {
				double group = l->alternatives + l->branch + 1;
				add_piece(&levels[--depth], group);
			} else {
				add_piece(l, 1);
			}
			p++;
			break;
		case '|':
			l->alternatives += l->branch;
			l->branch = l->last = 0;
			p++;
			break;
		case '[':
			p = skip_bracket(p);
			add_piece(l, 1);
			break;
		case '\\':
			p += p[1] ? 2 : 1;
			add_piece(l, 1);
			break;
		case '*':
		case '+':
		case '?':
			factor = 2;
			p++;
			break;
		case '{':
			factor = interval_factor(&p);
			if (!factor) {
				p++;
				add_piece(l, 1);
			}
			break;
		default:
			p++;
			add_piece(l, 1);
			break;
		}
		if (factor) {
			l->branch += l->last * (factor - 1);
			l->last *= factor;
		}
		l = &levels[depth];
		within = l->alternatives + l->branch <= limit;
	}
	/* what the open levels hold counts too */
	double total = 0;
	for (int i = 0; i <= depth; i++)
		total += levels[i].alternatives + levels[i].branch;
	free(levels);
	return within && total <= limit;
}
