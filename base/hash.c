/* Two 64-bit lanes over 8-byte words, each a multiply and a rotate, with
 * a final avalanche of each lane: about a byte per cycle per lane is far
 * more than the cache needs (it hashes tapc itself, ~1 MB, every run). */
#include "hash.h"

#include <stdio.h>
#include <string.h>

#define PRIME_A 0x9e3779b97f4a7c15ULL
#define PRIME_B 0xc2b2ae3d27d4eb4fULL

static uint64_t rotl(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

/* murmur3's finaliser: every input bit flips each output bit with
 * probability near 1/2. */
static uint64_t avalanche(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ULL;
	x ^= x >> 33;
	return x;
}

static void mix_word(hash_state *h, uint64_t w)
{
	h->a = rotl(h->a ^ (w * PRIME_A), 31) * PRIME_B;
	h->b = rotl(h->b ^ (w * PRIME_B), 27) * PRIME_A + h->a;
}

static uint64_t load_word(const unsigned char *p)
{
	uint64_t w;

	memcpy(&w, p, sizeof w);
	return w;
}

void hash_init(hash_state *h)
{
	*h = (hash_state){ .a = 0x736f6d6570736575ULL,
			   .b = 0x646f72616e646f6dULL };
}

void hash_update(hash_state *h, const void *data, size_t len)
{
	const unsigned char *p = data;

	h->len += len;
	if (h->ntail) {
		size_t take = sizeof h->tail - h->ntail;
		if (take > len)
			take = len;
		memcpy(h->tail + h->ntail, p, take);
		h->ntail += take;
		p += take;
		len -= take;
		if (h->ntail < sizeof h->tail)
			return;
		mix_word(h, load_word(h->tail));
		h->ntail = 0;
	}
	for (; len >= 8; p += 8, len -= 8)
		mix_word(h, load_word(p));
	memcpy(h->tail, p, len);
	h->ntail = len;
}

void hash_string(hash_state *h, const char *s)
{
	hash_update(h, s, strlen(s) + 1);
}

void hash_hex(const hash_state *h, char out[HASH_HEX_LEN])
{
	hash_state f = *h;
	unsigned char last[8] = {0};

	memcpy(last, f.tail, f.ntail);
	mix_word(&f, load_word(last) ^ ((uint64_t)f.ntail << 56));
	mix_word(&f, f.len);
	uint64_t a = avalanche(f.a + f.b), b = avalanche(f.b ^ rotl(f.a, 17));
	snprintf(out, HASH_HEX_LEN, "%016llx%016llx", (unsigned long long)a,
		 (unsigned long long)b);
}
