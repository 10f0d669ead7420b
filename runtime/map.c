// SPDX-License-Identifier: GPL-2.0
/*
 * Associative arrays. All entries are allocated when the map is made
 * (probe context cannot allocate): a stack of free entries feeds a hash
 * table of buckets. Each live entry is on `live`, the order foreach walks
 * (insertion order until a sort reorders it), and, in "wrap" maps only,
 * on `age`, the insertion order they evict from.
 *
 * Lookups are most of a script's work in a hit (a latency script sets,
 * gets and deletes one entry each call), so maps whose keys are all
 * numbers, the common case, hash with a multiply per key and compare
 * keys as words, with no per-key type test.
 *
 * Callers hold the map's global lock (taken by tapc_probe_enter), so
 * nothing here locks.
 */

static u32 tapc_slot_size(enum tapc_type t)
{
	return t == TAPC_STRING ? ALIGN(MAXSTRINGLEN, 8) : sizeof(int64_t);
}

static void *tapc_slot(const struct tapc_map_entry *e, u32 off)
{
	return (char *)e->data + off;
}

/* A map whose values are `value_type`, statistics of `shape` for
 * TAPC_STATS. */
static struct tapc_map *tapc_map_alloc(int nkeys,
				       const enum tapc_type *key_types,
				       enum tapc_type value_type,
				       const struct tapc_stat_shape *shape,
				       int max_entries, bool wrap)
{
	struct tapc_map *m;
	size_t nbuckets;
	u32 off = 0;
	int i;

	if (nkeys < 1 || nkeys > TAPC_MAX_KEYS || max_entries < 0)
		return NULL;
	m = kzalloc(sizeof(*m), GFP_KERNEL);
	if (!m)
		return NULL;
	m->nkeys = nkeys;
	m->numeric_keys = true;
	for (i = 0; i < nkeys; i++) {
		if (key_types[i] == TAPC_STRING)
			m->numeric_keys = false;
		m->key_types[i] = key_types[i];
		m->key_off[i] = off;
		off += tapc_slot_size(key_types[i]);
	}
	m->value_type = value_type;
	m->shape = shape;
	m->value_off = off;
	m->value_size = value_type == TAPC_STATS ?
		ALIGN(tapc_stat_size(shape), 8) : tapc_slot_size(value_type);
	off += m->value_size;
	m->entry_size = ALIGN(sizeof(struct tapc_map_entry) + off, 8);
	m->sized = max_entries > 0;
	m->max_entries = max_entries > 0 ? max_entries :
			 tapc_script.limits.map_entries;
	m->wrap = wrap;
	INIT_LIST_HEAD(&m->live);
	INIT_LIST_HEAD(&m->age);

	/* About one bucket per entry. */
	nbuckets = roundup_pow_of_two(m->max_entries);
	m->hash_bits = ilog2(nbuckets);
	m->buckets = kvcalloc(nbuckets, sizeof(*m->buckets), GFP_KERNEL);
	m->pool = kvmalloc_array(m->max_entries, m->entry_size, GFP_KERNEL);
	if (!m->buckets || !m->pool) {
		tapc_map_free(m);
		return NULL;
	}
	tapc_mem_count(TAPC_MEM_DATA, sizeof(*m) + nbuckets * sizeof(*m->buckets) +
		       (size_t)m->max_entries * m->entry_size);
	for (i = m->max_entries - 1; i >= 0; i--) {
		struct tapc_map_entry *e;

		e = (void *)(m->pool + (size_t)i * m->entry_size);
		e->map = m;
		e->next_free = m->free;
		m->free = e;
	}
	return m;
}

struct tapc_map *tapc_map_new(int nkeys, const enum tapc_type *key_types,
			      enum tapc_type value_type, int max_entries,
			      bool wrap)
{
	if (value_type == TAPC_STATS)
		return NULL;
	return tapc_map_alloc(nkeys, key_types, value_type, NULL, max_entries,
			      wrap);
}

void tapc_map_free(struct tapc_map *m)
{
	if (!m)
		return;
	kvfree(m->buckets);
	kvfree(m->pool);
	kfree(m);
}

static const char *tapc_key_string(const union tapc_key *k)
{
	return k->s ? k->s : "";
}

static u32 tapc_map_hash(const struct tapc_map *m, const union tapc_key *keys)
{
	u64 h = 0;
	int i;

	if (m->numeric_keys) {
		for (i = 0; i < m->nkeys; i++)
			h = (h ^ keys[i].n) * GOLDEN_RATIO_64;
		return h >> 32;
	}
	for (i = 0; i < m->nkeys; i++) {
		if (m->key_types[i] == TAPC_STRING) {
			const char *s = tapc_key_string(&keys[i]);

			h = jhash(s, strnlen(s, MAXSTRINGLEN - 1), h);
		} else {
			u64 n = keys[i].n;

			h = jhash_2words((u32)n, (u32)(n >> 32), h);
		}
	}
	return h;
}

/* Whether e has `keys`, bar those whose bit is set in `wild` (a[k, *]). */
static bool tapc_entry_matches(const struct tapc_map *m,
			       const struct tapc_map_entry *e,
			       const union tapc_key *keys, unsigned int wild)
{
	int i;

	for (i = 0; i < m->nkeys; i++) {
		const void *slot = tapc_slot(e, m->key_off[i]);

		if (wild & (1u << i))
			continue;

		if (m->key_types[i] == TAPC_STRING) {
			if (strncmp(slot, tapc_key_string(&keys[i]),
				    MAXSTRINGLEN - 1))
				return false;
		} else if (*(const int64_t *)slot != keys[i].n) {
			return false;
		}
	}
	return true;
}

static bool tapc_numeric_keys_equal(const struct tapc_map *m,
				    const struct tapc_map_entry *e,
				    const union tapc_key *keys)
{
	int i;

	for (i = 0; i < m->nkeys; i++)
		if (e->data[i] != (u64)keys[i].n)
			return false;
	return true;
}

static struct tapc_map_entry *tapc_map_find(struct tapc_map *m,
					    const union tapc_key *keys,
					    u32 hash)
{
	struct hlist_head *bucket = &m->buckets[hash_32(hash, m->hash_bits)];
	struct tapc_map_entry *e;

	if (m->numeric_keys) {
		hlist_for_each_entry(e, bucket, hnode)
			if (e->hash == hash && tapc_numeric_keys_equal(m, e, keys))
				return e;
		return NULL;
	}
	hlist_for_each_entry(e, bucket, hnode)
		if (e->hash == hash && tapc_entry_matches(m, e, keys, 0))
			return e;
	return NULL;
}

static struct tapc_map_entry *tapc_map_lookup(struct tapc_map *m,
					      const union tapc_key *keys)
{
	return tapc_map_find(m, keys, tapc_map_hash(m, keys));
}

static void tapc_map_remove(struct tapc_map *m, struct tapc_map_entry *e)
{
	hlist_del(&e->hnode);
	list_del(&e->list);
	if (m->wrap)
		list_del(&e->age);
	e->next_free = m->free;
	m->free = e;
	m->count--;
}

/* The entry of `keys`, made (with a zero value) if absent; NULL with the
 * error set when the map is full. */
static struct tapc_map_entry *tapc_map_slot(struct tapc_context *c,
					    struct tapc_map *m,
					    const union tapc_key *keys)
{
	u32 hash = tapc_map_hash(m, keys);
	struct tapc_map_entry *e = tapc_map_find(m, keys, hash);
	int i;

	if (e)
		return e;
	if (!m->free) {
		if (!m->wrap || list_empty(&m->age)) {
			if (m->sized)
				tapc_error(c, "Array overflow, check size limit (%d)",
					   m->max_entries);
			else
				tapc_error(c, "Array overflow, check MAXMAPENTRIES");
			return NULL;
		}
		tapc_map_remove(m, list_first_entry(&m->age,
						    struct tapc_map_entry,
						    age));
	}
	e = m->free;
	m->free = e->next_free;
	for (i = 0; i < m->nkeys; i++) {
		void *slot = tapc_slot(e, m->key_off[i]);

		if (m->key_types[i] == TAPC_STRING)
			tapc_strcpy(slot, tapc_key_string(&keys[i]));
		else
			*(int64_t *)slot = keys[i].n;
	}
	memset(tapc_slot(e, m->value_off), 0, m->value_size);
	e->hash = hash;
	hlist_add_head(&e->hnode,
		       &m->buckets[hash_32(hash, m->hash_bits)]);
	list_add_tail(&e->list, &m->live);
	if (m->wrap)
		list_add_tail(&e->age, &m->age);
	m->count++;
	return e;
}

int64_t tapc_map_get_long(struct tapc_map *m, const union tapc_key *keys)
{
	struct tapc_map_entry *e = tapc_map_lookup(m, keys);

	return e ? tapc_entry_long(e) : 0;
}

void tapc_map_get_string(struct tapc_map *m, const union tapc_key *keys,
			 char *dst)
{
	struct tapc_map_entry *e = tapc_map_lookup(m, keys);

	tapc_strcpy(dst, e ? tapc_entry_string(e) : "");
}

int64_t *tapc_map_ref_long(struct tapc_context *c, struct tapc_map *m,
			   const union tapc_key *keys)
{
	struct tapc_map_entry *e = tapc_map_slot(c, m, keys);

	return e ? tapc_slot(e, m->value_off) : NULL;
}

int64_t *tapc_map_ref_long1_new(struct tapc_context *c, struct tapc_map *m,
				int64_t key)
{
	union tapc_key k = { .n = key };

	return tapc_map_ref_long(c, m, &k);
}

bool tapc_map_set_long(struct tapc_context *c, struct tapc_map *m,
		       const union tapc_key *keys, int64_t v)
{
	int64_t *ref = tapc_map_ref_long(c, m, keys);

	if (!ref)
		return false;
	*ref = v;
	return true;
}

