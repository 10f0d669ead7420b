/* How a value of a C type, as the kernel's headers or BTF spell it,
 * travels in a register and reads back into a 64-bit integer (kbtf.h).
 * Shared by the catalogs whose arguments a module reads: system calls and
 * tracepoints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kbtf.h"

/* The type without the qualifiers that do not change its value. */
static char *plain_type(const char *c_type)
{
	static const char *const dropped[] = {
		"const", "volatile", "__user", "__force", "restrict",
	};
	strbuf sb = {0};
	for (const char *p = c_type; *p;) {
		size_t len = strcspn(p, " \t*");
		bool drop = false;
		for (size_t i = 0; i < sizeof dropped / sizeof *dropped; i++)
			drop |= len == strlen(dropped[i]) && !strncmp(p, dropped[i], len);
		if (len && !drop)
			sb_printf(&sb, "%s%.*s", sb.len ? " " : "", (int)len, p);
		p += len;
		if (*p == '*')
			sb_puts(&sb, sb.len ? " *" : "*");
		if (*p)
			p++;
	}
	return sb.buf ? sb_steal(&sb) : xstrdup("");
}

/* The kernel's fixed-width names, u8 to s64 and __u8 to __s64. */
static bool fixed_width(const char *plain, btf_value *v)
{
	const char *p = plain + (strncmp(plain, "__", 2) ? 0 : 2);
	if (*p != 'u' && *p != 's')
		return false;
	int bits = atoi(p + 1);
	char spelled[8];
	snprintf(spelled, sizeof spelled, "%c%d", *p, bits);
	if (strcmp(spelled, p) || (bits != 8 && bits != 16 && bits != 32 && bits != 64))
		return false;
	v->size = bits / 8;
	v->is_signed = *p == 's';
	return true;
}

/* Size and signedness of C's own integer types, spelled in any order. */
static bool base_type(const char *plain, btf_value *v)
{
	if (!strcmp(plain, "bool") || !strcmp(plain, "_Bool")) {
		v->size = 1;
		v->is_signed = false;
		return true;
	}
	if (fixed_width(plain, v))
		return true;
	int longs = 0, size = 0;
	bool is_unsigned = false, any = false;
	for (const char *p = plain; *p;) {
		size_t len = strcspn(p, " ");
		if (len == 8 && !strncmp(p, "unsigned", 8))
			is_unsigned = true;
		else if ((len == 6 && !strncmp(p, "signed", 6)) ||
			 (len == 10 && !strncmp(p, "__signed__", 10)))
			;
		else if (len == 4 && !strncmp(p, "long", 4))
			longs++;
		else if (len == 5 && !strncmp(p, "short", 5))
			size = 2;
		else if (len == 4 && !strncmp(p, "char", 4))
			size = 1;
		else if (!(len == 3 && !strncmp(p, "int", 3)))
			return false;
		any = true;
		p += len;
		p += *p == ' ';
	}
	if (!any)
		return false;
	v->size = longs ? 8 : size ? size : 4;
	v->is_signed = !is_unsigned;
	return true;
}

/* The BTF type a spelling names: "enum x", "struct x", "union x" or a
 * typedef's name. */
static const btf_type *named_type(const btf *b, const char *plain)
{
	static const struct {
		const char *tag;
		int kind;
	} tags[] = {
		{ "enum ", KIND_ENUM }, { "enum ", KIND_ENUM64 },
		{ "struct ", KIND_STRUCT }, { "union ", KIND_UNION },
	};
	for (size_t i = 0; i < sizeof tags / sizeof *tags; i++) {
		size_t len = strlen(tags[i].tag);
		if (!strncmp(plain, tags[i].tag, len)) {
			uint32_t id = btf_find(b, tags[i].kind, plain + len);
			if (id)
				return btf_get(b, id);
		}
	}
	return btf_resolve(b, btf_find(b, KIND_TYPEDEF, plain));
}

static bool from_btf(const btf_type *t, btf_value *v)
{
	if (!t)
		return false;
	switch (btf_kind(t)) {
	case KIND_INT: {
		uint32_t encoding;
		memcpy(&encoding, t + 1, sizeof encoding);
		v->size = (int)t->size_or_type;
		v->is_signed = (encoding >> 24) & 1;
		return true;
	}
	case KIND_ENUM:
	case KIND_ENUM64:
		v->size = (int)t->size_or_type;
		v->is_signed = btf_kflag(t);
		return true;
	case KIND_PTR:
		v->is_pointer = true;
		v->is_signed = false;
		return true;
	case KIND_STRUCT:
	case KIND_UNION:
		/* pte_t and its kind: a register's worth of integers */
		if (t->size_or_type > 8)
			return false;
		v->size = (int)t->size_or_type;
		v->is_signed = false;
		return true;
	default:
		return false;
	}
}

btf_value btf_classify(const btf *b, const char *c_type)
{
	btf_value v = { .size = 8, .is_signed = true, .known = true };
	char *plain = plain_type(c_type);
	if (strchr(plain, '*') || strchr(plain, '(')) {
		v.is_pointer = true;
		v.is_signed = false;
	} else if (!base_type(plain, &v)) {
		v.known = b && from_btf(named_type(b, plain), &v);
		/* without BTF: an enumeration is an int, as gcc makes one
		 * whose values fit */
		if (!b && !strncmp(plain, "enum ", 5)) {
			v.size = 4;
			v.known = true;
		}
	}
	if (v.size != 1 && v.size != 2 && v.size != 4)
		v.size = 8;
	free(plain);
	return v;
}

const char *btf_value_c_type(btf_value v)
{
	static const char *const names[2][9] = {
		{ [1] = "unsigned char", [2] = "unsigned short",
		  [4] = "unsigned int", [8] = "unsigned long" },
		{ [1] = "signed char", [2] = "short", [4] = "int", [8] = "long" },
	};
	return v.is_pointer ? "void *" : names[v.is_signed][v.size];
}
