/* SPDX-License-Identifier: GPL-3.0-or-later */
/* argv-build.h - a NULL-terminated argument vector that grows. */
#ifndef BIDIGUARD_ARGV_BUILD_H
#define BIDIGUARD_ARGV_BUILD_H

#include <stdbool.h>
#include <stdlib.h>

struct argv_build
{
  char **v;      /* NULL-terminated; the strings are borrowed, not owned */
  size_t n, cap;
  bool failed;   /* an allocation failed: v is incomplete */
};

static inline void argv_build_add (struct argv_build *a, const char *s)
{
  if (a->failed)
    return;
  if (a->n + 2 > a->cap)
    {
      size_t cap = a->cap ? a->cap * 2 : 32;
      char **v = (char **) realloc (a->v, cap * sizeof *v);
      if (!v)
        {
          a->failed = true;
          return;
        }
      a->v = v;
      a->cap = cap;
    }
  a->v[a->n++] = (char *) s;
  a->v[a->n] = NULL;
}

static inline void argv_build_free (struct argv_build *a)
{
  free (a->v);
  a->v = NULL;
  a->n = a->cap = 0;
}

#endif
