build-asan/core/option-list.o: plugin/core/option-list.c \
 plugin/core/option-list.h plugin/core/bidiguard.h
plugin/core/option-list.h:
plugin/core/bidiguard.h:
