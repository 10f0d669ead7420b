// SPDX-License-Identifier: GPL-2.0
/*
 * matched(), matched_str() and ngroups(): where the subexpressions of the
 * last =~ matched. When pass 3's DFA says a string matches, a second pass
 * runs the expression's NFA over it, a Pike machine: each NFA state holds
 * at most one thread per byte, so the work is bounded by the string's
 * length times TAPC_RE_MAX_STATES, without recursion and without
 * allocating. The whole match is leftmost-longest, as POSIX says; the
 * groups inside it are those of the first alternative that gives it.
 */

/* One thread list of the Pike machine: its states and their captures. */
struct tapc_re_list {
	int n;
	short *pcs;
	int *caps;			/* [thread * 2 * TAPC_RE_MAX_GROUPS] */
};

struct tapc_re_work {
	struct tapc_re_list lists[2];
	unsigned int *marks;		/* [state]: the step that holds it */
	unsigned int step;
	int *stack;			/* closure: visits and restores */
	int caps[2 * TAPC_RE_MAX_GROUPS];
};

size_t tapc_regex_work_size(void)
{
	size_t list = TAPC_RE_MAX_STATES * (sizeof(short) +
					    2 * TAPC_RE_MAX_GROUPS * sizeof(int));

	return sizeof(struct tapc_re_work) + 2 * list +
	       TAPC_RE_MAX_STATES * sizeof(unsigned int) +
	       2 * (3 * TAPC_RE_MAX_STATES + 2) * sizeof(int);
}

static struct tapc_re_work *work_of(struct tapc_context *c)
{
	struct tapc_re_work *w = c->regex_work;
	char *p = (char *)(w + 1);
	int i;

	for (i = 0; i < 2; i++) {
		w->lists[i].pcs = (short *)p;
		p += TAPC_RE_MAX_STATES * sizeof(short);
		w->lists[i].caps = (int *)p;
		p += TAPC_RE_MAX_STATES * 2 * TAPC_RE_MAX_GROUPS * sizeof(int);
	}
	w->marks = (unsigned int *)p;
	p += TAPC_RE_MAX_STATES * sizeof(unsigned int);
	w->stack = (int *)p;
	return w;
}

static bool in_set(const unsigned char *set, unsigned char ch)
{
	return set[ch >> 3] >> (ch & 7) & 1;
}

/*
 * Adds the threads state `pc` reaches before reading s[pos] to `list`, in
 * priority order, with w->caps as their captures. The stack holds a state
 * to visit as its number and a capture to restore as -(slot + 1) followed
 * by the old value.
 */
static void add_threads(struct tapc_re_work *w, const struct tapc_re_prog *prog,
			struct tapc_re_list *list, int pc, const char *s,
			int pos)
{
	int ncaps = 2 * prog->ngroups;
	int sp = 0;

	w->stack[sp++] = pc;
	while (sp > 0) {
		const struct tapc_re_state *st;
		int top = w->stack[--sp];

		if (top < 0) {
			w->caps[-top - 1] = w->stack[--sp];
			continue;
		}
		if (w->marks[top] == w->step)
			continue;
		w->marks[top] = w->step;
		st = &prog->states[top];
		switch (st->kind) {
		case TAPC_RE_EPS:
			if (st->out2 >= 0)
				w->stack[sp++] = st->out2;
			if (st->out >= 0)
				w->stack[sp++] = st->out;
			break;
		case TAPC_RE_SAVE:
			w->stack[sp++] = w->caps[st->slot];
			w->stack[sp++] = -(st->slot + 1);
			w->caps[st->slot] = pos;
			w->stack[sp++] = st->out;
			break;
		case TAPC_RE_BOL:
			if (pos == 0)
				w->stack[sp++] = st->out;
			break;
		case TAPC_RE_EOL:
			if (!s[pos])
				w->stack[sp++] = st->out;
			break;
		default:	/* a byte to read, or the match */
			list->pcs[list->n] = top;
			memcpy(&list->caps[list->n * 2 * TAPC_RE_MAX_GROUPS],
			       w->caps, ncaps * sizeof(int));
			list->n++;
			break;
		}
	}
}

