// SPDX-License-Identifier: GPL-2.0
/*
 * Statistics: `x <<< v`, the extractors @count @sum @min @max @avg
 * @variance, and histograms (@hist_log, @hist_linear) with stap's ASCII
 * layout.
 *
 * Each CPU accumulates into its own `struct tapc_stat`, so that `<<<`
 * never writes another CPU's data and needs only a shared lock on the
 * global; reading combines the CPUs' parts under an exclusive one.
 *
 * @variance keeps a running mean and sum of squared deviations per CPU
 * (Welford's method) in integers scaled by 2^bit_shift, and combines the
 * CPUs with the total-variance formula (Kamat and Nandi, SIGMOD Record
 * 2015). Its integer truncations are the ones stap makes, so that a
 * script prints the same number under both.
 */

#define TAPC_HIST_LOG_ZERO (TAPC_HIST_LOG_BUCKETS / 2)	/* the bucket of 0 */
#define TAPC_HIST_WIDTH 50	/* '@'s of the longest bar */
#define TAPC_HIST_ELISION 2	/* zero rows kept beside data */

static size_t tapc_stat_size(const struct tapc_stat_shape *shape)
{
	return sizeof(struct tapc_stat) + shape->buckets * sizeof(int64_t);
}

static int64_t tapc_scaled(int64_t v, int shift)
{
	return (int64_t)((u64)v << shift);
}

/* Bucket 64 holds 0; 64 + n holds [2^(n-1), 2^n); 64 - n its negation. */
static int tapc_hist_log_bucket(int64_t v)
{
	if (v == 0)
		return TAPC_HIST_LOG_ZERO;
	if (v > 0)
		return TAPC_HIST_LOG_ZERO + fls64(v);
	return TAPC_HIST_LOG_ZERO - fls64(0 - (u64)v);
}

/* The smallest value of a log bucket, as its row is labelled. */
static int64_t tapc_hist_log_value(int bucket)
{
	if (bucket == TAPC_HIST_LOG_ZERO)
		return 0;
	if (bucket < TAPC_HIST_LOG_ZERO)
		return S64_MIN >> bucket;
	return 1LL << (bucket - TAPC_HIST_LOG_ZERO - 1);
}

/* Linear: bucket 0 is below start, the last one above stop. */
static int tapc_hist_linear_bucket(const struct tapc_stat_shape *shape,
				   int64_t v)
{
	u64 off;

	if (v < shape->start)
		return 0;
	off = div64_u64((u64)v - (u64)shape->start, shape->interval) + 1;
	return off >= shape->buckets - 1 ? shape->buckets - 1 : (int)off;
}

static void tapc_stat_add(struct tapc_stat *st,
			  const struct tapc_stat_shape *shape, int64_t v)
{
	/* two divisions: only for a script that asks for @variance */
	if (tapc_stat_count_in(st, v, shape->bit_shift) && shape->variance) {
		int64_t x = tapc_scaled(v, shape->bit_shift);
		int64_t delta = x - st->avg_s;

		st->avg_s += div64_s64(delta, st->count);
		st->m2 += delta * (x - st->avg_s);
		st->variance_s = div64_s64(st->m2, st->count - 1);
	}
	if (shape->hist == TAPC_HIST_LOG)
		st->hist[tapc_hist_log_bucket(v)]++;
	else if (shape->hist == TAPC_HIST_LINEAR)
		st->hist[tapc_hist_linear_bucket(shape, v)]++;
}

/* x / y, or 0 when y is 0 (a single value has no variance). */
static int64_t tapc_stat_div(int64_t x, int64_t y)
{
	return y ? div64_s64(x, y) : 0;
}

/* Adds `part` into `sum`: count, sum, min, max and buckets only. */
static void tapc_stat_sum(struct tapc_stat *sum, const struct tapc_stat *part,
			  const struct tapc_stat_shape *shape)
{
	int i;

	if (part->count == 0)
		return;
	if (sum->count == 0) {
		sum->min = part->min;
		sum->max = part->max;
	}
	sum->count += part->count;
	sum->sum += part->sum;
	sum->min = min(sum->min, part->min);
	sum->max = max(sum->max, part->max);
	for (i = 0; i < shape->buckets; i++)
		sum->hist[i] += part->hist[i];
}

/* The parts' spread about the common mean, plus each part's own. */
static int64_t tapc_stat_spread(const struct tapc_stat *part, int64_t avg_s)
{
	int64_t d = part->avg_s - avg_s;

	if (part->count == 0)
		return 0;
	return part->count * d * d + (part->count - 1) * part->variance_s;
}

/* A scalar statistic: all CPUs' parts at once. */
static void tapc_stat_total(struct tapc_stat *agg, struct tapc_stat **parts,
			    const struct tapc_stat_shape *shape)
{
	int64_t spread = 0;
	int cpu;

	memset(agg, 0, tapc_stat_size(shape));
	for_each_possible_cpu(cpu)
		tapc_stat_sum(agg, parts[cpu], shape);
	if (agg->count == 0)
		return;
	agg->avg_s = div64_s64(tapc_scaled(agg->sum, shape->bit_shift),
			       agg->count);
	for_each_possible_cpu(cpu)
		spread += tapc_stat_spread(parts[cpu], agg->avg_s);
	agg->variance_s = tapc_stat_div(spread, agg->count - 1);
}

