/* SPDX-License-Identifier: GPL-3.0-or-later */
/* version-check.c - which GCC differences the plugin can live with.
 *
 * The plugin is compiled against GCC's headers: the layout of every GCC
 * structure it touches (global_options, diagnostic_context, line maps,
 * cpp callbacks) and the numbers of GCC's options (OPT_*) are baked into
 * it.  Running it in a cc1 whose structures differ reads the wrong fields
 * - silently, or as a crash in the compiler, the worst failure a plugin
 * can cause.  Refusing costs a rebuild; so refuse exactly where the
 * layouts can differ and accept what only labels the compiler.
 *
 * Field by field (struct plugin_gcc_version):
 *
 * basever "MAJOR.MINOR.PATCH"
 *   MAJOR: compared.  Every major release reorganises these structures
 *   (GCC 14 renamed diagnostic_context's fields) and renumbers the options: OPT_Wbidi_chars_ is 493
 *   in GCC 12, 517 in 13, 530 in 14 and 549 in 15 (Debian's options.h).
 *   MINOR: compared.  A minor release (12.1, 12.2, 12.3) is a release
 *   branch's next release: regression fixes only by policy, but a backport
 *   may still add an option (shifting global_options and the OPT_ numbers)
 *   or a field, and nothing in the version tells which did.  A minor
 *   release is rare (one or two a year per branch) and is when a
 *   distribution rebuilds its compiler plugins anyway (Debian's package of
 *   bidiguard depends on the GCC minor it was built with), so this is the
 *   finest step at which a refusal is livable and the coarsest that is
 *   safe to the extent release branches are.
 *   PATCH: not compared.  Releases have 0; X.Y.1 names a snapshot of the
 *   same branch between two releases (Fedora's 14.2.1), which is the same
 *   branch as X.Y.0.
 * datestamp, revision
 *   Not compared for releases: distributions rebuild the same release
 *   (Debian's gcc-11 11.3.0-12 says basever 11.3.0, datestamp 20230216:
 *   a branch snapshot taken ten months after 11.3.0) and each rebuild
 *   would otherwise refuse the plugin built a day earlier.
 *   Compared when either side is a development snapshot (devphase
 *   "experimental", i.e. GCC's trunk): trunk changes these structures
 *   from one week to the next, so only the very same snapshot is safe.
 * devphase
 *   Compared only as above: "prerelease" is a release branch before its
 *   first release and carries the next release's structures.
 * configuration_arguments
 *   Not compared, except the target (--target=, else --host=): package
 *   versions, paths, languages and checking levels do not change the
 *   plugin-visible layouts, but the target does (machine modes, and
 *   poly_int's width, which is two words on AArch64), and a plugin
 *   directory for a cross compiler holds that target's headers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "version-check.h"

static const char *
str (const char *s)
{
  return s ? s : "";
}

/* The first two numbers of BASEVER; false if it does not start with two
   dot-separated numbers.  */
static bool
parse_major_minor (const char *basever, long *major, long *minor)
{
  char *end;
  *major = strtol (basever, &end, 10);
  if (end == basever || *end != '.')
    return false;
  const char *m = end + 1;
  *minor = strtol (m, &end, 10);
  return end != m;
}

/* The value of configure option NAME ("--target=") in ARGS, copied into
   OUT; empty when absent.  Values may be quoted as the shell would.  */
static void
configure_value (const char *args, const char *name, char *out, size_t size)
{
  size_t n = strlen (name), len = 0;
  const char *p = args;
  out[0] = '\0';
  while ((p = strstr (p, name)) != NULL)
    {
      bool at_word = (p == args || p[-1] == ' ' || p[-1] == '\'');
      p += n;
      if (!at_word)
	continue;
      len = strcspn (p, " '\"");
      if (len >= size)
	len = size - 1;
      memcpy (out, p, len);
      out[len] = '\0';
      return;
    }
}

static void
target_of (const char *args, char *out, size_t size)
{
  configure_value (args, "--target=", out, size);
  if (!out[0])
    configure_value (args, "--host=", out, size);
}

/* The same release: basever's major and minor (or, when basever is not
   N.N, the same basever).  */
static bool
same_release (const char *bv, const char *rv, char *why, size_t why_size)
{
  long bmaj, bmin, rmaj, rmin;
  if (!parse_major_minor (bv, &bmaj, &bmin)
      || !parse_major_minor (rv, &rmaj, &rmin))
    {
      if (strcmp (bv, rv) == 0)
	return true;
      snprintf (why, why_size, "the version differs: built for GCC %s, "
		"running GCC %s", bv, rv);
      return false;
    }
  if (bmaj != rmaj)
    {
      snprintf (why, why_size, "the major version differs: built for %ld "
		"(GCC %s), running %ld (GCC %s)", bmaj, bv, rmaj, rv);
      return false;
    }
  if (bmin != rmin)
    {
      snprintf (why, why_size, "the minor version differs: built for "
		"%ld.%ld (GCC %s), running %ld.%ld (GCC %s)",
		bmaj, bmin, bv, rmaj, rmin, rv);
      return false;
    }
  return true;
}

/* A development GCC ("experimental") changes its plugin interface from
   one snapshot to the next: the same phase, date and revision.  Releases
   pass.  */
static bool
same_snapshot (const struct bg_gcc_version *built,
	       const struct bg_gcc_version *running, char *why,
	       size_t why_size)
{
  const char *bd = str (built->devphase), *rd = str (running->devphase);
  if (strcmp (bd, "experimental") && strcmp (rd, "experimental"))
    return true;
  if (strcmp (bd, rd))
    {
      snprintf (why, why_size, "the development phase differs: built "
		"for GCC %s \"%s\", running GCC %s \"%s\"",
		str (built->basever), bd, str (running->basever), rd);
      return false;
    }
  if (strcmp (str (built->datestamp), str (running->datestamp)))
    {
      snprintf (why, why_size, "the snapshot date of this development "
		"GCC differs: built for %s, running %s",
		str (built->datestamp), str (running->datestamp));
      return false;
    }
  if (strcmp (str (built->revision), str (running->revision)))
    {
      snprintf (why, why_size, "the revision of this development GCC "
		"differs: built for %s, running %s",
		str (built->revision), str (running->revision));
      return false;
    }
  return true;
}

/* The same --target= (when both configurations name one).  */
static bool
same_target (const struct bg_gcc_version *built,
	     const struct bg_gcc_version *running, char *why, size_t why_size)
{
  char bt[128], rt[128];
  target_of (str (built->configuration_arguments), bt, sizeof bt);
  target_of (str (running->configuration_arguments), rt, sizeof rt);
  if (bt[0] && rt[0] && strcmp (bt, rt))
    {
      snprintf (why, why_size, "the target differs: built for %s, "
		"running %s", bt, rt);
      return false;
    }
  return true;
}

bool
bg_gcc_version_compatible (const struct bg_gcc_version *built,
			   const struct bg_gcc_version *running,
			   char *why, size_t why_size)
{
  char dummy[1];
  if (!why || why_size == 0)
    {
      why = dummy;
      why_size = sizeof dummy;
    }
  why[0] = '\0';
  return (same_release (str (built->basever), str (running->basever), why,
			why_size)
	  && same_snapshot (built, running, why, why_size)
	  && same_target (built, running, why, why_size));
}
