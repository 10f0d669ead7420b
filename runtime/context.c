// SPDX-License-Identifier: GPL-2.0
/*
 * Probe hits: the per-CPU contexts they run in, entering and leaving them
 * (interrupts off, reentrancy, the globals' locks), errors, and function
 * frames.
 *
 * A context belongs to one CPU and is owned by at most one hit at a time:
 * `busy` is taken with a cmpxchg, so that a tracepoint firing inside a
 * probe, or in an NMI that interrupted one, finds it busy and is skipped
 * rather than corrupting the running hit.
 */

static size_t tapc_frames_size;	/* bytes of each context's `frames` */

static void tapc_context_free(struct tapc_context *c)
{
	kvfree(c->locals);
	kvfree(c->frames);
	kvfree(c->print_buf);
	kfree(c->scratch);
	kfree(c->tok_str);
	kvfree(c->last_match);
	kvfree(c->regex_work);
	kfree(c);
}

static int tapc_contexts_alloc(void)
{
	int cpu;

	tapc_frames_size = MAXNESTING * ALIGN(tapc_script.max_frame_size, 8);
	tapc_contexts = kcalloc(nr_cpu_ids, sizeof(*tapc_contexts),
				GFP_KERNEL);
	if (!tapc_contexts)
		return -ENOMEM;
	for_each_possible_cpu(cpu) {
		int node = cpu_to_node(cpu);
		struct tapc_context *c;

		c = kzalloc_node(sizeof(*c), GFP_KERNEL, node);
		if (!c)
			goto fail;
		tapc_contexts[cpu] = c;
		c->cpu = cpu;
		/* At least 8 bytes each, so no pointer is ZERO_SIZE_PTR; the
		 * locals a whole number of words (tapc_zero_locals). */
		c->locals = kvzalloc_node(max_t(size_t,
						ALIGN(tapc_script.max_locals_size, 8), 8),
					  GFP_KERNEL, node);
		c->frames = kvzalloc_node(max_t(size_t, tapc_frames_size, 8),
					  GFP_KERNEL, node);
		c->print_buf = kvmalloc_node(TAPC_PRINT_BUF_SIZE, GFP_KERNEL,
					     node);
		c->scratch = kmalloc_node(MAXSTRINGLEN, GFP_KERNEL, node);
		c->tok_str = kzalloc_node(MAXSTRINGLEN, GFP_KERNEL, node);
		if (!c->locals || !c->frames || !c->print_buf || !c->scratch ||
		    !c->tok_str)
			goto fail;
		if (tapc_script.uses_match) {
			c->last_match = kvzalloc_node(sizeof(*c->last_match),
						      GFP_KERNEL, node);
			c->regex_work = kvzalloc_node(tapc_regex_work_size(),
						      GFP_KERNEL, node);
			if (!c->last_match || !c->regex_work)
				goto fail;
			tapc_mem_count(TAPC_MEM_CONTEXTS, sizeof(*c->last_match) +
				       tapc_regex_work_size());
		}
		tapc_mem_count(TAPC_MEM_CONTEXTS, sizeof(*c) +
			       ALIGN(tapc_script.max_locals_size, 8) +
			       tapc_frames_size + TAPC_PRINT_BUF_SIZE +
			       2 * MAXSTRINGLEN);
	}
	return 0;
fail:
	tapc_contexts_free();
	return -ENOMEM;
}

static void tapc_contexts_free(void)
{
	int cpu;

	if (!tapc_contexts)
		return;
	for_each_possible_cpu(cpu)
		if (tapc_contexts[cpu])
			tapc_context_free(tapc_contexts[cpu]);
	kfree(tapc_contexts);
	tapc_contexts = NULL;
}

static void tapc_message(struct tapc_context *c, const char *text)
{
	struct tapc_piece piece = { text, strlen(text) };

	tapc_channel_write(&tapc_msg, c->cpu, &piece, 1);
}

/* --suppress-handler-errors: a run-time error ends its hit alone, without
 * a message, and neither it nor a skipped hit ends the session (stap's
 * MAXERRORS and MAXSKIPPED do not apply); the counts are still told. */
#ifdef TAPC_SUPPRESS_HANDLER_ERRORS
static const bool tapc_suppress_errors = true;
#else
static const bool tapc_suppress_errors;
#endif

/* A hit skipped for a lock: counts against MAXSKIPPED. Called while the
 * hit still owns `c`, so that it may write the message. */
