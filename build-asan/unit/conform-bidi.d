build-asan/unit/conform-bidi: testsuite/unit/conform-bidi.c \
 plugin/core/bidiguard.h testsuite/unit/unit.h
plugin/core/bidiguard.h:
testsuite/unit/unit.h:
