/* A string-keyed hash table for name lookups in passes 1 and 2. */
#ifndef TAPC_SYMTAB_H
#define TAPC_SYMTAB_H

typedef struct symtab_slot {
	const char *key;
	void *value;
} symtab_slot;

typedef struct symtab {
	symtab_slot *slots;
	int cap;     /* a power of two */
	int count;
} symtab;

void *symtab_get(const symtab *t, const char *key);
/* Sets key to value (the key string must outlive the table). */
void symtab_put(symtab *t, const char *key, void *value);
void symtab_free(symtab *t);
#endif
