/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bidiguard-cc - check with bidiguard where the preprocessing runs, and
 * let a compiler launcher (distcc, icecc, ccache, sccache) send out the
 * compile.
 *
 *   CC="bidiguard-cc distcc gcc"   CXX="bidiguard-cc distcc g++"
 *
 * distcc refuses to distribute a compile whose command line holds
 * -fplugin= or -specs= (its server calls both insecure, and -Wp, is
 * expanded before the check), and icecc runs such compiles locally.  But
 * every bidiguard check reads the bytes cpp reads, and cpp runs on this
 * machine anyway: distcc and icecc preprocess locally and send the .i.
 * So for a compile of one C-family source with -c or -S, bidiguard-cc
 * runs that preprocessing itself, with the plugin loaded, and hands the
 * launcher the preprocessed file, as distcc would have made it, with a
 * command line free of the plugin.  The findings, -Werror and the
 * dependency file (-MD) are those of a local compile; the object is that
 * of the launcher's own flow.
 *
 * Every other command runs unchanged under the launcher (links, other
 * languages, -E/-M, which the specs file does not check either) or, when
 * the command is one bidiguard-cc cannot split with certainty (several
 * sources, compile and link at once, -save-temps, standard input, ...),
 * with the plugin and without the launcher: checked and local, never
 * unchecked.  The plugin options found on the command line
 * (-fplugin=...bidiguard..., -fplugin-arg-bidiguard-*, a bidiguard
 * -specs= file) go to the checking run only; without them it loads
 * -fplugin=bidiguard from the compiler's own plugin directory.
 *
 * Launchers are the leading words named distcc, icecc, ccache or sccache
 * (with any directory); the first other word is the compiler. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "argv-build.h"
#include "bidiguard.h"
#include "compile-line.h"

#define PROG "bidiguard-cc"

/* The temporary .i, removed on every way out. */
static char tmp_path[4096];

static void remove_tmp (void)
{
  if (tmp_path[0])
    unlink (tmp_path);
}

static void on_signal (int sig)
{
  if (tmp_path[0])
    unlink (tmp_path);
  signal (sig, SIG_DFL);
  raise (sig);
}

/* Run ARGV with standard output to OUT_FD (-1: inherited); the exit
   status as a shell gives it. */
static int run (char **argv, int out_fd)
{
  pid_t pid = fork ();
  if (pid < 0)
    {
      fprintf (stderr, PROG ": fork: %s\n", strerror (errno));
      return 1;
    }
  if (pid == 0)
    {
      if (out_fd >= 0 && dup2 (out_fd, STDOUT_FILENO) < 0)
        _exit (127);
      execvp (argv[0], argv);
      fprintf (stderr, PROG ": cannot run %s: %s\n", argv[0], strerror (errno));
      _exit (127);
    }
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      return 1;
  if (WIFEXITED (status))
    return WEXITSTATUS (status);
  return 128 + WTERMSIG (status);
}

static int exec_argv (char **argv)
{
  execvp (argv[0], argv);
  fprintf (stderr, PROG ": cannot run %s: %s\n", argv[0], strerror (errno));
  return 127;
}

/* Whether COMPILER has GCC's own -Wbidi-chars: GCC 12 on, by the driver's
   -dumpversion (no compiler proper runs).  The checking run loads a GCC
   plugin, so the compiler is GCC; GCC 11 would reject the option. */
static bool has_bidi_chars_option (char *compiler)
{
  char *argv[] = { compiler, (char *) "-dumpversion", NULL };
  int pipefd[2];
  if (pipe (pipefd) < 0)
    return false;
  pid_t pid = fork ();
  if (pid < 0)
    {
      close (pipefd[0]);
      close (pipefd[1]);
      return false;
    }
  if (pid == 0)
    {
      dup2 (pipefd[1], STDOUT_FILENO);
      close (pipefd[0]);
      close (pipefd[1]);
      execvp (argv[0], argv);
      _exit (127);
    }
  close (pipefd[1]);
  char buf[64];
  size_t have = 0;
  ssize_t got;
  while (have < sizeof buf - 1 && (got = read (pipefd[0], buf + have, sizeof buf - 1 - have)) != 0)
    if (got > 0)
      have += (size_t) got;
    else if (errno != EINTR)
      break;
  buf[have] = 0;
  close (pipefd[0]);
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      return false;
  return WIFEXITED (status) && WEXITSTATUS (status) == 0 && atoi (buf) >= 12;
}

static void usage (FILE *to)
{
  fprintf (to,
           "Usage: " PROG " [LAUNCHER...] COMPILER ARGS...\n"
           "Check C and C++ sources with the bidiguard GCC plugin where they are\n"
           "preprocessed, and let LAUNCHER (distcc, icecc, ccache, sccache) run the\n"
           "compile of the preprocessed file without the plugin on its command line.\n"
           "Example: make CC=\"" PROG " distcc gcc\" CXX=\"" PROG " distcc g++\"\n"
           "See bidiguard-cc(1).\n");
}

/* Preprocess with the plugin into a temporary file, then give the
   launcher the compile of that file. */
static int split (struct compile_line *cl)
{
  const char *dir = getenv ("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  const char *suffix = cl->lang->pp_suffix;
  int n = snprintf (tmp_path, sizeof tmp_path, "%s/" PROG "-XXXXXX%s", dir, suffix);
  if (n < 0 || (size_t) n >= sizeof tmp_path)
    {
      tmp_path[0] = 0;
      fprintf (stderr, PROG ": TMPDIR is too long\n");
      return 1;
    }
  int fd = mkstemps (tmp_path, (int) strlen (suffix));
  if (fd < 0)
    {
      fprintf (stderr, PROG ": cannot create %s: %s\n", tmp_path, strerror (errno));
      tmp_path[0] = 0;
      return 1;
    }
  atexit (remove_tmp);
  signal (SIGINT, on_signal);
  signal (SIGTERM, on_signal);
  signal (SIGHUP, on_signal);

  struct argv_build pre = { 0 }, comp = { 0 };
  int rc = 1;
  cl->own_bidi_check = has_bidi_chars_option (cl->compiler);
  if (compile_line_preprocess (cl, &pre) && compile_line_compile (cl, tmp_path, &comp))
    {
      rc = run (pre.v, fd);
      close (fd);
      if (rc == 0)
        rc = run (comp.v, -1);
    }
  else
    {
      close (fd);
      fprintf (stderr, PROG ": out of memory\n");
    }
  argv_build_free (&pre);
  argv_build_free (&comp);
  return rc;
}

int main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "--help") == 0)
    {
      usage (stdout);
      return 0;
    }
  if (argc == 2 && strcmp (argv[1], "--version") == 0)
    {
      printf (PROG " %s\n", BG_VERSION);
      return 0;
    }
  struct compile_line cl;
  if (!compile_line_parse (&cl, argc - 1, argv + 1))
    {
      usage (stderr);
      return 2;
    }
  struct argv_build out = { 0 };
  int rc;
  switch (cl.plan)
    {
    case PLAN_SPLIT:
      rc = split (&cl);
      break;
    case PLAN_LOCAL_CHECKED:
      rc = compile_line_checked (&cl, &out) ? exec_argv (out.v) : 1;
      break;
    default:
      rc = compile_line_unchanged (&cl, &out) ? exec_argv (out.v) : 1;
      break;
    }
  argv_build_free (&out);
  compile_line_free (&cl);
  return rc;
}
