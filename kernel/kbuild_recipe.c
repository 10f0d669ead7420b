#include "kbuild_recipe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "interrupt.h"
#include "kbuild.h"
#include "kbuild_pch.h"
#include "util.h"

#define RECIPE_MAGIC "tapc kbuild recipe 1\n"

/* What kbuild makes of a module NAME in M=DIR, in the order it makes
 * them: a target named after the module ("NAME" + suffix) or not. The
 * .cmd file of DIR/T is DIR/.T.cmd. */
typedef struct step {
	const char *target;
	bool named;
	bool optional;
} step;

static const step steps[] = {
	{ "_src.o", true, false },
	{ ".mod", true, false },
	{ ".o", true, false },
	{ "modules.order", false, false },
	{ "Module.symvers", false, false },
	{ ".mod.o", true, false },
	{ ".module-common.o", false, true },	/* 6.12's */
	{ ".ko", true, false },
};

static char *cmd_file_path(const char *dir, const char *name, const step *s)
{
	return xasprintf("%s/.%s%s.cmd", dir, s->named ? name : "", s->target);
}

/* The command of a .cmd file ("cmd_T := ..." or, in 6.12,
 * "savedcmd_T := ..."), in the shell's terms: make's "$$" is "$". */
static char *recorded_command(const char *path)
{
	char *text = read_file(path, NULL);
	if (!text)
		return NULL;
	char *line = text, *found = NULL;
	while (line && *line) {
		char *end = strchr(line, '\n');
		size_t len = end ? (size_t)(end - line) : strlen(line);
		char *eq = strstr(line, " := ");
		if ((strncmp(line, "cmd_", 4) == 0 ||
		     strncmp(line, "savedcmd_", 9) == 0) &&
		    eq && eq < line + len) {
			found = xstrndup(eq + 4, len - (size_t)(eq + 4 - line));
			break;
		}
		line = end ? end + 1 : NULL;
	}
	free(text);
	if (!found)
		return NULL;
	strbuf sb = {0};
	for (const char *p = found; *p; p++) {
		sb_putc(&sb, *p);
		if (p[0] == '$' && p[1] == '$')
			p++;
	}
	free(found);
	return sb_steal(&sb);
}

static bool starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool ends_at(const char *start, const char *at, const char *suffix)
{
	size_t n = strlen(suffix);
	return (size_t)(at - start) >= n && strncmp(at - n, suffix, n) == 0;
}

/* Whether `s` starts with a file kbuild makes of the module in its
 * directory (the text after NAME), then the word's end or, for a
 * dependency file, ".d": 7.x's kbuild names them relative to it. */
static bool module_file_tail(const char *s)
{
	static const char *const tails[] = {
		"_src.o", "_src.c", "_rt.o", ".mod.o", ".mod.c", ".mod",
		".ko", ".o",
	};
	for (size_t i = 0; i < sizeof(tails) / sizeof(tails[0]); i++) {
		if (!starts(s, tails[i]))
			continue;
		const char *end = s + strlen(tails[i]);
		if (starts(end, ".d"))
			end += 2;
		return strchr(" \t;'\"", *end) != NULL;	/* '\0' too */
	}
	return false;
}

/* Whether the module's name at `at` (in `cmd`) is one kbuild put there
 * for this module, not a part of some other word or path: a file of the
 * build's directory (named from the kernel's tree, or from the build's
 * directory itself as 7.x's kbuild does: "NAME.o", "./.NAME_src.o.d",
 * ld's "@NAME.mod"), KBUILD_BASENAME or KBUILD_MODNAME, or an object in
 * the list of NAME.mod. */
static bool is_module_name(const char *cmd, const char *at, size_t n)
{
	const char *after = at + n;
	bool ends = *after == '_' || *after == '.' || *after == '"' ||
		    *after == ' ' || *after == '\'' || *after == '\0';

	if (!ends)
		return false;
	if (ends_at(cmd, at, "@DIR@/") || ends_at(cmd, at, "@DIR@/.") ||
	    ends_at(cmd, at, "'\""))
		return true;
	if (ends_at(cmd, at, "kmod_"))
		return *after == ' ' || *after == '\0' || *after == '\'';
	return (ends_at(cmd, at, " ") || ends_at(cmd, at, " @") ||
		ends_at(cmd, at, ",./.")) && module_file_tail(after);
}

