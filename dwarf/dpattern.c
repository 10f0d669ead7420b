/* stap's FUNC@FILE:LINES patterns (dpattern.h). */
#include "dpattern.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

dpattern dpattern_split(const char *text)
{
	dpattern fp = {0};
	const char *at = strchr(text, '@');

	fp.func = at ? xstrndup(text, (size_t)(at - text)) : xstrdup(text);
	if (!at)
		return fp;
	size_t file_len = strcspn(at + 1, ":+");
	fp.file = xstrndup(at + 1, file_len);
	const char *lines = at + 1 + file_len;
	if (*lines) {
		fp.relative = *lines == '+';
		fp.lines = xstrdup(lines + 1);
		fp.line = atoi(lines + 1);
	}
	return fp;
}

void dpattern_free(dpattern *fp)
{
	free(fp->func);
	free(fp->file);
	free(fp->lines);
}

bool dpattern_file_matches(const char *pattern, const char *file)
{
	if (!file)
		return false;
	if (fnmatch(pattern, file, 0) == 0)
		return true;
	char *tail = xasprintf("*/%s", pattern);
	bool m = fnmatch(tail, file, 0) == 0;
	free(tail);
	return m;
}

bool dpattern_line_wanted(const char *spec, int base, int line)
{
	if (!strcmp(spec, "*"))
		return true;
	for (const char *p = spec; *p;) {
		char *end;
		long lo = strtol(p, &end, 10), hi = lo;
		if (*end == '-')
			hi = strtol(end + 1, &end, 10);
		if (line >= base + lo && line <= base + hi)
			return true;
		if (*end != ',')
			break;
		p = end + 1;
	}
	return false;
}
