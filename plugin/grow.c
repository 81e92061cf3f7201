/* SPDX-License-Identifier: GPL-3.0-or-later */
/* grow.c - arrays that grow by doubling, for every file of the core.  */
#include <stdlib.h>

#include "core.h"

int
bg_grow (void *pp, size_t *cap, size_t n, size_t size)
{
  void **p = pp;
  if (n <= *cap && *p)
    return 1;
  size_t c = *cap ? *cap : 64;
  while (c < n)
    c *= 2;
  void *q = realloc (*p, c * size);
  if (!q)
    return 0;
  *p = q;
  *cap = c;
  return 1;
}
