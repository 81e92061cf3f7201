build-asan/unit/test-version-check: testsuite/unit/test-version-check.c \
 plugin/gcc/version-check.h testsuite/unit/unit.h
plugin/gcc/version-check.h:
testsuite/unit/unit.h:
