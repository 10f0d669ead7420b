#include "similar.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define MAX_SHOWN 5

unsigned similar_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	/* one row of the table at a time; row[j] is d(i, j) */
	unsigned *row = xmalloc(sizeof *row * (lb + 1));

	for (size_t j = 0; j <= lb; j++)
		row[j] = (unsigned)j;
	for (size_t i = 1; i <= la; i++) {
		unsigned diag = row[0];
		row[0] = (unsigned)i;
		for (size_t j = 1; j <= lb; j++) {
			unsigned up = row[j], v;
			if (a[i - 1] == b[j - 1]) {
				v = diag;
			} else {
				unsigned sub = tolower((unsigned char)a[i - 1]) ==
					       tolower((unsigned char)b[j - 1]) ? 1 : 2;
				v = diag + sub;
				if (up + 2 < v)
					v = up + 2;
				if (row[j - 1] + 2 < v)
					v = row[j - 1] + 2;
			}
			row[j] = v;
			diag = up;
		}
	}
	unsigned d = row[lb];
	free(row);
	return d;
}

typedef struct ranked {
	const char *name;
	unsigned dist;
} ranked;

/* closest first; equals in byte order, as a sorted set hands them out */
static bool before(const ranked *x, const ranked *y)
{
	return x->dist != y->dist ? x->dist < y->dist
				  : strcmp(x->name, y->name) < 0;
}

char *similar_list(const char *name, const char *const *names, int n)
{
	ranked best[MAX_SHOWN];
	int nbest = 0;
	size_t len = strlen(name);

	for (int i = 0; i < n; i++) {
		const char *cand = names[i];
		if (!cand || !*cand || !strcmp(cand, name))
			continue;
		size_t clen = strlen(cand);
		/* the distance is at least the difference in length */
		unsigned floor = (unsigned)(clen > len ? clen - len : len - clen);
		if (nbest == MAX_SHOWN && floor > best[MAX_SHOWN - 1].dist)
			continue;
		ranked r = { cand, similar_distance(name, cand) };
		bool dup = false;
		for (int k = 0; k < nbest && !dup; k++)
			dup = !strcmp(best[k].name, cand);
		if (dup || (nbest == MAX_SHOWN && !before(&r, &best[MAX_SHOWN - 1])))
			continue;
		int at = nbest < MAX_SHOWN ? nbest++ : MAX_SHOWN - 1;
		while (at > 0 && before(&r, &best[at - 1])) {
			best[at] = best[at - 1];
			at--;
		}
		best[at] = r;
	}
	if (nbest == 0)
		return NULL;
	strbuf sb = {0};
	for (int k = 0; k < nbest; k++)
		sb_printf(&sb, "%s%s", k ? ", " : "", best[k].name);
	return sb_steal(&sb);
}

char *similar_names(const char *name, const char *const *names, int n)
{
	char *list = similar_list(name, names, n);
	if (!list)
		return xstrdup("");
	char *out = xasprintf(" (similar: %s)", list);
	free(list);
	return out;
}