/* A new step: no state holds a thread of it yet. */
static void next_step(struct tapc_re_work *w)
{
	if (!++w->step) {
		memset(w->marks, 0, TAPC_RE_MAX_STATES * sizeof(unsigned int));
		w->step = 1;
	}
}

static bool better(const int *cand, const struct tapc_match *best)
{
	return !best->result || cand[0] < best->span[0] ||
	       (cand[0] == best->span[0] && cand[1] > best->span[1]);
}

/* The Pike machine over `s`, which the DFA said matches. */
static void find_groups(struct tapc_context *c,
			const struct tapc_re_prog *prog, const char *s)
{
	struct tapc_re_work *w = work_of(c);
	struct tapc_match *m = c->last_match;
	int ncaps = 2 * prog->ngroups;
	int cur = 0, pos, i;

	m->result = false;
	m->ngroups = prog->ngroups;
	w->lists[0].n = 0;
	next_step(w);
	for (pos = 0;; pos++) {
		struct tapc_re_list *cl = &w->lists[cur], *nl = &w->lists[!cur];
		unsigned char ch = s[pos];

		/* threads already there come first: they started earlier; the
		 * step is the one they were added in */
		if (!m->result) {
			for (i = 0; i < ncaps; i++)
				w->caps[i] = -1;
			add_threads(w, prog, cl, prog->start, s, pos);
		}
		if (!cl->n)
			break;
		next_step(w);
		nl->n = 0;
		for (i = 0; i < cl->n; i++) {
			const struct tapc_re_state *st = &prog->states[cl->pcs[i]];
			int *caps = &cl->caps[i * 2 * TAPC_RE_MAX_GROUPS];

			if (m->result && caps[0] > m->span[0])
				continue;
			if (st->kind == TAPC_RE_MATCH) {
				if (better(caps, m)) {
					m->result = true;
					memcpy(m->span, caps, ncaps * sizeof(int));
				}
				continue;
			}
			if (!ch || !in_set(prog->sets[st->set], ch))
				continue;
			memcpy(w->caps, caps, ncaps * sizeof(int));
			add_threads(w, prog, nl, st->out, s, pos + 1);
		}
		if (!ch)
			break;
		cur = !cur;
	}
	if (m->result)
		strscpy(m->str, s, MAXSTRINGLEN);
}

bool tapc_regex_capture(struct tapc_context *c, const struct tapc_regex *re,
			const struct tapc_re_prog *prog, const char *s)
{
	if (!tapc_regex_match(re, s)) {
		c->last_match->result = false;
		return false;
	}
	find_groups(c, prog, s);
	return true;
}

void tapc_matched(struct tapc_context *c, char *dst, int64_t n)
{
	const struct tapc_match *m = c->last_match;
	int start, end;

	dst[0] = '\0';
	/* as stap: with no match made yet no subexpression exists; after a
	 * failed one, asking for one the regex has is the failed match's
	 * error */
	if (m && !m->result && n >= 0 && n < m->ngroups) {
		tapc_error(c, "Attempted to get subexpression %lld from failed match",
			   (long long)n);
		return;
	}
	if (!m || !m->result || n < 0 || n >= m->ngroups) {
		tapc_error(c, "Attempted to get nonexistent subexpression %lld",
			   (long long)n);
		return;
	}
	start = m->span[2 * n];
	end = m->span[2 * n + 1];
	if (start < 0 || end < start)
		return;		/* the group took no part: "" */
	memcpy(dst, m->str + start, end - start);
	dst[end - start] = '\0';
}

int64_t tapc_ngroups(struct tapc_context *c)
{
	const struct tapc_match *m = c->last_match;

	if (!m || !m->result) {
		tapc_error(c, "Attempted to get subexpression count from failed match");
		return 0;
	}
	return m->ngroups;
}
