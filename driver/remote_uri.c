/* --remote's targets: what each URI names (remote_uri.h). */
#include "remote_uri.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static bool all_digits(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* "[USER@]HOST[:PORT]", the authority of ssh://, or an ssh target given
 * without a scheme. */
static const char *set_authority(remote_target *t, const char *auth)
{
	const char *at = strrchr(auth, '@');
	const char *host = at ? at + 1 : auth;
	const char *colon;

	if (host[0] == '[') {   /* [IPv6]:PORT */
		const char *close = strchr(host, ']');
		if (!close)
			return "ssh target requires a hostname";
		colon = close[1] == ':' ? close + 1 : NULL;
	} else {
		colon = strrchr(host, ':');
	}
	size_t hostlen = colon ? (size_t)(colon - auth) : strlen(auth);
	if (hostlen == (size_t)(host - auth))
		return "ssh target requires a hostname";
	if (colon && !all_digits(colon + 1))
		return "ssh target's port is not a number";
	t->destination = xstrndup(auth, hostlen);
	t->port = colon ? xstrdup(colon + 1) : NULL;
	return NULL;
}

/* ssh://[USER@]HOST[:PORT][/], as stap takes it: no path, query or
 * fragment. */
static const char *set_ssh_uri(remote_target *t, const char *rest)
{
	if (strncmp(rest, "//", 2) != 0)
		return "ssh target requires a hostname";
	rest += 2;
	size_t authlen = strcspn(rest, "/?#");
	const char *after = rest + authlen;
	if (*after == '/' && after[1] == '\0')
		after++;
	if (*after == '/')
		return "ssh target URI doesn't support a /path";
	if (*after == '?')
		return "ssh target URI doesn't support a ?query";
	if (*after == '#')
		return "ssh target URI doesn't support a #fragment";
	if (authlen == 0)
		return "ssh target requires a hostname";
	char *auth = xstrndup(rest, authlen);
	const char *why = set_authority(t, auth);
	free(auth);
	return why;
}

char *remote_target_parse(remote_target *t, const char *uri, int index)
{
	memset(t, 0, sizeof(*t));
	t->uri = uri;
	t->index = index;
	const char *colon = strchr(uri, ':');
	const char *why = NULL;
	if (!colon) {
		why = set_authority(t, uri);
	} else {
		char *scheme = xstrndup(uri, colon - uri);
		const char *rest = colon + 1;
		/* "HOST:PORT" reads as a scheme and a path: a number is a
		 * port, as stap decides */
		if (!strchr(scheme, '/') && all_digits(rest))
			why = set_authority(t, uri);
		else if (strcmp(scheme, "direct") == 0 &&
			 (!*rest || strcmp(rest, "//") == 0 ||
			  strcmp(rest, "///") == 0))
			t->direct = true;
		else if (strcmp(scheme, "ssh") == 0)
			why = set_ssh_uri(t, rest);
		else {
			char *msg = xasprintf("unrecognized URI scheme '%s' in "
					      "remote: %s", scheme, uri);
			free(scheme);
			return msg;
		}
		free(scheme);
	}
	if (why)
		return xasprintf("%s on remote '%s'", why, uri);
	return NULL;
}

void remote_target_free(remote_target *t)
{
	free(t->destination);
	free(t->port);
	free(t->release);
	free(t->arch);
	free(t->module);
}