static void tapc_count_skipped(struct tapc_context *c)
{
	if (atomic_inc_return(&tapc_skipped) != tapc_script.limits.skipped + 1 ||
	    tapc_suppress_errors)
		return;
	tapc_message(c, "ERROR: Skipped too many probes, check MAXSKIPPED or try again with stap -t for more details.\n");
	tapc_fail();
}

/*
 * Most probes' locals are a few words: zeroed in line rather than by a
 * call to memset. The buffer is a whole number of words (see
 * tapc_contexts_alloc), so the last word may be zeroed whole.
 */
static __always_inline void tapc_zero_locals(char *locals, size_t size)
{
	u64 *word = (u64 *)locals;
	size_t i;

	if (size > 64) {
		memset(locals, 0, size);
		return;
	}
	for (i = 0; i < DIV_ROUND_UP(size, 8); i++)
		WRITE_ONCE(word[i], 0);
}

/*
 * Takes this CPU's context for `probe` if the session is in `state`
 * (RUNNING for tracepoints; STARTING for begin, STOPPING for end and error
 * probes), with interrupts off; the locks are the caller's to take
 * (tapc_probe_enter). The straight line of every hit, here and in
 * tapc_hit_exit, is kept free of the rare paths (a lock held, an error,
 * output), which are calls out of it: without their frames it needs no
 * stack of its own.
 */
static __always_inline struct tapc_context *
tapc_take(const struct tapc_probe *probe, enum tapc_state state)
{
	struct tapc_context *c;
	unsigned long flags;
	cycles_t irqs_off;

	/* Hits after exit() or an error are ignored, not counted. */
	if (atomic_read(&tapc_state) != state)
		return NULL;
	local_irq_save(flags);
	irqs_off = tapc_timing_irqs_off();
	c = tapc_contexts[smp_processor_id()];
	if (unlikely(atomic_cmpxchg_acquire(&c->busy, 0, 1) != 0)) {
		atomic_inc(&tapc_skipped_reentrant);
		local_irq_restore(flags);
		return NULL;
	}
	c->irqflags = flags;
	c->probe = probe;
	c->last_error = NULL;
	c->last_stmt = NULL;
	c->aborted = false;
	c->regs = NULL;
	c->regparm = 0;
	/* TAPC_ACTIONS stops at MAXACTION: begin, end and error probes
	 * start below 0 to get MAXACTION_INTERRUPTIBLE. */
	c->actions = state == TAPC_RUNNING ? 0 :
		tapc_script.limits.action -
		tapc_script.limits.action_interruptible;
	c->nesting = 0;
	c->handler = 0;
	c->frame_top = 0;
	c->print_len = 0;
	/* Bounded by what was allocated, whatever the table says. */
	tapc_zero_locals(c->locals, min(probe->locals_size,
					tapc_script.max_locals_size));
	tapc_timing_start(c, irqs_off);
	return c;
}

struct tapc_context *tapc_hit_enter(const struct tapc_probe *probe)
{
	return tapc_take(probe, TAPC_RUNNING);
}

noinline void tapc_hit_skip(struct tapc_context *c, int nlocked)
{
	tapc_unlock_all(c->probe->locks, nlocked);
	tapc_count_skipped(c);
	atomic_set_release(&c->busy, 0);
	local_irq_restore(c->irqflags);
}

/* tapc_probe_enter for begin, end and error probes. */
static struct tapc_context *tapc_enter(const struct tapc_probe *probe,
				       enum tapc_state state)
{
	return tapc_hit_lock(tapc_take(probe, state), probe->locks,
			     probe->nlocks);
}

/* stap's "ERROR: MSG near STMT (called from CALL)... in probe PP", the
 * innermost call first, cut at MAXSTRINGLEN as stap cuts it; past
 * MAXERRORS errors the session ends. The probe is done: its scratch
 * buffer is free. */
static noinline void tapc_report_error(struct tapc_context *c)
{
	char *buf = c->scratch;
	size_t len = MAXSTRINGLEN, pos;
	int i, inner;

	/* the levels are the calls, then where the error was; the
	 * innermost one that names a place is "near" (error() names none
	 * of its own: its call is) */
	c->error_sites[c->error_depth] = c->error_stmt;
	for (inner = c->error_depth; inner >= 0; inner--)
		if (c->error_sites[inner])
			break;
	pos = strscpy(buf, c->last_error, len) < 0 ? len : strlen(buf);
	if (inner >= 0) {
		pos += scnprintf(buf + pos, len - pos, " near %s",
				 c->error_sites[inner]);
		for (i = inner - 1; i >= 0; i--)
			if (c->error_sites[i])
				pos += scnprintf(buf + pos, len - pos,
						 " (called from %s)",
						 c->error_sites[i]);
		pos += scnprintf(buf + pos, len - pos, " in probe %s",
				 c->probe->pp);
	}
	{
		struct tapc_piece pieces[] = {
			{ "ERROR: ", 7 },
			{ buf, strlen(buf) },
			{ "\n", 1 },
		};

		tapc_channel_write(&tapc_msg, c->cpu, pieces,
				   ARRAY_SIZE(pieces));
	}
	if (atomic_inc_return(&tapc_errors) > tapc_script.limits.errors)
		tapc_fail();
}

void tapc_hit_exit(struct tapc_context *c)
{
	/* Read before `busy` is released: an NMI may take the context. */
	unsigned long flags = c->irqflags;

	if (unlikely(c->print_len))
		tapc_print_commit(c);
	if (unlikely(c->last_error) && !c->aborted) {
		if (tapc_suppress_errors)
			atomic_inc(&tapc_errors);
		else
			tapc_report_error(c);
	}
	tapc_timing_end(c);
	atomic_set_release(&c->busy, 0);
	local_irq_restore(flags);
}

void tapc_point_hit(const struct tapc_probe_point *p, struct pt_regs *regs)
{
	struct tapc_context *c = tapc_probe_enter(p->probe);

	if (!c)
		return;
	c->regs = regs;
	p->run(c);
	tapc_probe_exit(c);
}

static void tapc_runtime_message(const char *text)
{
	unsigned long flags;
	struct tapc_context *c;

	local_irq_save(flags);
	c = tapc_contexts[smp_processor_id()];
	/* In process context with interrupts off nothing else can own it,
	 * bar an NMI's hit for an instant: then the message is dropped. */
	if (atomic_cmpxchg_acquire(&c->busy, 0, 1) == 0) {
		tapc_message(c, text);
		atomic_set_release(&c->busy, 0);
	}
	local_irq_restore(flags);
}

void tapc_error(struct tapc_context *c, const char *fmt, ...)
{
	va_list ap;

	if (c->last_error)
		return;
	va_start(ap, fmt);
	vsnprintf(c->error_buf, sizeof(c->error_buf), fmt, ap);
	va_end(ap);
	c->last_error = c->error_buf;
	/* where it happened, before the calls unwind */
	c->error_stmt = c->last_stmt;
	c->error_depth = c->nesting;
	memcpy(c->error_sites, c->call_sites,
	       sizeof(c->error_sites[0]) * c->nesting);
}

void *tapc_function_enter(struct tapc_context *c, size_t size,
			  const char *function)
{
	const char *call = c->last_stmt;
	void *frame;

	size = ALIGN(size, 8);
	/* stap's MAXNESTING is near the call that went too deep */
	if (c->nesting >= MAXNESTING ||
	    size > tapc_frames_size - c->frame_top) {
		tapc_nesting_exceeded(c);
		return NULL;
	}
	frame = c->frames + c->frame_top;
	memset(frame, 0, size);
	c->frame_top += size;
	c->call_sites[c->nesting++] = call;
	c->last_stmt = function;
	return frame;
}

noinline void tapc_nesting_exceeded(struct tapc_context *c)
{
	tapc_error(c, "MAXNESTING exceeded");
}

/* Back in the caller, at its call. */
void tapc_frame_pop(struct tapc_context *c, size_t size)
{
	c->frame_top -= ALIGN(size, 8);
	c->last_stmt = c->call_sites[--c->nesting];
}

int64_t tapc_div(struct tapc_context *c, int64_t a, int64_t b)
{
	if (unlikely(b == 0)) {
		tapc_error(c, "division by 0");
		return 0;
	}
	/* INT64_MIN / -1 traps on x86: negate in unsigned arithmetic. */
	if (unlikely(b == -1))
		return (int64_t)(0 - (uint64_t)a);
	return div64_s64(a, b);
}

int64_t tapc_mod(struct tapc_context *c, int64_t a, int64_t b)
{
	s64 q;

	if (unlikely(b == 0)) {
		tapc_error(c, "division by 0");
		return 0;
	}
	if (unlikely(b == -1))
		return 0;
	q = div64_s64(a, b);
	return a - q * b;
}
