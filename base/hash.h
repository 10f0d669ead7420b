/* A fast 128-bit hash for the module cache: its keys and the checksums
 * that tell a damaged entry. Not cryptographic: the cache is private to
 * its user, and the hash only has to tell inputs apart. */
#ifndef TAPC_HASH_H
#define TAPC_HASH_H

#include <stddef.h>
#include <stdint.h>

typedef struct hash_state {
	uint64_t a, b;
	uint64_t len;
	unsigned char tail[8];  /* bytes not yet mixed in */
	size_t ntail;
} hash_state;

/* Room for 32 hex digits and a NUL. */
#define HASH_HEX_LEN 33

void hash_init(hash_state *h);
void hash_update(hash_state *h, const void *data, size_t len);
/* A string and its end, so that "ab"+"c" and "a"+"bc" differ. */
void hash_string(hash_state *h, const char *s);
/* Writes 32 lowercase hex digits; `h` may be updated further after. */
void hash_hex(const hash_state *h, char out[HASH_HEX_LEN]);
#endif
