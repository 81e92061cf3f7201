/* SPDX-License-Identifier: GPL-3.0-or-later */
/* loader.h - how bidiguard.so (loader.cc) hands over to the checks.
 *
 * The checks are a second shared object beside the loader, opened only in
 * a C-family compiler of the GCC they were built for (loader.cc says why).
 * Its one entry point takes GCC's plugin_init arguments unchanged.
 */
#ifndef BIDIGUARD_LOADER_H
#define BIDIGUARD_LOADER_H

struct plugin_name_args;
struct plugin_gcc_version;

/* The file name of the checks, in the loader's directory.  */
#define BG_CFAMILY_SO "bidiguard-cfamily.so"

/* The name of their entry point, and its type: plugin_init's.  */
#define BG_CFAMILY_INIT "bidiguard_cfamily_init"
extern "C" typedef int bg_cfamily_init_fn (struct plugin_name_args *,
					    struct plugin_gcc_version *);

extern "C" int bidiguard_cfamily_init (struct plugin_name_args *,
				       struct plugin_gcc_version *);

#endif /* BIDIGUARD_LOADER_H */
