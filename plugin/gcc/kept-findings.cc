/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kept-findings.cc - findings kept, in line order, until cpp reaches their
 * lines; a .i's findings moved to the original files they came from.
 */
#include "glue.h"

/* F, found in FILE, with its strings copied (the core's are gone after
   the call) and the hash of its line as the core read it.  */
static struct pending
copy_finding (const char *file, const struct bg_finding *f)
{
  struct pending p = { file, *f, 0, false };
  p.line_known = scanned_line_hash (f->line, &p.line_hash);
  p.f.message = xstrdup (f->message);
  p.f.displayed = xstrdup (f->displayed);
  p.f.compiled = xstrdup (f->compiled);
  p.f.cause = f->cause ? xstrdup (f->cause) : NULL;
  p.f.hint = f->hint ? xstrdup (f->hint) : NULL;
  p.f.literal_calls = f->literal_calls ? xstrdup (f->literal_calls) : NULL;
  struct bg_fixit *fix = XNEWVEC (struct bg_fixit, f->nfixits + 1);
  for (size_t i = 0; i < f->nfixits; i++)
    {
      fix[i] = f->fixits[i];
      fix[i].text = xstrdup (f->fixits[i].text);
    }
  p.f.fixits = fix;
  return p;
}

void
free_finding (struct pending *p)
{
  free (CONST_CAST (char *, p->f.message));
  free (CONST_CAST (char *, p->f.displayed));
  free (CONST_CAST (char *, p->f.compiled));
  free (CONST_CAST (char *, p->f.cause));
  free (CONST_CAST (char *, p->f.hint));
  free (CONST_CAST (char *, p->f.literal_calls));
  for (size_t i = 0; i < p->f.nfixits; i++)
    free (CONST_CAST (char *, p->f.fixits[i].text));
  XDELETEVEC (CONST_CAST (struct bg_fixit *, p->f.fixits));
}

/* bg_report_fn collecting into the checked file USER.  */
void
collect (void *user, const struct bg_finding *f)
{
  struct seen_file *c = &tu.files[(int) (intptr_t) user];
  c->findings.safe_push (copy_finding (c->name, f));
}

/* bg_report_fn for the .i text: maps the finding through the line
   markers USER and keeps it under its original file and line.  */
void
collect_itext (void *user, const struct bg_finding *f)
{
  const char *file;
  unsigned long line;
  if (!bg_linemarkers_lookup ((const bg_linemarkers *) user, f->line, &file,
			      &line, NULL))
    return;
  struct pending p = copy_finding (xstrdup (file ? file : main_name ()), f);
  p.f.line = line;
  tu.itext_findings.safe_push (p);
}

/* Whether P repeats a finding of C not yet reported: the same check on
   the same line, found in the original file (whose columns differ from
   the .i's where -E collapsed spaces or removed comments) or at the same
   column in the .i text (a file included twice).  */
static bool
already_found (const struct seen_file *c, const struct pending *p)
{
  for (unsigned i = c->next_to_report; i < c->findings.length (); i++)
    {
      const struct bg_finding *f = &c->findings[i].f;
      if (f->line == p->f.line && f->check == p->f.check)
	return true;
    }
  return false;
}

static int
by_line (const void *a, const void *b)
{
  const struct bg_finding *x = &((const struct pending *) a)->f;
  const struct bg_finding *y = &((const struct pending *) b)->f;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->byte_col != y->byte_col)
    return x->byte_col < y->byte_col ? -1 : 1;
  return (int) x->check - (int) y->check;
}

/* Move the .i findings that came from file C into C, less those C's own
   reading found already, in line order.  */
void
claim_itext (struct seen_file *c)
{
  bool moved = false;
  for (unsigned i = 0; i < tu.itext_findings.length (); i++)
    if (tu.itext_findings[i].file && strcmp (tu.itext_findings[i].file, c->name) == 0)
      {
	struct pending p = tu.itext_findings[i];
	free (CONST_CAST (char *, p.file));
	tu.itext_findings[i].file = NULL;
	p.file = c->name;
	if (already_found (c, &p))
	  free_finding (&p);
	else
	  {
	    c->findings.safe_push (p);
	    moved = true;
	  }
      }
  if (moved && c->next_to_report < c->findings.length ())
    qsort (c->findings.address () + c->next_to_report, c->findings.length () - c->next_to_report,
	   sizeof (struct pending), by_line);
}