static char *name_to_placeholder(const char *cmd, const char *name)
{
	strbuf sb = {0};
	size_t n = strlen(name);
	const char *p = cmd, *hit;

	while ((hit = strstr(p, name))) {
		sb_putn(&sb, p, (size_t)(hit - p));
		sb_puts(&sb, is_module_name(cmd, hit, n) ? "@NAME@" : name);
		p = hit + n;
	}
	sb_puts(&sb, p);
	return sb_steal(&sb);
}

/* A command with this build's names taken out; NULL when a file of the
 * module would be left under its own name. */
static char *template_of(const char *cmd, const char *dir, const char *name,
			 const char *runtime_dir)
{
	char *a = str_replace_all(cmd, dir, "@DIR@");
	char *b = str_replace_all(a, runtime_dir, "@RUNTIME@");
	char *c = name_to_placeholder(b, name);
	free(a);
	free(b);
	char *left[] = { xasprintf("%s_src", name), xasprintf("%s_rt", name),
			 xasprintf("@DIR@/%s", name), xasprintf(" %s.", name),
			 xasprintf(" @%s.", name), xasprintf("./.%s", name) };
	bool ok = !strchr(c, '\n');
	for (size_t i = 0; i < sizeof(left) / sizeof(left[0]); i++) {
		ok = ok && !strstr(c, left[i]);
		free(left[i]);
	}
	if (!ok) {
		free(c);
		return NULL;
	}
	return c;
}

/* Whether a variable of make's environment is make's own business (its
 * jobserver, its level) rather than something kbuild's commands read. */
static bool make_private(const char *var)
{
	return starts(var, "MAKE") || starts(var, "MFLAGS=") ||
	       starts(var, "_=");
}

/* The environment kbuild's make gave its commands, less what tapc's own
 * has alike, as "env\tNAME=VALUE" lines of the recipe (6.12's objtool
 * wants SRCARCH); false when a value cannot be kept on one line. */
static bool capture_env(strbuf *sb, const char *dir, const char *name,
			const char *runtime_dir)
{
	char *path = xasprintf("%s/" KBUILD_ENV_FILE, dir);
	size_t len = 0;
	char *text = read_file(path, &len);
	bool ok = text != NULL;

	free(path);
	for (size_t at = 0; ok && at < len; at += strlen(text + at) + 1) {
		const char *var = text + at, *eq = strchr(var, '=');
		if (!eq || make_private(var))
			continue;
		char *key = xstrndup(var, (size_t)(eq - var));
		const char *ours = getenv(key);
		free(key);
		if (ours && strcmp(ours, eq + 1) == 0)
			continue;
		char *t = strpbrk(var, "\t") ? NULL :
			template_of(var, dir, name, runtime_dir);
		if (t)
			sb_printf(sb, "env\t%s\n", t);
		ok = t != NULL;
		free(t);
	}
	free(text);
	return ok;
}

/* Whether kbuild ran the module's commands in its folder: 7.x's kbuild
 * does for an external module, and names the module's files from there
 * ("-o NAME_src.o NAME_src.c"); 6.x's ran them in the kernel's tree,
 * naming them by the folder's path. */
static bool built_in_folder(const char *dir, const char *name)
{
	char *path = cmd_file_path(dir, name, &steps[0]);
	char *cmd = recorded_command(path);
	char *relative = xasprintf(" -o %s_src.o %s_src.c", name, name);
	bool in = cmd && strstr(cmd, relative);

	free(relative);
	free(cmd);
	free(path);
	return in;
}