/* An array's statistic: the parts are folded in one at a time, so the
 * first one is taken as it is. */
static void tapc_stat_fold(struct tapc_stat *agg, const struct tapc_stat *part,
			   const struct tapc_stat_shape *shape)
{
	struct tapc_stat before;
	int64_t spread;

	if (part->count == 0)
		return;
	if (agg->count == 0) {
		memcpy(agg, part, tapc_stat_size(shape));
		return;
	}
	before = *agg;
	tapc_stat_sum(agg, part, shape);
	agg->avg_s = div64_s64(tapc_scaled(agg->sum, shape->bit_shift),
			       agg->count);
	spread = tapc_stat_spread(&before, agg->avg_s) +
		tapc_stat_spread(part, agg->avg_s);
	agg->variance_s = tapc_stat_div(spread, agg->count - 1);
}

/* ---- extracting ---- */

static bool tapc_stat_check_empty(struct tapc_context *c,
				  const struct tapc_stat *st)
{
	if (st->count > 0)
		return true;
	tapc_error(c, "empty aggregate");
	return false;
}

/* The value of `op`, for a statistic that is not empty (bar @count and
 * @sum). */
static int64_t tapc_stat_peek(const struct tapc_stat *st,
			      const struct tapc_stat_shape *shape,
			      enum tapc_stat_op op)
{
	switch (op) {
	case TAPC_STAT_COUNT:
		return st->count;
	case TAPC_STAT_SUM:
		return st->sum;
	case TAPC_STAT_MIN:
		return st->min;
	case TAPC_STAT_MAX:
		return st->max;
	case TAPC_STAT_AVG:
		return tapc_stat_div(st->sum, st->count);
	case TAPC_STAT_VARIANCE:
		return st->variance_s >> (2 * shape->bit_shift);
	}
	return 0;
}

int64_t tapc_stat_value(struct tapc_context *c, const struct tapc_stat *st,
			const struct tapc_stat_shape *shape,
			enum tapc_stat_op op)
{
	/* @count and @sum of nothing are 0; the others have no value. */
	if (op != TAPC_STAT_COUNT && op != TAPC_STAT_SUM &&
	    !tapc_stat_check_empty(c, st))
		return 0;
	return tapc_stat_peek(st, shape, op);
}

int64_t tapc_stat_bucket(struct tapc_context *c, const struct tapc_stat *st,
			 const struct tapc_stat_shape *shape, int64_t i)
{
	if (!tapc_stat_check_empty(c, st))
		return 0;
	if (i < 0 || i >= shape->buckets) {
		tapc_error(c, "histogram index out of range");
		return 0;
	}
	return st->hist[i];
}

/* ---- printing a histogram ---- */

static void tapc_sink_format(struct tapc_sink *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	tapc_vformat(s, fmt, ap);
	va_end(ap);
}

/* Characters %d takes for v. */
static int tapc_digits(int64_t v)
{
	u64 u = v < 0 ? 0 - (u64)v : (u64)v;
	int n = v < 0 ? 2 : 1;

	while (u >= 10) {
		u = div64_u64(u, 10);
		n++;
	}
	return n;
}

/* The row of bucket i: its lowest value, and "<" or ">" for the
 * out-of-range buckets of a linear histogram. */
static int64_t tapc_hist_label(const struct tapc_stat_shape *shape, int i,
			       const char **prefix)
{
	*prefix = "";
	if (shape->hist == TAPC_HIST_LOG)
		return tapc_hist_log_value(i);
	if (i == 0) {
		*prefix = "<";
		return shape->start;
	}
	if (i == shape->buckets - 1) {
		*prefix = ">";
		return shape->start + (int64_t)(i - 2) * shape->interval;
	}
	return shape->start + (int64_t)(i - 1) * shape->interval;
}

/* Whether row i is zero and so are its neighbours within ELISION rows. */
static bool tapc_hist_elided(const struct tapc_stat *st, int i, int low,
			     int high)
{
	int k;

	for (k = max(low, i - TAPC_HIST_ELISION);
	     k <= min(high, i + TAPC_HIST_ELISION); k++)
		if (st->hist[k])
			return false;
	return true;
}

/*
 * stap's layout: a "value |---...--- count" header, then a row per bucket
 * from two empty buckets before the data to two after, runs of empty rows
 * shown as one "~" row, bars of '@' scaled so the largest is 50 long.
 */
