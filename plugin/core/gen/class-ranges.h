/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class-ranges.h - the element types of the bidi class tables, for the
 * generator that writes one (unicode-classes.c, from ICU) and for
 * text/utf8.c, which reads it and the committed unicode17-classes.h.
 */
#ifndef BIDIGUARD_CLASS_RANGES_H
#define BIDIGUARD_CLASS_RANGES_H

#include <stdint.h>

#include <fribidi.h>

/* Code points LO..HI (HI included) of class TYPE.  */
struct bg_class_range
{
  uint32_t lo, hi;
  FriBidiCharType type;
};

struct bg_bracket_pair
{
  uint32_t open, close;
};

#endif /* BIDIGUARD_CLASS_RANGES_H */
