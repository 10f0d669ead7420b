#include "similar.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

#define MAX_SHOWN 5
/* Names longer than this are not compared: the hint is for typos. */
#define MAX_LEN 64

/* Levenshtein distance, giving up (returning `limit` + 1) early. */
static int distance(const char *a, const char *b, int limit)
{
	int la = (int)strlen(a), lb = (int)strlen(b);
	int row[MAX_LEN + 1];

	if (la > MAX_LEN || lb > MAX_LEN || abs(la - lb) > limit)
		return limit + 1;
	for (int j = 0; j <= lb; j++)
		row[j] = j;
	for (int i = 1; i <= la; i++) {
		int diag = row[0], best = i;
		row[0] = i;
		for (int j = 1; j <= lb; j++) {
			int up = row[j];
			int v = diag + (a[i - 1] != b[j - 1]);
			if (row[j - 1] + 1 < v)
				v = row[j - 1] + 1;
			if (up + 1 < v)
				v = up + 1;
			row[j] = v;
			diag = up;
			if (v < best)
				best = v;
		}
		if (best > limit)
			return limit + 1;
	}
	return row[lb];
}

char *similar_names(const char *name, const char *const *names, int n)
{
	/* a third of the name may be wrong, but at least one letter */
	int limit = (int)strlen(name) / 3 + 1;
	const char *shown[MAX_SHOWN];
	int dist[MAX_SHOWN], nshown = 0;

	for (int i = 0; i < n; i++) {
		if (strcmp(names[i], name) == 0)
			continue;
		int d = distance(name, names[i], limit);
		if (d > limit)
			continue;
		bool dup = false;
		for (int k = 0; k < nshown; k++)
			dup |= strcmp(shown[k], names[i]) == 0;
		if (dup)
			continue;
		/* keep the closest, in order of distance then first seen */
		int at = nshown;
		while (at > 0 && dist[at - 1] > d)
			at--;
		if (at >= MAX_SHOWN)
			continue;
		if (nshown < MAX_SHOWN)
			nshown++;
		memmove(&shown[at + 1], &shown[at], sizeof *shown * (size_t)(nshown - 1 - at));
		memmove(&dist[at + 1], &dist[at], sizeof *dist * (size_t)(nshown - 1 - at));
		shown[at] = names[i];
		dist[at] = d;
	}
	if (nshown == 0)
		return xstrdup("");
	strbuf sb = {0};
	sb_puts(&sb, " (similar: ");
	for (int k = 0; k < nshown; k++)
		sb_printf(&sb, "%s%s", k ? ", " : "", shown[k]);
	sb_putc(&sb, ')');
	return sb_steal(&sb);
}
