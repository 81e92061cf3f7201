# SPDX-License-Identifier: GPL-3.0-or-later
# bidiguard - a GCC plugin against Trojan-Source bidirectional text.
#
#   make                 build/bidiguard.so and build/bidiguard-scan
#   make check           unit, conformance and DejaGnu tests; ends "N passed, N failed"
#                        (installs nothing: `make deps check` installs the
#                        dependencies first, as README's quick start and CI do)
#   make check CC=gcc-11 CXX=g++-11    the same against GCC 11
#   make check SANITIZE=1              everything built with ASan+UBSan
#   make install [DESTDIR=] [PREFIX=]  plugin into GCC's plugin dir, specs file
#   make demo            compile examples/ with the plugin, showing its warnings
#   make bench           overhead against plain gcc (callgrind), throughput
#   make difftest [DIFF_FILES=N] [DIFF_SNIPPETS=S] [DIFF_SEED=K] [DIFF_FLOW_FILES=F]
#                        bidiguard's comments against cpp's on N x S random
#                        files under every -std= (testsuite/diff/diff-lex.py),
#                        and F random files through every build flow against
#                        GCC's own -Wbidi-chars (testsuite/diff/vs-gcc-bidi.py)
#   make fuzz [FUZZ_SECONDS=N] [GLUE_FUZZ_INPUTS=N GLUE_FUZZ_SEED=K]
#                        libFuzzer over the core, then the plugin in cc1
#                        on random and mutated files (testsuite/fuzz/glue-fuzz.py),
#                        and in Clang with the Clang plugin when make clang built it
#   make realworld       real Debian sources with right-to-left text
#   make valgrind        cc1 and the scanner under memcheck on hostile inputs
#   make e2e             zlib built with and without the plugin: same objects
#   make clang [CLANG_VERSION=16]     build/clang-N/bidiguard-clang.so, the Clang
#                        plugin (needs clang-N, libclang-N-dev, llvm-N-dev)
#   make check-clang [CLANG_VERSION=16]  its test against the GCC plugin
#   make check CLANG_VERSION=14 CLANG_ALSO="15"  make check's Clang tests
#                        for several LLVM majors, each its own plugin build
#   make distro-test [DISTRO_TEST_PACKAGES="bc pugixml"]
#                        (root) the Debian package of the system's GCC,
#                        enabled in dpkg's build flags, on real source packages

CC       ?= gcc
CXX      ?= g++
ifeq ($(origin CC),default)
CC        = gcc
endif
ifeq ($(origin CXX),default)
CXX       = g++
endif
PREFIX   ?= /usr/local
DESTDIR  ?=
BUILD    ?= build
SANITIZE ?=

FRIBIDI_CFLAGS := $(shell pkg-config --cflags fribidi 2>/dev/null || echo -I/usr/include/fribidi)
FRIBIDI_LIBS   := $(shell pkg-config --libs fribidi 2>/dev/null || echo -lfribidi)
PLUGIN_INC     := $(shell $(CXX) -print-file-name=plugin)/include
GCC_PLUGIN_DIR := $(shell $(CC) -print-file-name=plugin)

WARN      = -Wall -Wextra -Werror
OPT       = -O2 -g
ifeq ($(SANITIZE),1)
SAN       = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
endif
ICU_CFLAGS     := $(shell pkg-config --cflags icu-uc 2>/dev/null)
ICU_LIBS       := $(shell pkg-config --libs icu-uc 2>/dev/null || echo -licuuc)
CORE_CFLAGS = -std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L $(WARN) $(OPT) $(SAN) -fPIC $(FRIBIDI_CFLAGS) $(ICU_CFLAGS) -I$(BUILD) -Iplugin/core $(CPPFLAGS) $(CFLAGS)
# ICU is opened with dlopen when a line needs it (plugin/core/bidi/engine-icu.c).
DL_LIBS  = -ldl
# The three rooms (doc/design.md, "Layout"): plugin/core is C11 and sees no
# GCC header; plugin/gcc and plugin/scan see only the core's public headers
# (bidiguard.h, option-list.h), which is all -Iplugin/core is meant for
# outside the core.  Inside it, a file names a room's header by its room
# ("text/text.h"); check-deps says which rooms each may see.
GLUE_CXXFLAGS = $(WARN) -Wno-unused-parameter $(OPT) $(SAN) -fPIC -fno-rtti -fno-exceptions -I$(PLUGIN_INC) -Iplugin/core $(CPPFLAGS) $(CXXFLAGS)
ROOM_CFLAGS = $(filter-out -I$(BUILD),$(CORE_CFLAGS))

# The core's rooms are its subfolders (doc/design.md, "Layout"); gen/ holds
# the generators of its tables, which are not part of it.
CORE_SRC = $(filter-out plugin/core/gen/%,$(wildcard plugin/core/*/*.c))
CORE_OBJ = $(CORE_SRC:plugin/%.c=$(BUILD)/%.o)
GCC_SRC  = $(wildcard plugin/gcc/*.c)
# The checks' glue: every C++ file of plugin/gcc but the loader's.
GLUE_SRC = $(filter-out plugin/gcc/loader.cc,$(wildcard plugin/gcc/*.cc))
GCC_OBJ  = $(GCC_SRC:plugin/%.c=$(BUILD)/%.o) $(GLUE_SRC:plugin/%.cc=$(BUILD)/%.o)
LOADER_OBJ = $(BUILD)/gcc/loader.o $(BUILD)/gcc/version-check.o
SCAN_SRC = $(wildcard plugin/scan/*.c)
SCAN_OBJ = $(SCAN_SRC:plugin/%.c=$(BUILD)/%.o)

SCANNER  = $(BUILD)/bidiguard-scan
# The launcher front (distcc, icecc): checks where cpp runs, sends the
# compile out (plugin/cc/bidiguard-cc.c).
CC_SRC   = $(wildcard plugin/cc/*.c)
CC_OBJ   = $(CC_SRC:plugin/%.c=$(BUILD)/%.o)
CC_FRONT = $(BUILD)/bidiguard-cc
# What GCC loads: bidiguard.so needs no symbol of GCC and opens the
# checks, bidiguard-cfamily.so, only in a C-family compiler of the GCC
# they were built for (plugin/gcc/loader.cc).
PLUGIN   = $(BUILD)/bidiguard.so
CFAMILY  = $(BUILD)/bidiguard-cfamily.so
UNIT_SRC = $(wildcard testsuite/unit/test-*.c) testsuite/unit/conform-bidi.c
UNIT_BIN = $(UNIT_SRC:testsuite/unit/%.c=$(BUILD)/unit/%)

.PHONY: all check test-programs specs-gcc install uninstall demo bench fuzz realworld valgrind e2e distro-test deps deps-tools clean unit difftest
all: $(SCANNER) $(PLUGIN) $(CFAMILY) $(CC_FRONT)

# Rebuild everything when the compiler or the flags change (CC=gcc-11 ...).
STAMP = $(BUILD)/.flags
$(STAMP): FORCE
	@mkdir -p $(BUILD) $(BUILD)/unit $(BUILD)/core $(BUILD)/gcc $(BUILD)/scan $(BUILD)/cc
	@echo '$(CC) $(CXX) $(CORE_CFLAGS) $(GLUE_CXXFLAGS)' | cmp -s - $@ || echo '$(CC) $(CXX) $(CORE_CFLAGS) $(GLUE_CXXFLAGS)' > $@
FORCE:

# Each object's headers come from the compiler (-MMD -MP writes $*.d next to
# it), so touching one header rebuilds exactly what includes it.
DEPFLAGS = -MMD -MP
$(BUILD)/core/%.o: plugin/core/%.c $(STAMP)
	@mkdir -p $(@D)
	$(CC) $(CORE_CFLAGS) $(DEPFLAGS) -c -o $@ $<
$(BUILD)/gcc/%.o: plugin/gcc/%.c $(STAMP)
	$(CC) $(ROOM_CFLAGS) $(DEPFLAGS) -c -o $@ $<
$(BUILD)/scan/%.o: plugin/scan/%.c $(STAMP)
	$(CC) $(ROOM_CFLAGS) $(DEPFLAGS) -c -o $@ $<
$(BUILD)/cc/%.o: plugin/cc/%.c $(STAMP)
	$(CC) $(ROOM_CFLAGS) $(DEPFLAGS) -c -o $@ $<

# Today's bidi classes, from the ICU the plugin opens at run time (built
# and run here only; the plugin itself does not link ICU).
$(BUILD)/unicode-classes: plugin/core/gen/unicode-classes.c plugin/core/gen/unicode17-classes.h plugin/core/gen/class-ranges.h $(STAMP)
	$(CC) -std=c11 $(WARN) $(FRIBIDI_CFLAGS) $(ICU_CFLAGS) -o $@ $< $(ICU_LIBS) $(FRIBIDI_LIBS)
$(BUILD)/unicode-classes.h: $(BUILD)/unicode-classes
	$(BUILD)/unicode-classes > $@.tmp && mv $@.tmp $@
$(BUILD)/core/text/utf8.o: $(BUILD)/unicode-classes.h

# GCC's display width of each code point, from the same ICU.
$(BUILD)/unicode-widths: plugin/core/gen/unicode-widths.c $(STAMP)
	$(CC) -std=c11 $(WARN) $(ICU_CFLAGS) -o $@ $< $(ICU_LIBS)
$(BUILD)/unicode-widths.h: $(BUILD)/unicode-widths
	$(BUILD)/unicode-widths > $@.tmp && mv $@.tmp $@
$(BUILD)/core/bidi/render.o: $(BUILD)/unicode-widths.h

$(BUILD)/libbidiguard.a: $(CORE_OBJ)
	rm -f $@ && ar rcs $@ $^

$(SCANNER): $(SCAN_OBJ) $(BUILD)/libbidiguard.a
	$(CC) $(SAN) $(LDFLAGS) -o $@ $^ $(FRIBIDI_LIBS) $(DL_LIBS)

$(CC_FRONT): $(CC_OBJ)
	$(CC) $(SAN) $(LDFLAGS) -o $@ $^

$(BUILD)/gcc/%.o: plugin/gcc/%.cc $(STAMP)
	$(CXX) $(GLUE_CXXFLAGS) $(DEPFLAGS) -c -o $@ $<

$(CFAMILY): $(GCC_OBJ) $(CORE_OBJ)
	$(CXX) $(SAN) -shared $(LDFLAGS) -o $@ $^ $(FRIBIDI_LIBS) $(DL_LIBS)

$(PLUGIN): $(LOADER_OBJ) | $(CFAMILY)
	$(CXX) $(SAN) -shared $(LDFLAGS) -o $@ $(LOADER_OBJ) $(DL_LIBS)

$(BUILD)/unit/%: testsuite/unit/%.c $(BUILD)/libbidiguard.a $(STAMP)
	$(CC) $(CORE_CFLAGS) $(DEPFLAGS) -Iplugin/core -DBG_SOURCE_DIR='"$(CURDIR)"' -o $@ $< $(BUILD)/libbidiguard.a $(FRIBIDI_LIBS) $(DL_LIBS)
# The glue's version check is plain C, tested on its own.
$(BUILD)/unit/test-version-check: testsuite/unit/test-version-check.c $(BUILD)/gcc/version-check.o $(STAMP)
	$(CC) $(ROOM_CFLAGS) $(DEPFLAGS) -Iplugin/gcc -o $@ $< $(BUILD)/gcc/version-check.o

# test-walks pins how many times each kind of line is walked: the core's
# files that count (BG_COUNT_WALK) are built again with the counters on
# and linked with the others (the counters are fields either way).
WALKS_SRC = $(shell grep -l BG_COUNT_WALK $(CORE_SRC))
WALKS_OBJ = $(WALKS_SRC:plugin/core/%.c=$(BUILD)/walks/%.o) \
	    $(filter-out $(WALKS_SRC:plugin/%.c=$(BUILD)/%.o),$(CORE_OBJ))
$(BUILD)/walks/%.o: plugin/core/%.c $(STAMP) | $(BUILD)/unicode-classes.h $(BUILD)/unicode-widths.h
	@mkdir -p $(@D)
	$(CC) $(CORE_CFLAGS) -DBG_COUNT_WALKS $(DEPFLAGS) -c -o $@ $<
$(BUILD)/walks/libbidiguard.a: $(WALKS_OBJ)
	rm -f $@ && ar rcs $@ $^
$(BUILD)/unit/test-walks: testsuite/unit/test-walks.c $(BUILD)/walks/libbidiguard.a $(STAMP)
	$(CC) $(CORE_CFLAGS) -DBG_COUNT_WALKS $(DEPFLAGS) -Iplugin/core -o $@ $< $(BUILD)/walks/libbidiguard.a $(FRIBIDI_LIBS) $(DL_LIBS)

unit: $(UNIT_BIN)

# The Clang plugin (plugin/clang, doc/clang.md): one build per LLVM major,
# on the same core library, with Clang's headers as system headers so that
# -Werror judges only the glue.  Clang's own symbols come from the clang
# that loads it; the core's are kept inside (--exclude-libs).
# Default: the newest Clang whose development headers are installed.
CLANG_FOUND   := $(foreach v,19 16 15 14,$(if $(wildcard $(shell llvm-config-$(v) --includedir 2>/dev/null)/clang/Lex/Preprocessor.h),$(v)))
CLANG_VERSION ?= $(firstword $(CLANG_FOUND) 16)
LLVM_CONFIG    = llvm-config-$(CLANG_VERSION)
CLANG_BUILD    = $(BUILD)/clang-$(CLANG_VERSION)
# What Clang loads: bidiguard-clang.so needs no symbol of Clang and opens
# the checks, bidiguard-clang-checks.so, only in the LLVM major they were
# built for (plugin/clang/loader.c).
CLANG_PLUGIN   = $(CLANG_BUILD)/bidiguard-clang.so
CLANG_CHECKS   = $(CLANG_BUILD)/bidiguard-clang-checks.so
CLANG_MAJOR    = $(firstword $(subst ., ,$(shell $(LLVM_CONFIG) --version 2>/dev/null)) $(CLANG_VERSION))
CLANG_INC      = $(shell $(LLVM_CONFIG) --includedir 2>/dev/null)
CLANG_CXXFLAGS = -std=c++17 $(WARN) -Wno-unused-parameter $(OPT) $(SAN) -fPIC -fno-rtti -fno-exceptions \
		 -isystem $(CLANG_INC) -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS -D__STDC_LIMIT_MACROS \
		 -Iplugin/core $(CPPFLAGS) $(CXXFLAGS)
CLANG_SRC      = $(wildcard plugin/clang/*.cc)
CLANG_OBJ      = $(CLANG_SRC:plugin/clang/%.cc=$(CLANG_BUILD)/clang/%.o)

.PHONY: clang check-clang
clang: $(CLANG_PLUGIN)
$(CLANG_BUILD)/clang/%.o: plugin/clang/%.cc $(STAMP)
	@test -f '$(CLANG_INC)/clang/Lex/Preprocessor.h' || { echo "Clang $(CLANG_VERSION)'s headers are missing: apt-get install clang-$(CLANG_VERSION) libclang-$(CLANG_VERSION)-dev llvm-$(CLANG_VERSION)-dev"; exit 1; }
	@mkdir -p $(CLANG_BUILD)/clang
	$(CXX) $(CLANG_CXXFLAGS) $(DEPFLAGS) -c -o $@ $<
$(CLANG_CHECKS): $(CLANG_OBJ) $(BUILD)/libbidiguard.a
	$(CXX) $(SAN) -shared $(LDFLAGS) -Wl,--exclude-libs,ALL -o $@ $(CLANG_OBJ) $(BUILD)/libbidiguard.a $(FRIBIDI_LIBS) $(DL_LIBS)
# The loader is plain C: the LLVM major is all it knows of Clang.
CLANG_LOADER_CFLAGS = $(filter-out -D_POSIX_C_SOURCE=%,$(ROOM_CFLAGS)) -D_GNU_SOURCE
$(CLANG_BUILD)/clang/loader.o: plugin/clang/loader.c $(STAMP)
	@mkdir -p $(CLANG_BUILD)/clang
	$(CC) $(CLANG_LOADER_CFLAGS) -DBG_CLANG_MAJOR=$(CLANG_MAJOR) $(DEPFLAGS) -c -o $@ $<
$(CLANG_PLUGIN): $(CLANG_BUILD)/clang/loader.o | $(CLANG_CHECKS)
	$(CC) $(SAN) -shared $(LDFLAGS) -o $@ $< $(DL_LIBS)
# For the test of the version check: a loader for the next major, beside
# a link to these checks, which it must not open in this Clang.
CLANG_OTHER = $(CLANG_BUILD)/other-major/bidiguard-clang.so
$(CLANG_OTHER): plugin/clang/loader.c $(STAMP) | $(CLANG_CHECKS)
	@mkdir -p $(@D)
	$(CC) $(CLANG_LOADER_CFLAGS) -DBG_CLANG_MAJOR=$$(($(CLANG_MAJOR) + 1)) -shared -o $@ $< $(DL_LIBS)
	ln -sf ../bidiguard-clang-checks.so $(@D)/bidiguard-clang-checks.so

check-clang: all $(CLANG_PLUGIN) $(CLANG_OTHER)
	CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' python3 testsuite/clang/test-clang.py --clang clang-$(CLANG_VERSION) --plugin '$(CLANG_PLUGIN)'

# make check builds and tests it when Clang's headers are there (not
# under SANITIZE=1: clang would need the sanitizer runtime preloaded).
CLANG_CHECK = $(if $(SANITIZE),,$(if $(wildcard $(CLANG_INC)/clang/Lex/Preprocessor.h),$(CLANG_PLUGIN) $(CLANG_OTHER) $(if $(CLANG_ALSO),clang-also)))
# More LLVM majors that make check builds and tests after CLANG_VERSION,
# each in its own BUILD/clang-N (CI's gcc-11 leg: CLANG_VERSION=14
# CLANG_ALSO=15).  One sub-make per major, as the flags above are one
# major's; a major named here without its headers stops the build.
CLANG_ALSO ?=
.PHONY: clang-also
clang-also: all
	+@for v in $(CLANG_ALSO); do \
	  $(MAKE) --no-print-directory CLANG_VERSION=$$v CLANG_ALSO= clang $(BUILD)/clang-$$v/other-major/bidiguard-clang.so || exit 1; \
	done

-include $(wildcard $(BUILD)/clang-*/clang/*.d)

-include $(wildcard $(BUILD)/*/*.d $(BUILD)/core/*/*.d $(BUILD)/walks/*/*.d)

# The differential test's tools: a test-only GCC plugin that prints the
# comments cpp lexes, and the same from bidiguard's lexer.  Not installed.
DIFF_TOOLS = $(BUILD)/comment_dump.so $(BUILD)/lex-comments
# A test-only plugin that confirms gcc-compat.h's cpp_buffer mirror on this
# GCC (testsuite/mirror/check-mirror.sh).  Not installed.
MIRROR_LIB = $(BUILD)/buffer_mirror.so
# A test-only allocator that fails the plugin's large allocations
# (testsuite/bidiguard.c/glue-oom.exp).  Not installed.
OOM_LIB = $(BUILD)/fail-alloc.so
DIFF_FILES ?= 250
DIFF_SNIPPETS ?= 400
DIFF_SEED ?= 1
DIFF_FLOW_FILES ?= 200

# It links the core for bg_lang_from_std, which bg_lang_from_cpp calls.
$(BUILD)/comment_dump.so: testsuite/diff/comment-dump.cc plugin/gcc/gcc-compat.h $(BUILD)/libbidiguard.a $(STAMP)
	$(CXX) $(WARN) -Wno-unused-parameter $(OPT) -fPIC -fno-rtti -fno-exceptions -I$(PLUGIN_INC) -Iplugin/gcc -Iplugin/core -shared -o $@ $< $(BUILD)/libbidiguard.a $(FRIBIDI_LIBS) $(DL_LIBS)

$(MIRROR_LIB): testsuite/mirror/buffer-mirror.cc plugin/gcc/gcc-compat.h $(STAMP)
	$(CXX) $(WARN) -Wno-unused-parameter $(OPT) -fPIC -fno-rtti -fno-exceptions -I$(PLUGIN_INC) -Iplugin/gcc -Iplugin/core -shared -o $@ $<

$(OOM_LIB): testsuite/oom/fail-alloc.c $(STAMP)
	$(CC) $(WARN) $(OPT) -fPIC -shared -o $@ $< -ldl

$(BUILD)/lex-comments: testsuite/diff/lex-comments.c $(BUILD)/libbidiguard.a $(STAMP)
	$(CC) $(CORE_CFLAGS) $(DEPFLAGS) -Iplugin/core -o $@ $< $(BUILD)/libbidiguard.a $(FRIBIDI_LIBS)

difftest: deps all $(DIFF_TOOLS)
	python3 testsuite/diff/diff-lex.py --build '$(BUILD)' --cc '$(CC)' --files $(DIFF_FILES) --snippets $(DIFF_SNIPPETS) --seed $(DIFF_SEED)
	mkdir -p '$(BUILD)/difftest-flows'
	cd '$(BUILD)/difftest-flows' && CC='$(CC)' CXX='$(CXX)' BUILD='$(abspath $(BUILD))' SANITIZE='$(SANITIZE)' \
	  python3 '$(CURDIR)/testsuite/diff/vs-gcc-bidi.py' --flows $(DIFF_SEED) $(DIFF_FLOW_FILES)

deps:
	@CC='$(CC)' sh config/install-deps.sh

# `make deps check` (or deps with any other goal): the installer runs
# before anything is built, even under -j.
ifneq ($(filter deps,$(MAKECMDGOALS)),)
$(STAMP): | deps
endif

deps-tools:
	@CC='$(CC)' sh config/install-deps.sh valgrind time

# config/bidiguard.specs for this GCC's major version only (the Debian
# package gcc-N-bidiguard installs it): it loads the plugin of the GCC
# whose plugin directory holds plugin/bidiguard-gcc-N.specs, the name the
# package links to it; another GCC given this file loads this GCC's
# plugin by its path, which says in one note that it does not check.
GCC_MAJOR := $(shell $(CC) -dumpversion | cut -d. -f1)
GCC_SPECS  = $(BUILD)/bidiguard-gcc-$(GCC_MAJOR).specs
$(GCC_SPECS): config/bidiguard.specs $(STAMP)
	sed -e '/^# How it is written/i # This copy is for GCC $(GCC_MAJOR) only: instead of plugin/bidiguard.so,\n# the condition is plugin/bidiguard-gcc-$(GCC_MAJOR).specs (a link to this\n# file that gcc-$(GCC_MAJOR)-bidiguard puts in GCC $(GCC_MAJOR)'"'"'s plugin directory); any\n# other GCC given this file loads GCC $(GCC_MAJOR)'"'"'s plugin by its full path,\n# which says there in one note that the compile is not checked.\n#' \
	  -e 's|%:if-exists-then-else(%:find-file(plugin/bidiguard\.so) -fplugin=%:find-file(plugin/bidiguard\.so))|%:if-exists-then-else(%:find-file(plugin/bidiguard-gcc-$(GCC_MAJOR).specs) -fplugin=%:find-file(plugin/bidiguard.so) %:if-exists-then-else($(GCC_PLUGIN_DIR)/bidiguard.so -fplugin=$(GCC_PLUGIN_DIR)/bidiguard.so))|' \
	  config/bidiguard.specs > $@.tmp
	grep -q 'find-file(plugin/bidiguard-gcc-$(GCC_MAJOR).specs)' $@.tmp && mv $@.tmp $@
specs-gcc: $(GCC_SPECS)

# Everything `make check` runs, built; debian/rules' test step builds the
# same (without `deps`, which would install packages during a build, and
# without the Clang plugin: CLANG_CHECK=).
test-programs: all $(UNIT_BIN) $(DIFF_TOOLS) $(OOM_LIB) $(MIRROR_LIB) $(GCC_SPECS) $(CLANG_CHECK)

check: test-programs
	@CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' SANITIZE='$(SANITIZE)' CLANG_VERSION='$(if $(CLANG_CHECK),$(CLANG_VERSION))' CLANG_VERSIONS='$(if $(CLANG_CHECK),$(CLANG_VERSION) $(CLANG_ALSO))' sh testsuite/check.sh

install: all
	install -d $(DESTDIR)$(GCC_PLUGIN_DIR) $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/bidiguard
	install -m 755 $(PLUGIN) $(DESTDIR)$(GCC_PLUGIN_DIR)/bidiguard.so
	install -m 755 $(CFAMILY) $(DESTDIR)$(GCC_PLUGIN_DIR)/bidiguard-cfamily.so
	install -m 755 $(SCANNER) $(DESTDIR)$(PREFIX)/bin/bidiguard-scan
	install -m 755 $(CC_FRONT) $(DESTDIR)$(PREFIX)/bin/bidiguard-cc
	install -m 644 config/bidiguard.specs $(DESTDIR)$(PREFIX)/share/bidiguard/bidiguard.specs
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man7
	install -m 644 man/bidiguard-scan.1 $(DESTDIR)$(PREFIX)/share/man/man1/bidiguard-scan.1
	install -m 644 man/bidiguard-cc.1 $(DESTDIR)$(PREFIX)/share/man/man1/bidiguard-cc.1
	install -m 644 man/bidiguard.7 $(DESTDIR)$(PREFIX)/share/man/man7/bidiguard.7

uninstall:
	rm -f $(DESTDIR)$(GCC_PLUGIN_DIR)/bidiguard.so $(DESTDIR)$(GCC_PLUGIN_DIR)/bidiguard-cfamily.so $(DESTDIR)$(PREFIX)/bin/bidiguard-scan $(DESTDIR)$(PREFIX)/bin/bidiguard-cc
	rm -rf $(DESTDIR)$(PREFIX)/share/bidiguard
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/bidiguard-scan.1 $(DESTDIR)$(PREFIX)/share/man/man1/bidiguard-cc.1 $(DESTDIR)$(PREFIX)/share/man/man7/bidiguard.7

demo: deps all
	@CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' sh config/demo.sh

bench: deps-tools all
	@CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' CLANG_VERSION='$(if $(wildcard $(CLANG_PLUGIN)),$(CLANG_VERSION))' sh testsuite/bench/bench.sh

# libFuzzer over the core, then the plugin inside cc1 on GLUE_FUZZ_INPUTS
# random and mutated files (make check runs 150 of them).
GLUE_FUZZ_INPUTS ?= 5000
GLUE_FUZZ_SEED ?= $(shell date +%s)
fuzz: $(BUILD)/unicode-classes.h all
	@BUILD='$(BUILD)' FUZZ_SECONDS='$(FUZZ_SECONDS)' sh testsuite/fuzz/fuzz.sh
	SANITIZE='$(SANITIZE)' python3 testsuite/fuzz/glue-fuzz.py --plugin $(PLUGIN) --cc '$(CC)' --cxx '$(CXX)' \
	  --inputs $(GLUE_FUZZ_INPUTS) --seed $(GLUE_FUZZ_SEED) --out $(BUILD)/glue-fuzz | grep -v '^PASS: '
	if [ -f '$(CLANG_PLUGIN)' ] && command -v clang-$(CLANG_VERSION) > /dev/null; then \
	  python3 testsuite/fuzz/glue-fuzz.py --clang --plugin $(CLANG_PLUGIN) --cc clang-$(CLANG_VERSION) --cxx clang++-$(CLANG_VERSION) \
	    --inputs $(GLUE_FUZZ_INPUTS) --seed $(GLUE_FUZZ_SEED) --out $(BUILD)/glue-fuzz-clang | grep -v '^PASS: '; fi

realworld: deps all
	@CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' sh testsuite/realworld/realworld.sh

valgrind: deps-tools all
	@CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' sh testsuite/fuzz/valgrind.sh

distro-test:
	@BUILD='$(BUILD)' bash config/distro-test.sh $(DISTRO_TEST_PACKAGES)

e2e: deps all
	@CC='$(CC)' CXX='$(CXX)' BUILD='$(BUILD)' sh testsuite/realworld/e2e.sh

clean:
	rm -rf $(BUILD) testsuite/*.log testsuite/*.sum