bool tapc_map_set_string(struct tapc_context *c, struct tapc_map *m,
			 const union tapc_key *keys, const char *v)
{
	struct tapc_map_entry *e = tapc_map_slot(c, m, keys);

	if (!e)
		return false;
	tapc_strcpy(tapc_slot(e, m->value_off), v);
	return true;
}

bool tapc_map_exists(struct tapc_map *m, const union tapc_key *keys)
{
	return tapc_map_lookup(m, keys) != NULL;
}

void tapc_map_delete(struct tapc_map *m, const union tapc_key *keys)
{
	struct tapc_map_entry *e = tapc_map_lookup(m, keys);

	if (e)
		tapc_map_remove(m, e);
}

void tapc_map_delete_slice(struct tapc_map *m, const union tapc_key *keys,
			   unsigned int wild)
{
	struct tapc_map_entry *e, *next;

	list_for_each_entry_safe(e, next, &m->live, list)
		if (tapc_entry_matches(m, e, keys, wild))
			tapc_map_remove(m, e);
}

bool tapc_map_exists_slice(struct tapc_map *m, const union tapc_key *keys,
			   unsigned int wild)
{
	struct tapc_map_entry *e;

	list_for_each_entry(e, &m->live, list)
		if (tapc_entry_matches(m, e, keys, wild))
			return true;
	return false;
}

void tapc_map_clear(struct tapc_map *m)
{
	struct tapc_map_entry *e, *next;

	list_for_each_entry_safe(e, next, &m->live, list)
		tapc_map_remove(m, e);
}

int tapc_map_size(struct tapc_map *m)
{
	return m->count;
}

static int tapc_compare_long(int64_t a, int64_t b)
{
	return a == b ? 0 : a < b ? -1 : 1;
}

static int tapc_compare_slot(const struct tapc_map *m, enum tapc_type type,
			     const void *a, const void *b)
{
	if (type == TAPC_STRING)
		return strcmp(a, b);
	if (type == TAPC_STATS)
		return tapc_compare_long(tapc_stat_peek(a, m->shape, m->sort_op),
					 tapc_stat_peek(b, m->shape, m->sort_op));
	return tapc_compare_long(*(const int64_t *)a, *(const int64_t *)b);
}

static int tapc_map_compare(void *priv, const struct list_head *la,
			    const struct list_head *lb)
{
	const struct tapc_map *m = priv;
	const struct tapc_map_entry *a, *b;
	enum tapc_type type;
	u32 off;

	a = list_entry(la, struct tapc_map_entry, list);
	b = list_entry(lb, struct tapc_map_entry, list);
	if (m->sort_key < 0) {
		type = m->value_type;
		off = m->value_off;
	} else {
		type = m->key_types[m->sort_key - 1];
		off = m->key_off[m->sort_key - 1];
	}
	return m->sort_dir * tapc_compare_slot(m, type, tapc_slot(a, off),
					      tapc_slot(b, off));
}

/* list_sort is a stable merge sort: equal entries keep their order. */
bool tapc_map_sort(struct tapc_context *c, struct tapc_map *m, int key,
		   int dir)
{
	return tapc_map_sort_stat(c, m, key, dir, TAPC_STAT_COUNT);
}

bool tapc_map_sort_stat(struct tapc_context *c, struct tapc_map *m, int key,
			int dir, enum tapc_stat_op op)
{
	if (key == 0 || key > m->nkeys || key < -1)
		return true;
	if (!tapc_actions_charge(c, m->count))
		return false;
	m->sort_key = key;
	m->sort_dir = dir < 0 ? -1 : 1;
	m->sort_op = op;
	list_sort(m, &m->live, tapc_map_compare);
	return true;
}

struct tapc_map_entry *tapc_map_first(struct tapc_map *m)
{
	return list_first_entry_or_null(&m->live, struct tapc_map_entry,
					list);
}

struct tapc_map_entry *tapc_map_next(struct tapc_map *m,
				     struct tapc_map_entry *e)
{
	return list_is_last(&e->list, &m->live) ? NULL :
		list_next_entry(e, list);
}

int64_t tapc_entry_key_long(const struct tapc_map_entry *e, int i)
{
	return *(const int64_t *)tapc_slot(e, e->map->key_off[i]);
}

const char *tapc_entry_key_string(const struct tapc_map_entry *e, int i)
{
	return tapc_slot(e, e->map->key_off[i]);
}

int64_t tapc_entry_long(const struct tapc_map_entry *e)
{
	return *(const int64_t *)tapc_slot(e, e->map->value_off);
}

const char *tapc_entry_string(const struct tapc_map_entry *e)
{
	return tapc_slot(e, e->map->value_off);
}

const struct tapc_stat *tapc_entry_stat(const struct tapc_map_entry *e)
{
	return tapc_slot(e, e->map->value_off);
}
