#include "symtab.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static uint32_t hash_string(const char *s)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static symtab_slot *find_slot(const symtab *t, const char *key)
{
	uint32_t mask = (uint32_t)t->cap - 1;

	for (uint32_t i = hash_string(key) & mask;; i = (i + 1) & mask) {
		symtab_slot *slot = &t->slots[i];
		if (!slot->key || strcmp(slot->key, key) == 0)
			return slot;
	}
}

void *symtab_get(const symtab *t, const char *key)
{
	if (t->cap == 0)
		return NULL;
	return find_slot(t, key)->value;
}

static void grow(symtab *t)
{
	symtab old = *t;

	t->cap = old.cap ? old.cap * 2 : 64;
	t->slots = xcalloc((size_t)t->cap, sizeof *t->slots);
	for (int i = 0; i < old.cap; i++)
		if (old.slots[i].key)
			*find_slot(t, old.slots[i].key) = old.slots[i];
	free(old.slots);
}

void symtab_put(symtab *t, const char *key, void *value)
{
	if ((t->count + 1) * 2 > t->cap)
		grow(t);
	symtab_slot *slot = find_slot(t, key);
	if (!slot->key) {
		slot->key = key;
		t->count++;
	}
	slot->value = value;
}

void symtab_free(symtab *t)
{
	free(t->slots);
	t->slots = NULL;
	t->cap = t->count = 0;
}
