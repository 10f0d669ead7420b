/* `=~`: a POSIX extended regular expression compiled to a DFA (regex_dfa.h).
 *
 * The pattern is parsed to a tree, the tree built into a Thompson NFA,
 * and the NFA turned into a DFA by subset construction over classes of
 * bytes. The search is unanchored: the NFA's start is added again after
 * every byte, as a leading `.*` would, and `^` only holds before the
 * first byte, so the DFA's start state stays apart from the others. */
#include "regex_dfa.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define RE_MAX_NFA_STATES 20000
#define RE_MAX_REPEAT 255
#define RE_HASH_SLOTS (4 * RE_MAX_DFA_STATES)

typedef struct re_set {
	unsigned char bits[32];
} re_set;

static void set_add(re_set *s, int c)
{
	s->bits[c >> 3] |= (unsigned char)(1u << (c & 7));
}

static bool set_has(const re_set *s, int c)
{
	return s->bits[c >> 3] >> (c & 7) & 1;
}

/* ---- the pattern to a tree ---- */

typedef enum {
	RN_EMPTY, RN_SET, RN_BOL, RN_EOL, RN_CAT, RN_ALT, RN_REPEAT, RN_GROUP
} rn_kind;

typedef struct re_node {
	rn_kind kind;
	re_set set;                /* RN_SET */
	struct re_node *a, *b;
	int min, max;              /* RN_REPEAT of a; max -1: no bound */
	int group;                 /* RN_GROUP of a: its number, from 1 */
} re_node;

typedef struct re_parser {
	const char *p;
	char *why;                 /* the first error */
	re_node **nodes;           /* all, to free */
	int nnodes;
	int ngroups;               /* ( ) so far */
} re_parser;

static re_node *new_node(re_parser *ps, rn_kind kind, re_node *a, re_node *b)
{
	re_node *n = xcalloc(1, sizeof *n);

	n->kind = kind;
	n->a = a;
	n->b = b;
	VEC_PUSH(ps->nodes, ps->nnodes, n);
	return n;
}

static void parse_fail(re_parser *ps, char *why)
{
	if (ps->why)
		free(why);
	else
		ps->why = why;
}

static re_node *char_node(re_parser *ps, int c)
{
	re_node *n = new_node(ps, RN_SET, NULL, NULL);

	set_add(&n->set, c);
	return n;
}

/* [:name:], in the C locale */
static bool add_named_class(re_set *s, const char *name, size_t len)
{
	static const struct {
		const char *name;
		int (*is)(int);
	} classes[] = {
		{ "alpha", isalpha }, { "digit", isdigit }, { "alnum", isalnum },
		{ "upper", isupper }, { "lower", islower }, { "space", isspace },
		{ "blank", isblank }, { "punct", ispunct }, { "print", isprint },
		{ "graph", isgraph }, { "cntrl", iscntrl }, { "xdigit", isxdigit },
	};

	for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
		if (strlen(classes[i].name) != len ||
		    strncmp(classes[i].name, name, len))
			continue;
		for (int c = 1; c < 128; c++)
			if (classes[i].is(c))
				set_add(s, c);
		return true;
	}
	return false;
}

/* After '[': a bracket expression up to its ']'. */
static re_node *parse_bracket(re_parser *ps)
{
	re_node *n = new_node(ps, RN_SET, NULL, NULL);
	bool negate = *ps->p == '^';

	if (negate)
		ps->p++;
	for (bool first = true;; first = false) {
		int c = (unsigned char)*ps->p;
		if (!c) {
			parse_fail(ps, xstrdup("an unterminated ["));
			return n;
		}
		if (c == ']' && !first) {
			ps->p++;
			break;
		}
		if (c == '[' && strchr(":=.", ps->p[1]) && ps->p[1]) {
			char kind = ps->p[1];
			const char *name = ps->p + 2;
			char close[3] = { kind, ']', '\0' };
			const char *end = strstr(name, close);
			if (!end) {
				parse_fail(ps, xasprintf("an unterminated [%c", kind));
				return n;
			}
			if (kind == ':' && !add_named_class(&n->set, name,
							    (size_t)(end - name)))
				parse_fail(ps, xasprintf("the class [:%.*s:]",
							 (int)(end - name), name));
			else if (kind != ':' && end - name == 1)
				set_add(&n->set, (unsigned char)*name);
			else if (kind != ':')
				parse_fail(ps, xasprintf("the element [%c%.*s%c]",
							 kind, (int)(end - name),
							 name, kind));
			ps->p = end + 2;
			continue;
		}
		int lo = c, hi = c;
		ps->p++;
		if (ps->p[0] == '-' && ps->p[1] && ps->p[1] != ']') {
			hi = (unsigned char)ps->p[1];
			ps->p += 2;
		}
		for (int x = lo; x <= hi; x++)
			set_add(&n->set, x);
	}
	if (negate)
		for (int i = 0; i < 32; i++)
			n->set.bits[i] = (unsigned char)~n->set.bits[i];
	n->set.bits[0] &= (unsigned char)~1u;   /* never the string's end */
	return n;
}

static re_node *parse_alt(re_parser *ps);

/* \w \W \s \S, as GNU's regcomp knows them */
static re_node *escape_class(re_parser *ps, int c)
{
	re_node *n = new_node(ps, RN_SET, NULL, NULL);
	bool word = c == 'w' || c == 'W';

	for (int x = 1; x < 256; x++) {
		bool in = word ? (x < 128 && (isalnum(x) || x == '_'))
			       : (x < 128 && isspace(x));
		if (in == (bool)islower(c))
			set_add(&n->set, x);
	}
	return n;
}

static re_node *parse_atom(re_parser *ps)
{
	int c = (unsigned char)*ps->p++;
	re_node *n;

	switch (c) {
	case '(': {
		int group = ++ps->ngroups;
		n = new_node(ps, RN_GROUP, parse_alt(ps), NULL);
		n->group = group;
		if (*ps->p == ')')
			ps->p++;
		else
			parse_fail(ps, xstrdup("an unmatched ("));
		return n;
	}
	case '[':
		return parse_bracket(ps);
	case '.':
		n = new_node(ps, RN_SET, NULL, NULL);
		for (int x = 1; x < 256; x++)
			set_add(&n->set, x);
		return n;
	case '^':
		return new_node(ps, RN_BOL, NULL, NULL);
	case '$':
		return new_node(ps, RN_EOL, NULL, NULL);
	case '\\':
		c = (unsigned char)*ps->p;
		if (!c) {
			parse_fail(ps, xstrdup("a trailing backslash"));
			return new_node(ps, RN_EMPTY, NULL, NULL);
		}
		ps->p++;
		if (c >= '1' && c <= '9')
			parse_fail(ps, xasprintf("the back-reference \\%c", c));
		else if (strchr("bB<>`'", c))
			parse_fail(ps, xasprintf("the assertion \\%c", c));
		else if (strchr("wWsS", c))
			return escape_class(ps, c);
		return char_node(ps, c);
	default:
		return char_node(ps, c);
	}
}

/* At '{': an interval {n}, {n,} or {n,m}; false (nothing read) when it
 * is not one, and then the '{' is an ordinary character. */
static bool parse_interval(re_parser *ps, int *min, int *max)
{
	const char *q = ps->p + 1;
	char *end;

	if (!isdigit((unsigned char)*q))
		return false;
	long lo = strtol(q, &end, 10), hi = lo;
	q = end;
	if (*q == ',') {
		q++;
		hi = -1;
		if (isdigit((unsigned char)*q)) {
			hi = strtol(q, &end, 10);
			q = end;
		}
	}
	if (*q != '}')
		return false;
	if (lo > RE_MAX_REPEAT || hi > RE_MAX_REPEAT || (hi >= 0 && hi < lo))
		parse_fail(ps, xasprintf("the interval {%.*s}",
					 (int)(q - ps->p - 1), ps->p + 1));
	*min = (int)lo;
	*max = (int)hi;
	ps->p = q + 1;
	return true;
}

static re_node *parse_repeat(re_parser *ps)
{
	re_node *n = parse_atom(ps);

	for (;;) {
		int min, max;
		char c = *ps->p;
		if (c == '*' || c == '+' || c == '?') {
			min = c == '+';
			max = c == '?' ? 1 : -1;
			ps->p++;
		} else if (!(c == '{' && parse_interval(ps, &min, &max))) {
			return n;
		}
		n = new_node(ps, RN_REPEAT, n, NULL);
		n->min = min;
		n->max = max;
	}
}

static re_node *parse_cat(re_parser *ps)
{
	re_node *n = NULL;

	while (*ps->p && *ps->p != '|' && *ps->p != ')' && !ps->why) {
		re_node *a = parse_repeat(ps);
		n = n ? new_node(ps, RN_CAT, n, a) : a;
	}
	return n ? n : new_node(ps, RN_EMPTY, NULL, NULL);
}

static re_node *parse_alt(re_parser *ps)
{
	re_node *n = parse_cat(ps);

	while (*ps->p == '|' && !ps->why) {
		ps->p++;
		n = new_node(ps, RN_ALT, n, parse_cat(ps));
	}
	return n;
}

/* ---- the tree to an NFA ---- */

/* In the order of runtime/tapc.h's TAPC_RE_*, which matched() reads. */
typedef enum { NS_SET, NS_EPS, NS_BOL, NS_EOL, NS_MATCH, NS_SAVE } ns_kind;

typedef struct nfa_state {
	ns_kind kind;
	int set;                   /* NS_SET: index into sets */
	int out, out2;             /* -1: none */
	int slot;                  /* NS_SAVE: 2n at group n's start, 2n + 1
	                            * at its end; an empty edge to the DFA */
} nfa_state;

typedef struct nfa {
	nfa_state *states;
	int nstates;
	re_set *sets;
	int nsets;
	bool too_big;
} nfa;

/* A piece of NFA: its entry and its exit, an NS_EPS whose `out` is set
 * by what follows. */
typedef struct frag {
	int start, end;
} frag;

static int add_state(nfa *a, ns_kind kind, int out, int out2)
{
	nfa_state st = { .kind = kind, .set = -1, .out = out, .out2 = out2 };

	if (a->nstates >= RE_MAX_NFA_STATES)
		a->too_big = true;
	VEC_PUSH(a->states, a->nstates, st);
	return a->nstates - 1;
}

/* f between the two saves of group n. */
static frag group_frag(nfa *a, frag f, int n)
{
	int e = add_state(a, NS_EPS, -1, -1);
	int close = add_state(a, NS_SAVE, e, -1);
	int open = add_state(a, NS_SAVE, f.start, -1);

	a->states[close].slot = 2 * n + 1;
	a->states[open].slot = 2 * n;
	a->states[f.end].out = close;
	return (frag){ open, e };
}

static frag build(nfa *a, const re_node *n)
{
	frag f, g;
	int s, e;

	if (a->too_big) {
		e = add_state(a, NS_EPS, -1, -1);
		return (frag){ e, e };
	}
	switch (n->kind) {
	case RN_SET:
	case RN_BOL:
	case RN_EOL:
		e = add_state(a, NS_EPS, -1, -1);
		s = add_state(a, n->kind == RN_SET ? NS_SET :
			      n->kind == RN_BOL ? NS_BOL : NS_EOL, e, -1);
		if (n->kind == RN_SET) {
			VEC_PUSH(a->sets, a->nsets, n->set);
			a->states[s].set = a->nsets - 1;
		}
		return (frag){ s, e };
	case RN_CAT:
		f = build(a, n->a);
		g = build(a, n->b);
		a->states[f.end].out = g.start;
		return (frag){ f.start, g.end };
	case RN_ALT:
		f = build(a, n->a);
		g = build(a, n->b);
		e = add_state(a, NS_EPS, -1, -1);
		s = add_state(a, NS_EPS, f.start, g.start);
		a->states[f.end].out = e;
		a->states[g.end].out = e;
		return (frag){ s, e };
	case RN_REPEAT: {
		/* min copies, then a loop or (max - min) optional copies */
		frag acc;
		acc.start = acc.end = add_state(a, NS_EPS, -1, -1);
		for (int i = 0; i < n->min; i++) {
			f = build(a, n->a);
			a->states[acc.end].out = f.start;
			acc.end = f.end;
		}
		if (n->max < 0) {
			f = build(a, n->a);
			e = add_state(a, NS_EPS, -1, -1);
			s = add_state(a, NS_EPS, f.start, e);
			a->states[f.end].out = s;
			a->states[acc.end].out = s;
			acc.end = e;
		}
		for (int i = n->min; i < n->max; i++) {
			f = build(a, n->a);
			e = add_state(a, NS_EPS, -1, -1);
			s = add_state(a, NS_EPS, f.start, e);
			a->states[f.end].out = e;
			a->states[acc.end].out = s;
			acc.end = e;
		}
		return acc;
	}
	case RN_GROUP:
		return group_frag(a, build(a, n->a), n->group);
	case RN_EMPTY:
	default:
		e = add_state(a, NS_EPS, -1, -1);
		return (frag){ e, e };
	}
}

/* ---- the NFA to a DFA ---- */

