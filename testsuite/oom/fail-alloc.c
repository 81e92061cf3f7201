/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fail-alloc.c - a test-only LD_PRELOAD library (never installed): malloc,
 * calloc and realloc fail, returning NULL with errno ENOMEM, for a request
 * of more than BG_FAIL_ALLOC_OVER bytes made directly by code in
 * bidiguard.so.  Everything else - cc1, the driver, the libraries the
 * plugin calls - is served as usual.  So the plugin's real out-of-memory
 * paths run inside a real compiler, without starving the compiler itself
 * (as an address-space limit would).  Without BG_FAIL_ALLOC_OVER nothing
 * fails.
 *
 * Usage: LD_PRELOAD=build/fail-alloc.so BG_FAIL_ALLOC_OVER=65536 \
 *          gcc -fplugin=build/bidiguard.so -fsyntax-only big.c
 * (testsuite/bidiguard.c/glue-oom.exp).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* glibc's allocator under its own names: no dlsym, which allocates.  */
extern void *__libc_malloc (size_t size);
extern void *__libc_calloc (size_t n, size_t size);
extern void *__libc_realloc (void *p, size_t size);

/* True when a request of SIZE bytes from the code at CALLER must fail.  */
static int
must_fail (const void *caller, size_t size)
{
  const char *limit = getenv ("BG_FAIL_ALLOC_OVER");
  if (!limit || size <= strtoul (limit, NULL, 10))
    return 0;
  Dl_info info;
  if (!dladdr (caller, &info) || !info.dli_fname)
    return 0;
  const char *base = strrchr (info.dli_fname, '/');
  base = base ? base + 1 : info.dli_fname;
  if (strcmp (base, "bidiguard-cfamily.so") != 0)
    return 0;
  errno = ENOMEM;
  return 1;
}

void *
malloc (size_t size)
{
  if (must_fail (__builtin_return_address (0), size))
    return NULL;
  return __libc_malloc (size);
}

void *
calloc (size_t n, size_t size)
{
  size_t total = n * size;
  if (size && total / size != n)
    total = (size_t) -1;
  if (must_fail (__builtin_return_address (0), total))
    return NULL;
  return __libc_calloc (n, size);
}

void *
realloc (void *p, size_t size)
{
  if (must_fail (__builtin_return_address (0), size))
    return NULL;
  return __libc_realloc (p, size);
}
