build-asan/core/render.o: plugin/core/render.c plugin/core/core.h \
 /usr/include/fribidi/fribidi.h /usr/include/fribidi/fribidi-common.h \
 /usr/include/fribidi/fribidi-config.h \
 /usr/include/fribidi/fribidi-unicode.h \
 /usr/include/fribidi/fribidi-types.h \
 /usr/include/fribidi/fribidi-begindecls.h \
 /usr/include/fribidi/fribidi-enddecls.h \
 /usr/include/fribidi/fribidi-unicode-version.h \
 /usr/include/fribidi/fribidi-flags.h \
 /usr/include/fribidi/fribidi-bidi-types.h \
 /usr/include/fribidi/fribidi-bidi-types-list.h \
 /usr/include/fribidi/fribidi-bidi.h \
 /usr/include/fribidi/fribidi-joining-types.h \
 /usr/include/fribidi/fribidi-joining-types-list.h \
 /usr/include/fribidi/fribidi-joining.h \
 /usr/include/fribidi/fribidi-mirroring.h \
 /usr/include/fribidi/fribidi-brackets.h \
 /usr/include/fribidi/fribidi-arabic.h \
 /usr/include/fribidi/fribidi-shape.h \
 /usr/include/fribidi/fribidi-char-sets.h \
 /usr/include/fribidi/fribidi-char-sets-list.h \
 /usr/include/fribidi/fribidi-deprecated.h plugin/core/bidiguard.h \
 build-asan/unicode-widths.h
plugin/core/core.h:
/usr/include/fribidi/fribidi.h:
/usr/include/fribidi/fribidi-common.h:
/usr/include/fribidi/fribidi-config.h:
/usr/include/fribidi/fribidi-unicode.h:
/usr/include/fribidi/fribidi-types.h:
/usr/include/fribidi/fribidi-begindecls.h:
/usr/include/fribidi/fribidi-enddecls.h:
/usr/include/fribidi/fribidi-unicode-version.h:
/usr/include/fribidi/fribidi-flags.h:
/usr/include/fribidi/fribidi-bidi-types.h:
/usr/include/fribidi/fribidi-bidi-types-list.h:
/usr/include/fribidi/fribidi-bidi.h:
/usr/include/fribidi/fribidi-joining-types.h:
/usr/include/fribidi/fribidi-joining-types-list.h:
/usr/include/fribidi/fribidi-joining.h:
/usr/include/fribidi/fribidi-mirroring.h:
/usr/include/fribidi/fribidi-brackets.h:
/usr/include/fribidi/fribidi-arabic.h:
/usr/include/fribidi/fribidi-shape.h:
/usr/include/fribidi/fribidi-char-sets.h:
/usr/include/fribidi/fribidi-char-sets-list.h:
/usr/include/fribidi/fribidi-deprecated.h:
plugin/core/bidiguard.h:
build-asan/unicode-widths.h:
