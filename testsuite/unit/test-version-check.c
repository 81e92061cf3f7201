/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-version-check.c - bg_gcc_version_compatible on fabricated versions:
 * the rebuilds a distribution makes of one GCC are accepted, other
 * majors, minors, trunk snapshots and targets are refused with a reason
 * that names the field.
 */
#include <string.h>

#include "version-check.h"
#include "unit.h"

/* Debian 12's gcc-12, as plugin-version.h has it (configure arguments
   shortened).  */
#define DEBIAN_ARGS "../src/configure -v --with-pkgversion='Debian 12.2.0-14' " \
  "--prefix=/usr --enable-checking=release --build=x86_64-linux-gnu " \
  "--host=x86_64-linux-gnu --target=x86_64-linux-gnu"

static const struct bg_gcc_version debian12 = {
  "12.2.0", "20220819", "", "", DEBIAN_ARGS
};

/* Check one pair: EXPECT compatible or not; when not, WHY must contain
   WORD.  */
static void
check (const char *what, const struct bg_gcc_version *built,
       const struct bg_gcc_version *running, bool expect, const char *word)
{
  char why[256];
  memset (why, 'x', sizeof why);
  bool ok = bg_gcc_version_compatible (built, running, why, sizeof why);
  UNIT_CHECK (ok == expect, "%s: got %s (%s)", what,
	      ok ? "compatible" : "refused", why);
  if (ok)
    UNIT_CHECK (why[0] == '\0', "%s: accepted but says \"%s\"", what, why);
  else
    UNIT_CHECK (word && strstr (why, word) != NULL,
		"%s: reason \"%s\" lacks \"%s\"", what, why, word ? word : "");
}

int
main (void)
{
  struct bg_gcc_version v;

  check ("identical", &debian12, &debian12, true, NULL);

  /* What plugin_default_version_check refuses and distributions need.  */
  v = debian12;
  v.configuration_arguments = "../src/configure -v "
    "--with-pkgversion='Debian 12.2.0-15' --prefix=/usr "
    "--enable-checking=yes --build=x86_64-linux-gnu "
    "--host=x86_64-linux-gnu --target=x86_64-linux-gnu --enable-lto";
  check ("package version and configure arguments", &debian12, &v, true, NULL);
  v = debian12;
  v.datestamp = "20230216";
  check ("a later rebuild of the same release", &debian12, &v, true, NULL);
  v = debian12;
  v.basever = "12.2.1";
  v.devphase = "prerelease";
  v.revision = "abc123";
  check ("a snapshot of the same branch", &debian12, &v, true, NULL);
  v = debian12;
  v.configuration_arguments = "";
  check ("no configure arguments", &debian12, &v, true, NULL);

  /* What changes the structures the plugin was compiled against.  */
  v = debian12;
  v.basever = "13.3.0";
  check ("another major", &debian12, &v, false, "major version differs");
  check ("another major, other way", &v, &debian12, false, "running 12");
  v = debian12;
  v.basever = "12.3.0";
  check ("another minor", &debian12, &v, false, "minor version differs");
  v = debian12;
  v.basever = "12.10.0";
  check ("two-digit minor", &debian12, &v, false, "12.10");
  v = debian12;
  v.configuration_arguments = "configure --target=aarch64-linux-gnu";
  check ("another target", &debian12, &v, false, "aarch64-linux-gnu");
  v = debian12;
  v.configuration_arguments = "configure --host=aarch64-linux-gnu";
  check ("another host, no target", &debian12, &v, false, "target differs");
  v = debian12;
  v.configuration_arguments = "configure x--target=aarch64 --target=x86_64-linux-gnu";
  check ("--target= only at a word start", &debian12, &v, true, NULL);

  /* Trunk: only the very same snapshot.  */
  struct bg_gcc_version trunk = {
    "16.0.0", "20251102", "experimental", "r16-1234", DEBIAN_ARGS
  };
  check ("same trunk snapshot", &trunk, &trunk, true, NULL);
  v = trunk;
  v.datestamp = "20251109";
  check ("next week's trunk", &trunk, &v, false, "snapshot date");
  v = trunk;
  v.revision = "r16-1300";
  check ("other trunk revision", &trunk, &v, false, "revision");
  v = trunk;
  v.devphase = "prerelease";
  check ("trunk against prerelease", &trunk, &v, false, "development phase");

  /* Unparsable and missing strings.  */
  v = debian12;
  v.basever = "banana";
  check ("unparsable version", &debian12, &v, false, "GCC banana");
  check ("unparsable both, equal", &v, &v, true, NULL);
  struct bg_gcc_version empty = { NULL, NULL, NULL, NULL, NULL };
  check ("NULL fields", &debian12, &empty, false, "version differs");
  check ("all NULL", &empty, &empty, true, NULL);

  /* A small buffer is truncated, not overrun; NULL is allowed.  */
  char tiny[8];
  v = debian12;
  v.basever = "14.2.0";
  UNIT_CHECK (!bg_gcc_version_compatible (&debian12, &v, tiny, sizeof tiny)
	      && strlen (tiny) == sizeof tiny - 1, "tiny buffer: \"%s\"", tiny);
  UNIT_CHECK (!bg_gcc_version_compatible (&debian12, &v, NULL, 0),
	      "NULL buffer still refuses");
  return unit_finish ("test-version-check");
}