typedef struct subsets {
	const nfa *a;
	int start;                 /* the NFA's */
	int nwords;                /* uint64_t words of one set of NFA states */
	uint64_t *sets;            /* [dfa state * nwords] */
	uint64_t *hashes;          /* [dfa state] */
	int slots[RE_HASH_SLOTS];  /* dfa state + 1, by hash; 0: empty */
	int *stack;
} subsets;

static bool has(const uint64_t *set, int i)
{
	return set[i >> 6] >> (i & 63) & 1;
}

static void put(uint64_t *set, int i)
{
	set[i >> 6] |= 1ull << (i & 63);
}

/* Adds to `set` what its states reach without reading a byte: empty
 * edges, and `^` / `$` where `bol` / `eol` hold. */
static void closure(const subsets *ss, uint64_t *set, bool bol, bool eol)
{
	const nfa *a = ss->a;
	int sp = 0;

	for (int i = 0; i < a->nstates; i++)
		if (has(set, i))
			ss->stack[sp++] = i;
	while (sp > 0) {
		const nfa_state *st = &a->states[ss->stack[--sp]];
		bool follow = st->kind == NS_EPS || st->kind == NS_SAVE ||
			      (st->kind == NS_BOL && bol) ||
			      (st->kind == NS_EOL && eol);
		int outs[2] = { st->out, st->out2 };
		for (int k = 0; follow && k < 2; k++)
			if (outs[k] >= 0 && !has(set, outs[k])) {
				put(set, outs[k]);
				ss->stack[sp++] = outs[k];
			}
	}
}

static uint64_t hash_set(const uint64_t *set, int nwords)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (int i = 0; i < nwords; i++)
		h = (h ^ set[i]) * 0x100000001b3ull;
	return h;
}

static unsigned char accept_bits(const subsets *ss, const uint64_t *set,
				 bool bol)
{
	const nfa *a = ss->a;
	int match = a->nstates - 1;   /* NS_MATCH is the last state */
	unsigned char bits = 0;

	if (has(set, match))
		return RE_ACCEPT_NOW;
	uint64_t *at_end = xmalloc(sizeof(uint64_t) * (size_t)ss->nwords);
	memcpy(at_end, set, sizeof(uint64_t) * (size_t)ss->nwords);
	closure(ss, at_end, bol, true);
	if (has(at_end, match))
		bits |= RE_ACCEPT_AT_END;
	free(at_end);
	return bits;
}

/* The DFA state of `set` (closed), made if new; -1 past the limit. The
 * start state (0) is never found again: `^` holds in it alone. */
static int intern(subsets *ss, re_dfa *d, const uint64_t *set, bool is_start)
{
	uint64_t h = hash_set(set, ss->nwords);
	size_t bytes = sizeof(uint64_t) * (size_t)ss->nwords;
	unsigned slot = (unsigned)(h % RE_HASH_SLOTS);

	for (; !is_start && ss->slots[slot]; slot = (slot + 1) % RE_HASH_SLOTS) {
		int k = ss->slots[slot] - 1;
		if (ss->hashes[k] == h && !memcmp(ss->sets + (size_t)k * ss->nwords,
						  set, bytes))
			return k;
	}
	if (d->nstates >= RE_MAX_DFA_STATES)
		return -1;
	int k = d->nstates++;
	ss->sets = xrealloc(ss->sets, bytes * (size_t)d->nstates);
	ss->hashes = xrealloc(ss->hashes, sizeof(uint64_t) * (size_t)d->nstates);
	d->accept = xrealloc(d->accept, (size_t)d->nstates);
	memcpy(ss->sets + (size_t)k * ss->nwords, set, bytes);
	ss->hashes[k] = h;
	d->accept[k] = accept_bits(ss, set, is_start);
	if (!is_start) {
		while (ss->slots[slot])
			slot = (slot + 1) % RE_HASH_SLOTS;
		ss->slots[slot] = k + 1;
	}
	return k;
}

/* Bytes that every set of the pattern treats alike share a class. */
static int byte_classes(const nfa *a, unsigned char classes[256])
{
	int n = 1;

	memset(classes, 0, 256);
	for (int s = 0; s < a->nsets; s++) {
		int remap[256][2];
		int m = 0;
		memset(remap, -1, sizeof remap);
		for (int c = 0; c < 256; c++) {
			int in = set_has(&a->sets[s], c);
			int k = classes[c];
			if (remap[k][in] < 0)
				remap[k][in] = m++;
			classes[c] = (unsigned char)remap[k][in];
		}
		n = m;
	}
	return n;
}

static bool determinize(const nfa *a, int start, re_dfa *d)
{
	subsets *ss = xcalloc(1, sizeof *ss);
	int reps[256];
	bool ok = true;

	ss->a = a;
	ss->start = start;
	ss->nwords = (a->nstates + 63) / 64;
	ss->stack = xmalloc(sizeof(int) * (size_t)a->nstates);
	d->nclasses = byte_classes(a, d->classes);
	for (int c = 255; c >= 0; c--)
		reps[d->classes[c]] = c;

	uint64_t *set = xcalloc((size_t)ss->nwords, sizeof(uint64_t));
	put(set, start);
	closure(ss, set, true, false);
	intern(ss, d, set, true);
	for (int k = 0; ok && k < d->nstates; k++) {
		d->next = xrealloc(d->next, sizeof(unsigned short) *
				   (size_t)d->nstates * (size_t)d->nclasses);
		for (int cl = 0; cl < d->nclasses; cl++) {
			int to = k;
			/* a match is final: the search stops there */
			if (!(d->accept[k] & RE_ACCEPT_NOW)) {
				const uint64_t *from = ss->sets + (size_t)k * ss->nwords;
				memset(set, 0, sizeof(uint64_t) * (size_t)ss->nwords);
				for (int i = 0; i < a->nstates; i++)
					if (has(from, i) && a->states[i].kind == NS_SET &&
					    set_has(&a->sets[a->states[i].set], reps[cl]))
						put(set, a->states[i].out);
				put(set, start);
				closure(ss, set, false, false);
				to = intern(ss, d, set, false);
			}
			if (to < 0) {
				ok = false;
				break;
			}
			/* states made meanwhile: the table grows with them */
			d->next = xrealloc(d->next, sizeof(unsigned short) *
					   (size_t)d->nstates * (size_t)d->nclasses);
			d->next[(size_t)k * d->nclasses + cl] = (unsigned short)to;
		}
	}
	free(set);
	free(ss->stack);
	free(ss->sets);
	free(ss->hashes);
	free(ss);
	return ok;
}

/* The pattern's NFA, the whole of it group 0, NS_MATCH its last state;
 * NULL *why when it parses. */
static int compile_nfa(const char *pattern, nfa *a, int *ngroups, char **why)
{
	re_parser ps = { .p = pattern };
	int start = -1;

	re_node *root = parse_alt(&ps);
	if (!ps.why && *ps.p)
		ps.why = xasprintf("an unmatched %c", *ps.p);
	if (!ps.why) {
		frag f = group_frag(a, build(a, root), 0);
		int match = add_state(a, NS_MATCH, -1, -1);
		a->states[f.end].out = match;
		start = f.start;
		if (a->too_big)
			ps.why = xstrdup("a pattern this large");
	}
	for (int i = 0; i < ps.nnodes; i++)
		free(ps.nodes[i]);
	free(ps.nodes);
	*ngroups = ps.ngroups + 1;
	*why = ps.why;
	return start;
}

bool re_compile(const char *pattern, re_dfa *dfa, char **why)
{
	nfa a = { 0 };
	int ngroups;
	bool ok = false;

	memset(dfa, 0, sizeof *dfa);
	int start = compile_nfa(pattern, &a, &ngroups, why);
	if (!*why) {
		if (!determinize(&a, start, dfa))
			*why = xasprintf("a pattern needing more than %d "
					 "states", RE_MAX_DFA_STATES);
		else
			ok = true;
	}
	free(a.states);
	free(a.sets);
	if (!ok)
		re_dfa_free(dfa);
	return ok;
}

void re_dfa_free(re_dfa *dfa)
{
	free(dfa->next);
	free(dfa->accept);
	dfa->next = NULL;
	dfa->accept = NULL;
	dfa->nstates = 0;
}

bool re_dfa_match(const re_dfa *d, const char *s)
{
	int state = 0;

	for (;; s++) {
		if (d->accept[state] & RE_ACCEPT_NOW)
			return true;
		if (!*s)
			return d->accept[state] & RE_ACCEPT_AT_END;
		state = d->next[(size_t)state * d->nclasses +
				d->classes[(unsigned char)*s]];
	}
}

/* ---- the C ---- */

static void emit_numbers(strbuf *sb, const char *type, const char *name,
			 int count, int (*at)(const re_dfa *, int),
			 const re_dfa *d)
{
	sb_printf(sb, "static const %s %s[%d] = {", type, name, count);
	for (int i = 0; i < count; i++)
		sb_printf(sb, "%s%d,", i % 16 ? " " : "\n\t\t", at(d, i));
	sb_puts(sb, "\n\t}; ");
}

static int class_at(const re_dfa *d, int i)
{
	return d->classes[i];
}

static int next_at(const re_dfa *d, int i)
{
	return d->next[i];
}

static int accept_at(const re_dfa *d, int i)
{
	return d->accept[i];
}

bool re_groups_fit(const char *pattern, char **why)
{
	nfa a = { 0 };
	int ngroups;
	int start = compile_nfa(pattern, &a, &ngroups, why);

	(void)start;
	if (!*why && a.nstates > RE_MAX_PROGRAM_STATES)
		*why = xasprintf("matched() of a pattern of more than %d NFA "
				 "states", RE_MAX_PROGRAM_STATES);
	else if (!*why && ngroups > RE_MAX_GROUPS)
		*why = xasprintf("matched() of more than %d subexpressions",
				 RE_MAX_GROUPS - 1);
	free(a.states);
	free(a.sets);
	return !*why;
}

/* The NFA of `pattern` for matched(): NAME_states, NAME_sets, NAME_prog. */
static void emit_program(strbuf *sb, const char *name, const char *pattern)
{
	nfa a = { 0 };
	int ngroups;
	char *why;
	int start = compile_nfa(pattern, &a, &ngroups, &why);

	free(why);   /* re_groups_fit said it compiles */
	sb_printf(sb, "static const struct tapc_re_state %s_states[%d] = {",
		  name, a.nstates);
	for (int i = 0; i < a.nstates; i++) {
		const nfa_state *st = &a.states[i];
		sb_printf(sb, "%s{%d,%d,%d,%d,%d}", i ? "," : "", (int)st->kind,
			  st->kind == NS_SAVE ? st->slot : 0, st->set, st->out,
			  st->out2);
	}
	sb_printf(sb, "}; static const unsigned char %s_sets[%d][32] = {", name,
		  a.nsets ? a.nsets : 1);
	for (int i = 0; i < a.nsets; i++) {
		sb_puts(sb, i ? ",{" : "{");
		for (int k = 0; k < 32; k++)
			sb_printf(sb, "%s%d", k ? "," : "", a.sets[i].bits[k]);
		sb_putc(sb, '}');
	}
	if (!a.nsets)
		sb_puts(sb, "{0}");
	sb_printf(sb, "}; static const struct tapc_re_prog %s_prog = { %s_states, "
		  "%s_sets, %d, %d }; ", name, name, name, start, ngroups);
	free(a.states);
	free(a.sets);
}

char *tr_regex_match(body *b, ast_node *n)
{
	re_dfa d;
	char *why;

	/* translate_supported refused what does not compile */
	if (!re_compile(n->rhs->str, &d, &why)) {
		free(why);
		return arena_strdup(b->arena, "((int64_t)0)");
	}
	char *subject = tr_expr(b, n->lhs);
	char *name = tr_fresh_name(b, "re");
	char *classes = arena_asprintf(b->arena, "%s_classes", name);
	char *next = arena_asprintf(b->arena, "%s_next", name);
	char *accept = arena_asprintf(b->arena, "%s_accept", name);
	strbuf sb = { 0 };

	sb_puts(&sb, "({ ");
	emit_numbers(&sb, "unsigned char", classes, 256, class_at, &d);
	emit_numbers(&sb, "unsigned short", next, d.nstates * d.nclasses,
		     next_at, &d);
	emit_numbers(&sb, "unsigned char", accept, d.nstates, accept_at, &d);
	sb_printf(&sb, "static const struct tapc_regex %s = { %s, %s, %s, %d }; ",
		  name, classes, next, accept, d.nclasses);
	if (b->groups) {
		emit_program(&sb, name, n->rhs->str);
		sb_printf(&sb, "(int64_t)%stapc_regex_capture(c, &%s, &%s_prog, %s); })",
			  n->op == TOK_NMATCH ? "!" : "", name, name, subject);
	} else {
		sb_printf(&sb, "(int64_t)%stapc_regex_match(&%s, %s); })",
			  n->op == TOK_NMATCH ? "!" : "", name, subject);
	}
	re_dfa_free(&d);
	return arena_steal(b->arena, &sb);
}
