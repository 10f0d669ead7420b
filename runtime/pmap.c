// SPDX-License-Identifier: GPL-2.0
/*
 * Arrays of statistics (`global a; a[k] <<< v`): one map per CPU, so that
 * `<<<` only touches its own CPU's map under a shared lock, and an
 * aggregate map that readers fill from them under an exclusive one.
 *
 * A key may live in several CPUs' maps; reads combine its parts. Each
 * CPU's map has the array's full size, and so does the aggregate: when
 * the CPUs hold more distinct keys than that, aggregating fails.
 */

struct tapc_pmap {
	const struct tapc_stat_shape *shape;
	struct tapc_map **maps;		/* one per possible CPU */
	struct tapc_map *agg;
	struct tapc_stat *one;		/* tapc_pmap_get's result */
};

struct tapc_pmap *tapc_pmap_new(int nkeys, const enum tapc_type *key_types,
				const struct tapc_stat_shape *shape,
				int max_entries, bool wrap)
{
	struct tapc_pmap *p;
	int cpu;

	p = kzalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return NULL;
	p->shape = shape;
	p->maps = kcalloc(nr_cpu_ids, sizeof(*p->maps), GFP_KERNEL);
	p->one = kzalloc(tapc_stat_size(shape), GFP_KERNEL);
	p->agg = tapc_map_alloc(nkeys, key_types, TAPC_STATS, shape,
				max_entries, false);
	if (!p->maps || !p->one || !p->agg)
		goto fail;
	for_each_possible_cpu(cpu) {
		p->maps[cpu] = tapc_map_alloc(nkeys, key_types, TAPC_STATS,
					      shape, max_entries, wrap);
		if (!p->maps[cpu])
			goto fail;
	}
	return p;
fail:
	tapc_pmap_free(p);
	return NULL;
}

void tapc_pmap_free(struct tapc_pmap *p)
{
	int cpu;

	if (!p)
		return;
	if (p->maps)
		for_each_possible_cpu(cpu)
			tapc_map_free(p->maps[cpu]);
	kfree(p->maps);
	tapc_map_free(p->agg);
	kfree(p->one);
	kfree(p);
}

bool tapc_pmap_add(struct tapc_context *c, struct tapc_pmap *p,
		   const union tapc_key *keys, int64_t v)
{
	struct tapc_map *m = p->maps[c->cpu];
	struct tapc_map_entry *e = tapc_map_slot(c, m, keys);

	if (!e)
		return false;
	tapc_stat_add(tapc_slot(e, m->value_off), p->shape, v);
	return true;
}

const struct tapc_stat *tapc_pmap_get(struct tapc_pmap *p,
				      const union tapc_key *keys)
{
	int cpu;

	memset(p->one, 0, tapc_stat_size(p->shape));
	for_each_possible_cpu(cpu) {
		struct tapc_map_entry *e = tapc_map_lookup(p->maps[cpu], keys);

		if (e)
			tapc_stat_fold(p->one, tapc_entry_stat(e), p->shape);
	}
	return p->one;
}

bool tapc_pmap_exists(struct tapc_pmap *p, const union tapc_key *keys)
{
	int cpu;

	for_each_possible_cpu(cpu)
		if (tapc_map_exists(p->maps[cpu], keys))
			return true;
	return false;
}

void tapc_pmap_delete(struct tapc_pmap *p, const union tapc_key *keys)
{
	int cpu;

	for_each_possible_cpu(cpu)
		tapc_map_delete(p->maps[cpu], keys);
}

void tapc_pmap_delete_slice(struct tapc_pmap *p, const union tapc_key *keys,
			    unsigned int wild)
{
	int cpu;

	for_each_possible_cpu(cpu)
		tapc_map_delete_slice(p->maps[cpu], keys, wild);
}

bool tapc_pmap_exists_slice(struct tapc_pmap *p, const union tapc_key *keys,
			    unsigned int wild)
{
	int cpu;

	for_each_possible_cpu(cpu)
		if (tapc_map_exists_slice(p->maps[cpu], keys, wild))
			return true;
	return false;
}

void tapc_pmap_clear(struct tapc_pmap *p)
{
	int cpu;

	for_each_possible_cpu(cpu)
		tapc_map_clear(p->maps[cpu]);
	tapc_map_clear(p->agg);
}

/* Keys of the entry, as a key array for lookups. */
static void tapc_entry_keys(const struct tapc_map_entry *e,
			    union tapc_key *keys)
{
	const struct tapc_map *m = e->map;
	int i;

	for (i = 0; i < m->nkeys; i++) {
		if (m->key_types[i] == TAPC_STRING)
			keys[i].s = tapc_entry_key_string(e, i);
		else
			keys[i].n = tapc_entry_key_long(e, i);
	}
}

struct tapc_map *tapc_pmap_aggregate(struct tapc_context *c,
				     struct tapc_pmap *p)
{
	union tapc_key keys[TAPC_MAX_KEYS];
	long entries = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		entries += p->maps[cpu]->count;
	if (!tapc_actions_charge(c, entries))
		return NULL;
	tapc_map_clear(p->agg);
	for_each_possible_cpu(cpu) {
		struct tapc_map *m = p->maps[cpu];
		struct tapc_map_entry *e, *sum;

		list_for_each_entry(e, &m->live, list) {
			tapc_entry_keys(e, keys);
			sum = tapc_map_slot(c, p->agg, keys);
			if (!sum)
				return NULL;
			tapc_stat_fold(tapc_slot(sum, p->agg->value_off),
				       tapc_entry_stat(e), p->shape);
		}
	}
	return p->agg;
}

int tapc_pmap_size(struct tapc_context *c, struct tapc_pmap *p)
{
	struct tapc_map *agg = tapc_pmap_aggregate(c, p);

	return agg ? tapc_map_size(agg) : 0;
}