static void tapc_hist_print(struct tapc_sink *s, const struct tapc_stat *st,
			    const struct tapc_stat_shape *shape)
{
	int low = -1, high = 0, i, j, val_space, cnt_space;
	bool eliding = false;
	int64_t valmax = 0, scale = 1;

	for (i = 0; i < shape->buckets; i++) {
		if (st->hist[i] > 0 && low < 0)
			low = i;
		if (st->hist[i] > 0)
			high = i;
		valmax = max(valmax, st->hist[i]);
	}
	if (low < 0)
		low = 0;
	for (i = 0; i < 2; i++) {
		/* A log histogram reaches below 0 only for negative data. */
		if (low > 0 && (shape->hist != TAPC_HIST_LOG ||
				low != TAPC_HIST_LOG_ZERO))
			low--;
		if (high < shape->buckets - 1)
			high++;
	}
	if (shape->hist == TAPC_HIST_LINEAR) {
		int under, over;

		if (low == 0 && st->hist[0] == 0)
			low++;
		if (high == shape->buckets - 1 && st->hist[high] == 0)
			high--;
		under = low == 0;
		over = high == shape->buckets - 1;
		val_space = max(tapc_digits(shape->start) + under,
				tapc_digits(shape->start +
					    shape->interval * high) + over);
	} else {
		val_space = max(tapc_digits(tapc_hist_log_value(high)),
				tapc_digits(tapc_hist_log_value(low)));
	}
	val_space = max(val_space, 5);
	if (valmax > TAPC_HIST_WIDTH)
		scale = div64_s64(valmax + TAPC_HIST_WIDTH - 1,
				  TAPC_HIST_WIDTH);
	cnt_space = tapc_digits(valmax);

	tapc_sink_format(s, "%*s |", (int64_t)val_space, "value");
	sink_pad(s, '-', TAPC_HIST_WIDTH);
	sink_write(s, " count\n", 7);
	for (i = low; i <= high; i++) {
		const char *prefix;
		int64_t val, bar;

		if (tapc_hist_elided(st, i, low, high)) {
			eliding = true;
			continue;
		}
		if (eliding) {
			tapc_sink_format(s, "%*s ~\n", (int64_t)val_space, "");
			eliding = false;
		}
		val = tapc_hist_label(shape, i, &prefix);
		bar = div64_s64(st->hist[i], scale);
		tapc_sink_format(s, "%*s%d |",
				 (int64_t)(val_space - tapc_digits(val)),
				 prefix, val);
		for (j = 0; j < bar; j++)
			sink_putc(s, '@');
		tapc_sink_format(s, "%*d\n",
				 TAPC_HIST_WIDTH - bar + 1 + cnt_space,
				 st->hist[i]);
	}
	sink_putc(s, '\n');
}

void tapc_stat_print_hist(struct tapc_context *c, const struct tapc_stat *st,
			  const struct tapc_stat_shape *shape)
{
	struct tapc_sink s;

	if (!tapc_stat_check_empty(c, st))
		return;
	s = tapc_print_sink(c);
	tapc_hist_print(&s, st, shape);
	tapc_print_end(c, &s);
}

const char *tapc_stat_sprint_hist(struct tapc_context *c, char *dst,
				  const struct tapc_stat *st,
				  const struct tapc_stat_shape *shape)
{
	struct tapc_sink s = { .buf = dst, .cap = MAXSTRINGLEN - 1 };

	if (tapc_stat_check_empty(c, st))
		tapc_hist_print(&s, st, shape);
	dst[s.len] = '\0';
	return dst;
}

/* ---- scalar statistics globals ---- */

struct tapc_stats *tapc_stats_new(const struct tapc_stat_shape *shape)
{
	size_t size = tapc_stat_size(shape);
	struct tapc_stats *s;
	int cpu;

	s = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return NULL;
	s->shape = shape;
	s->parts = kcalloc(nr_cpu_ids, sizeof(*s->parts), GFP_KERNEL);
	s->agg = kzalloc(size, GFP_KERNEL);
	if (!s->parts || !s->agg)
		goto fail;
	for_each_possible_cpu(cpu) {
		s->parts[cpu] = kzalloc_node(size, GFP_KERNEL,
					     cpu_to_node(cpu));
		if (!s->parts[cpu])
			goto fail;
	}
	tapc_mem_count(TAPC_MEM_DATA, sizeof(*s) + size * (num_possible_cpus() + 1));
	return s;
fail:
	tapc_stats_free(s);
	return NULL;
}

void tapc_stats_free(struct tapc_stats *s)
{
	int cpu;

	if (!s)
		return;
	if (s->parts)
		for_each_possible_cpu(cpu)
			kfree(s->parts[cpu]);
	kfree(s->parts);
	kfree(s->agg);
	kfree(s);
}

void tapc_stats_add(struct tapc_context *c, struct tapc_stats *s, int64_t v)
{
	tapc_stat_add(s->parts[c->cpu], s->shape, v);
}

const struct tapc_stat *tapc_stats_get(struct tapc_stats *s)
{
	tapc_stat_total(s->agg, s->parts, s->shape);
	return s->agg;
}

void tapc_stats_clear(struct tapc_stats *s)
{
	size_t size = tapc_stat_size(s->shape);
	int cpu;

	for_each_possible_cpu(cpu)
		memset(s->parts[cpu], 0, size);
}