char *kbuild_recipe_capture(const char *dir, const char *name,
			    const char *runtime_dir)
{
	strbuf sb = {0};

	sb_puts(&sb, RECIPE_MAGIC);
	/* where the commands run: the build's folder, or (no line) the
	 * kernel's tree */
	if (built_in_folder(dir, name))
		sb_puts(&sb, "cwd\t@DIR@\n");
	if (!capture_env(&sb, dir, name, runtime_dir)) {
		free(sb_steal(&sb));
		return NULL;
	}
	for (size_t i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		char *path = cmd_file_path(dir, name, &steps[i]);
		char *cmd = recorded_command(path);
		char *t = cmd ? template_of(cmd, dir, name, runtime_dir) : NULL;
		free(path);
		free(cmd);
		if (!t && (cmd || !steps[i].optional)) {
			free(sb_steal(&sb));
			return NULL;
		}
		if (t)
			sb_printf(&sb, "%s\t%s\n", steps[i].target, t);
		free(t);
	}
	return sb_steal(&sb);
}

static char *instantiate(const char *t, const char *dir, const char *name,
			 const char *runtime_dir)
{
	char *a = str_replace_all(t, "@DIR@", dir);
	char *b = str_replace_all(a, "@NAME@", name);
	char *c = str_replace_all(b, "@RUNTIME@", runtime_dir);
	free(a);
	free(b);
	return c;
}

/* modpost reads the symbol versions an object exports from its .cmd
 * file, as it does the runtime's: the script's unit exports none. */
static bool write_note(const char *dir, const char *name)
{
	char *path = xasprintf("%s/.%s_src.o.cmd", dir, name);
	const char *note = "# compiled by tapc with kbuild's command\n";
	bool ok = write_file(path, note, strlen(note));
	free(path);
	return ok;
}

/* The compiles whose headers a recipe precompiles (kbuild_pch.h): the
 * step, the suffix of its kept header, what its unit includes first. */
typedef struct pch_step {
	const char *step;
	const char *suffix;
	const char *first;
} pch_step;

static const pch_step pch_steps[] = {
	{ "_src.o", ".src.h", NULL },	/* the unit's prologue */
	{ ".mod.o", ".mod.h", "#include <linux/module.h>\n" },
};

/* 6.12's NAME.mod.o is linked with .module-common.o, which holds nothing
 * of the module: kept as compiled the first time. */
#define COMMON_STEP ".module-common.o"

static const pch_step *pch_step_of(const char *step)
{
	for (size_t i = 0; i < sizeof(pch_steps) / sizeof(pch_steps[0]); i++)
		if (strcmp(step, pch_steps[i].step) == 0)
			return &pch_steps[i];
	return NULL;
}

/* What a walk over a recipe does with each step: its name, its
 * command's template, the environment (NULL-ended) of the steps and the
 * folder they run in (NULL: the kernel's tree). */
typedef bool step_fn(void *ctx, const char *step, const char *t, char **env,
		     const char *cwd);

static bool walk(const char *recipe, const char *dir, const char *name,
		 const char *runtime_dir, step_fn *fn, void *ctx)
{
	if (!starts(recipe, RECIPE_MAGIC))
		return false;
	const char *line = recipe + strlen(RECIPE_MAGIC);
	char **env = NULL, *cwd = NULL;
	int nenv = 0;
	bool ok = true;

	while (ok && *line) {
		const char *tab = strchr(line, '\t');
		const char *end = strchr(line, '\n');
		if (!tab || !end || tab > end) {
			ok = false;
			break;
		}
		char *step = xstrndup(line, (size_t)(tab - line));
		char *t = xstrndup(tab + 1, (size_t)(end - tab - 1));
		line = end + 1;
		if (strcmp(step, "env") == 0) {
			VEC_PUSH(env, nenv, instantiate(t, dir, name, runtime_dir));
		} else if (strcmp(step, "cwd") == 0) {
			free(cwd);
			cwd = instantiate(t, dir, name, runtime_dir);
		} else {
			/* NULL-ended, the NULL not counted */
			VEC_PUSH(env, nenv, NULL);
			nenv--;
			ok = fn(ctx, step, t, env, cwd);
		}
		free(step);
		free(t);
	}
	for (int i = 0; i < nenv; i++)
		free(env[i]);
	free(env);
	free(cwd);
	return ok;
}

