build-asan/gcc/version-check.o: plugin/gcc/version-check.c \
 plugin/gcc/version-check.h
plugin/gcc/version-check.h:
