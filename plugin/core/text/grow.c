/* SPDX-License-Identifier: GPL-3.0-or-later */
/* grow.c - arrays that grow by doubling, for every file of the core.  */
#include <stdlib.h>

#include "text/text.h"

bool
bg_grow (void *pp, size_t *cap, size_t n, size_t size)
{
  void **p = pp;
  if (n <= *cap && *p)
    return true;
  size_t c = *cap ? *cap : 64;
  while (c < n)
    c *= 2;
  void *q = realloc (*p, c * size);
  if (!q)
    return false;
  *p = q;
  *cap = c;
  return true;
}