typedef struct run_ctx {
	const kernel_target *k;
	const char *dir, *name, *runtime_dir, *kept;
	const char *prologue;	/* the script's unit's, for its header */
	char *log_path;
	int verbose;
} run_ctx;

static bool exists(const char *path)
{
	return access(path, R_OK) == 0;
}

/* The command of a step whose headers were precompiled, with the names
 * of the module written for it; NULL to run the step's own. */
static char *pch_command(const run_ctx *r, const pch_step *p, const char *t)
{
	char *header = xasprintf("%s%s", r->kept, p->suffix);
	char *gch = xasprintf("%s.gch", header);
	char *names = xasprintf("@DIR@/.@NAME@%s-names.h", p->step);
	char *names_text = NULL;
	char *use = exists(gch) ? kbuild_pch_use_command(t, header, names,
							   &names_text) : NULL;
	char *cmd = NULL;

	if (use) {
		char *path = instantiate(names, r->dir, r->name, r->runtime_dir);
		char *text = instantiate(names_text, r->dir, r->name,
					 r->runtime_dir);
		if (write_file(path, text, strlen(text)))
			cmd = instantiate(use, r->dir, r->name, r->runtime_dir);
		free(path);
		free(text);
	}
	free(use);
	free(names_text);
	free(names);
	free(gch);
	free(header);
	return cmd;
}

/* Keeps `dir`'s .module-common.o under the prefix `kept` */
static void keep_common(const char *dir, const char *kept)
{
	char *path = xasprintf("%s/" COMMON_STEP, dir);
	char *to = xasprintf("%s" COMMON_STEP, kept);
	size_t len = 0;
	char *data = read_file(path, &len);

	if (data)
		write_file_replacing(to, data, len);
	free(data);
	free(to);
	free(path);
}

static bool run_step(void *ctx, const char *step, const char *t, char **env,
		     const char *cwd)
{
	const run_ctx *r = ctx;
	const pch_step *p = r->kept ? pch_step_of(step) : NULL;

	if (r->kept && strcmp(step, COMMON_STEP) == 0) {
		char *kept = xasprintf("%s" COMMON_STEP, r->kept);
		size_t len = 0;
		char *data = exists(kept) ? read_file(kept, &len) : NULL;
		char *path = xasprintf("%s/" COMMON_STEP, r->dir);
		bool copied = data && write_file(path, data, len);
		free(path);
		free(data);
		free(kept);
		if (copied)
			return true;
	}
	char *cmd = p ? pch_command(r, p, t) : NULL;
	if (!cmd)
		cmd = instantiate(t, r->dir, r->name, r->runtime_dir);
	if (r->verbose >= 3)
		fprintf(stderr, "%s\n", cmd);
	bool ok = kbuild_shell(r->k->build_dir, cwd, cmd, env,
			       r->log_path) == 0;
	if (ok && strcmp(step, "_src.o") == 0)
		ok = write_note(r->dir, r->name);
	/* kept for the next where the module that kept the recipe did not
	 * (its make awaited the second tapc's object: runtime_ahead.h) */
	if (ok && r->kept && strcmp(step, COMMON_STEP) == 0)
		keep_common(r->dir, r->kept);
	free(cmd);
	return ok;
}

char *kbuild_recipe_run(const char *recipe, const kernel_target *k,
			const char *dir, const char *name,
			const char *runtime_dir, const char *kept, int verbose)
{
	if (!starts(recipe, RECIPE_MAGIC))
		return NULL;
	run_ctx r = { k, dir, name, runtime_dir, kept, NULL,
		      xasprintf("%s/kbuild.log", dir), verbose };
	bool ok = write_file(r.log_path, "", 0) &&
		  walk(recipe, dir, name, runtime_dir, run_step, &r);

	free(r.log_path);
	return kbuild_module_built(dir, name, ok, false, verbose);
}

/* A precompiling compiler under way: its output file, renamed to `gch`
 * when it ends well. */
typedef struct pch_job {
	pid_t pid;
	const char *step;
	char *tmp, *gch;
} pch_job;

typedef struct keep_ctx {
	run_ctx r;
	pch_job *jobs;
	int njobs;
} keep_ctx;

/* Starts precompiling the headers of step `p`'s unit into
 * KEPT`p->suffix`.gch, through a file of its own renamed when whole
 * (precompiled_all): the two headers compile at once, one a core. */
static void precompile_start(keep_ctx *kc, const pch_step *p, const char *t,
			     char **env, const char *cwd)
{
	const run_ctx *r = &kc->r;
	char *header = xasprintf("%s%s", r->kept, p->suffix);
	char *text = kbuild_pch_header(t, r->k->build_dir,
				       p->first ? p->first : r->prologue);
	char *make = text ? kbuild_pch_make_command(t, header) : NULL;
	/* another tapc may make the same at once: each its own file */
	pch_job job = {
		.pid = -1, .step = p->step,
		.tmp = xasprintf("%s.gch.%ld.tmp", header, (long)getpid()),
		.gch = xasprintf("%s.gch", header),
	};

	if (make && write_file_replacing(header, text, strlen(text))) {
		char *cmd = instantiate(make, r->dir, r->name, r->runtime_dir);
		char *to_tmp = xasprintf("%s.gch ", header);
		char *moved = xasprintf("%s ", job.tmp);
		char *c = str_replace_all(cmd, to_tmp, moved);
		if (r->verbose >= 3)
			fprintf(stderr, "%s\n", c);
		/* an interrupt (a first tapc that does not wait for
		 * them) leaves no part of one in the cache */
		interrupt_remove_path(job.tmp, false);
		job.pid = kbuild_shell_start(r->k->build_dir, cwd, c, env,
					     r->log_path);
		free(c);
		free(moved);
		free(to_tmp);
		free(cmd);
	}
	VEC_PUSH(kc->jobs, kc->njobs, job);
	free(make);
	free(text);
	free(header);
}

/* Waits for the precompiling compilers and keeps what each made whole,
 * private to its user as the rest of the cache. */
static void precompiled_all(keep_ctx *kc)
{
	for (int i = 0; i < kc->njobs; i++) {
		pch_job *job = &kc->jobs[i];
		bool ok = job->pid > 0 && kbuild_wait(job->pid) == 0 &&
			  chmod(job->tmp, 0600) == 0 &&
			  rename(job->tmp, job->gch) == 0;
		if (!ok)
			unlink(job->tmp);
		interrupt_forget(job->tmp);
		if (ok && kc->r.verbose >= 2)
			fprintf(stderr, "Pass 4: precompiled the headers of "
				"%s: \"%s\"\n", job->step, job->gch);
		free(job->tmp);
		free(job->gch);
	}
	free(kc->jobs);
	kc->jobs = NULL;
	kc->njobs = 0;
}

static bool keep_step(void *ctx, const char *step, const char *t, char **env,
		      const char *cwd)
{
	keep_ctx *kc = ctx;
	const run_ctx *r = &kc->r;
	const pch_step *p = pch_step_of(step);

	if (p)
		precompile_start(kc, p, t, env, cwd);
	if (strcmp(step, COMMON_STEP) == 0)
		keep_common(r->dir, r->kept);
	return true;
}

void kbuild_recipe_keep_extras(const char *recipe, const kernel_target *k,
			       const char *dir, const char *name,
			       const char *runtime_dir, const char *prologue,
			       const char *kept, int verbose)
{
	keep_ctx kc = { .r = { k, dir, name, runtime_dir, kept, prologue,
			       xasprintf("%s/kbuild.log", dir), verbose } };

	walk(recipe, dir, name, runtime_dir, keep_step, &kc);
	precompiled_all(&kc);
	free(kc.r.log_path);
}
