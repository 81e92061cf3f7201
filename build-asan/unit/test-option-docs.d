build-asan/unit/test-option-docs: testsuite/unit/test-option-docs.c \
 plugin/core/option-list.h plugin/core/bidiguard.h testsuite/unit/unit.h
plugin/core/option-list.h:
plugin/core/bidiguard.h:
testsuite/unit/unit.h:
