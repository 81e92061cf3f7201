#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-deps.py - the rooms' files depend on each other one way only.

  check-deps.py BUILD_DIR [CORE_DIR]

(CORE_DIR is plugin/core; plugin/scan/scan-tool.h is found beside it.)

The source is in rooms (doc/design.md, "Layout"): plugin/core (C11, no
GCC or Clang header), plugin/gcc (the GCC plugin's glue), plugin/scan (the
bidiguard-scan command), plugin/cc (the bidiguard-cc command) and
plugin/clang (the Clang plugin's glue, built per LLVM major into
BUILD_DIR/clang-N/clang: the newest built is read).
Reads the symbols each object under BUILD_DIR/{core,gcc,scan,cc} and
BUILD_DIR/clang-N/clang defines and uses (nm), and the headers it was
compiled with (the compiler's NAME.d beside the object), draws the
file-level graph "A uses a function or object B defines", and checks:

  1. no cycle anywhere: every strongly connected component is one file;
  2. the core uses nothing of the other rooms, and includes no header
     outside plugin/core (so no GCC or Clang header either); inside it,
     every file is in one of the core's own rooms (CORE_ROOMS: a folder
     plugin/core/ROOM with its header ROOM/ROOM.h), and uses a symbol of
     and includes a header of only its own room and the rooms CORE_ROOMS
     says it sees (gen/'s pinned tables are the text room's);
  3. the glues and the command use no symbol of each other, include no
     core header but the public ones (bidiguard.h, option-list.h) and no
     header of another room, and use only core symbols those public
     headers declare;
  4. every global the core defines is used by another object (or, for a
     test hook, by a test program's source: testsuite/unit, fuzz and diff
     are linked against the core, not read by nm); one that nothing else
     uses is dead or should be static;
  5. the room headers' and scan-tool.h's section headings
     ("/* ---- quiet.c ---- */") name the file of that room that defines
     each function declared under them, so that a reader looking for a
     declaration's body finds it where the header says.

Prints the core's rooms, each with its files and the rooms it sees, then
the layers, lowest first (a file's layer is one more than the
highest layer it uses), then "# check-deps: N passed, M failed".  The
layers are what the closing notes and doc/design.md quote as the
dependency order; --layers prints only them, and --rooms=R1,R2 only the
files of those rooms (doc/design.md's block, which test-docs.py runs).
"""
import os
import re
import subprocess
import sys


def symbols(obj):
    """(defined, undefined) global symbol sets of OBJ."""
    out = subprocess.run(["nm", obj], capture_output=True, text=True,
                         check=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "U":
            undefined.add(parts[1])
        elif len(parts) == 3 and parts[1] in "TDBRVWC":
            # ASan's one-definition-rule indicators (__odr_asan.NAME) and
            # the like are the sanitizer's, not the source's.
            if not parts[2].startswith(("__odr_asan", "__asan", "___asan", "__ubsan")):
                defined.add(parts[2])
    return defined, undefined


ROOMS = ("core", "gcc", "scan", "clang", "cc")
PUBLIC = ("bidiguard.h", "option-list.h")
# The core's rooms, lowest first, each with the other rooms it sees
# (besides the public headers): a file may use the symbols and include the
# headers of its own room and of those alone (rule 2).
CORE_ROOMS = (
    ("options", ()),
    ("text", ()),
    ("bidi", ("text",)),
    ("checks", ("text", "bidi")),
    ("report", ("text", "bidi", "checks")),
    ("driver", ("options", "text", "bidi", "checks", "report")),
)
SEES = dict(CORE_ROOMS)
# Folders of plugin/core that hold headers of a room without being one:
# the pinned tables of the identifier characters and classes.
DATA_OF = {"gen": "text"}
# The headers whose sections rule 5 reads: (room, path from plugin/core).
SECTIONED = tuple(("core/" + r, "%s/%s.h" % (r, r)) for r, _ in CORE_ROOMS
                  if r != "options") + (("scan", "../scan/scan-tool.h"),)


def core_room(name):
    """The core room of the file NAME ("core/text/lex.c": text), or None."""
    parts = name.split("/")
    return parts[1] if len(parts) == 3 and parts[0] == "core" else None


def core_rule(f, g, hs):
    """Rule 2 inside the core: what the core file F may not use or see."""
    room = core_room(f)
    if room not in SEES:
        return ["is in no room of the core (CORE_ROOMS)"]
    bad = []
    seen = (room,) + SEES[room]
    for used in sorted(g[f]):
        r = core_room(used)
        if r is not None and r not in seen:
            bad.append("uses %s, of the %s room, which the %s room may not see"
                       % (used, r, room))
    for h in hs or ():
        parts = h.split("/")
        if len(parts) == 4 and parts[:2] == ["plugin", "core"]:
            r = DATA_OF.get(parts[2], parts[2])
            if r not in seen:
                bad.append("includes %s, of the %s room, which the %s room "
                           "may not see" % (h, r, room))
    return bad


def room_dir(build, room):
    """Where ROOM's objects are: BUILD/ROOM, or for the Clang room the
    newest BUILD/clang-N/clang."""
    if room != "clang":
        return os.path.join(build, room)
    found = []
    for n in os.listdir(build) if os.path.isdir(build) else []:
        m = re.match(r"clang-(\d+)$", n)
        if m and os.path.isdir(os.path.join(build, n, "clang")):
            found.append((int(m.group(1)), os.path.join(build, n, "clang")))
    return max(found)[1] if found else os.path.join(build, "clang")


OBJECT_DIRS = {}
# plugin/, for whether an object's source is C or C++.
SOURCE_ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           "..", "..", "plugin")


def objects(build):
    """(room, source name, object path) of every object in the rooms."""
    out = []
    for room in ROOMS:
        d = room_dir(build, room)
        if not os.path.isdir(d):
            continue
        OBJECT_DIRS[room] = d
        # The core's objects are in its rooms' subfolders (core/text/...).
        for sub, _, files in sorted(os.walk(d)):
            rel = os.path.relpath(sub, d)
            prefix = "" if rel == "." else rel + "/"
            for o in sorted(files):
                if o.endswith(".o"):
                    src = prefix + o[:-2] + ".c"
                    if os.path.exists(os.path.join(SOURCE_ROOT, room, prefix + o[:-2] + ".cc")):
                        src = prefix + o[:-2] + ".cc"
                    out.append((room, room + "/" + src, os.path.join(sub, o)))
    return out


def graph(build):
    """(file -> files it uses, symbol -> defining file, file -> its uses)."""
    defs, uses, owner = {}, {}, {}
    for room, name, obj in objects(build):
        defs[name], uses[name] = symbols(obj)
        for s in defs[name]:
            owner[s] = name
    g = {f: {owner[s] for s in uses[f] if s in owner and owner[s] != f}
         for f in defs}
    return g, owner, uses


def headers(build, name):
    """Headers the object of NAME was compiled with, from its .d file."""
    room, src = name.split("/", 1)
    d = os.path.join(OBJECT_DIRS.get(room, os.path.join(build, room)),
                     src.rsplit(".", 1)[0] + ".d")
    if not os.path.exists(d):
        return None
    text = open(d, encoding="utf-8").read().replace("\\\n", " ")
    first = text.split("\n", 1)[0]
    deps = first.split(":", 1)[1].split() if ":" in first else []
    return [os.path.normpath(h) for h in deps[1:]]


def public_names(core_dir):
    """Identifiers the core's public headers declare."""
    names = set()
    for h in PUBLIC:
        text = open(os.path.join(core_dir, h), encoding="utf-8").read()
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        names |= set(re.findall(r"\b(bg_\w+)\s*[\(\[;]", text))
    return names


def room_rules(build, g, owner, uses, core_dir):
    """(passed, failed) of rules 2 and 3, printing each failure."""
    passed = failed = 0
    public = public_names(core_dir)
    for f in sorted(g):
        room = f.split("/")[0]
        bad = []
        for used in sorted(g[f]):
            uroom = used.split("/")[0]
            if uroom != room and uroom != "core":
                bad.append("uses %s" % used)
        if room != "core":
            for s in sorted(uses[f]):
                o = owner.get(s)
                if o and o.startswith("core/") and s not in public:
                    bad.append("uses %s (%s), which no public header declares"
                               % (s, o))
        hs = headers(build, f)
        if room == "core":
            bad += core_rule(f, g, hs)
        if hs is None:
            bad.append("has no .d file to read its headers from")
        else:
            for h in hs:
                if room == "core":
                    generated = os.path.abspath(h).startswith(
                        os.path.abspath(build) + os.sep)
                    if not h.startswith("plugin/core/") and not generated \
                            and not h.startswith("/"):
                        bad.append("includes %s" % h)
                    elif h.startswith("/") and "/plugin/include/" in h:
                        bad.append("includes the GCC header %s" % h)
                    elif h.startswith("/") and re.search(r"/include/(clang|llvm)/", h):
                        bad.append("includes the Clang header %s" % h)
                elif h.startswith("plugin/core/") and os.path.basename(h) not in PUBLIC:
                    bad.append("includes the core's private %s" % h)
                elif (h.startswith("plugin/") and not h.startswith("plugin/core/")
                      and not h.startswith("plugin/%s/" % room)):
                    bad.append("includes another room's %s" % h)
        if bad:
            failed += 1
            for b in bad:
                print("FAIL: %s %s" % (f, b))
        else:
            passed += 1
    return passed, failed


def components(g):
    """Strongly connected components of G (Tarjan), each a sorted list."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(g[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def layers(g, comps):
    """Layer of each component: 0 for leaves, else 1 + its highest use."""
    of = {f: i for i, c in enumerate(comps) for f in c}
    layer = {}
    # Tarjan emits components in reverse topological order: uses first.
    for i, c in enumerate(comps):
        used = {of[w] for f in c for w in g[f]} - {i}
        layer[i] = 1 + max((layer[j] for j in used), default=-1)
    return layer


# The test programs' sources: what they call of the core keeps it alive.
TEST_SOURCES = ("unit", "fuzz", "diff")


def test_uses(root):
    """Identifiers bg_* that the test programs' sources spell."""
    names = set()
    for d in TEST_SOURCES:
        path = os.path.join(root, "testsuite", d)
        for n in sorted(os.listdir(path)) if os.path.isdir(path) else []:
            if n.endswith((".c", ".h", ".cc")):
                text = open(os.path.join(path, n), encoding="utf-8").read()
                names |= set(re.findall(r"\b(bg_\w+)\b", text))
    return names


def unused_rule(owner, uses, root):
    """(passed, failed) of rule 4, printing each failure."""
    used = set()
    for f, u in uses.items():
        used |= {s for s in u if owner.get(s) != f}
    tested = test_uses(root)
    passed = failed = 0
    for s in sorted(owner):
        f = owner[s]
        if not f.startswith("core/"):
            continue
        if s in used or s in tested:
            passed += 1
        else:
            failed += 1
            print("FAIL: %s defines %s, which no other object and no test "
                  "uses (dead, or make it static)" % (f, s))
    return passed, failed


def header_sections(header):
    """(heading file, function name) for each prototype in HEADER."""
    section = None
    out = []
    text = open(header, encoding="utf-8").read()
    # Drop static inline bodies and comments so that only prototypes remain.
    text = re.sub(r"/\*(?!\s*-{4}).*?\*/", "", text, flags=re.S)
    depth = 0
    for line in text.splitlines():
        m = re.match(r"/\*\s*-{4}\s*(\S+?\.c)\b[^-]*-{4}\s*\*/", line.strip())
        if m:
            section = m.group(1)
            continue
        if line.lstrip().startswith("/* ----"):
            section = None  # a heading that names no file
            continue
        if depth == 0 and section and not line.startswith(("static", " ", "\t", "#", "}", "{")):
            # A line opening with struct or enum is a prototype only when
            # it returns one ("struct bg_icu *bg_icu_new (void);").
            if line.startswith(("struct", "enum")):
                m = re.match(r"(?:struct|enum)\s+\w+[\s*]*(bg_\w+)\s*\(", line)
            else:
                m = re.search(r"\b(bg_\w+)\s*\(", line)
            if m:
                out.append((section, m.group(1)))
        depth += line.count("{") - line.count("}")
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    only_layers = "--layers" in sys.argv
    build = args[0] if args else "build"
    core_dir = args[1] if len(args) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "..", "plugin", "core")
    if not os.path.isdir(core_dir):
        core_dir = os.path.dirname(core_dir)  # a file of it, as before
    g, owner, uses = graph(build)
    if not g:
        print("FAIL: no objects under %s/{%s}" % (build, ",".join(ROOMS)))
        print("# check-deps: 0 passed, 1 failed")
        return 1
    comps = components(g)
    layer = layers(g, comps)
    by_layer = {}
    for i, c in enumerate(comps):
        by_layer.setdefault(layer[i], []).append(" = ".join(c) if len(c) > 1
                                                 else c[0])
    # --rooms=core,gcc: print only those rooms' files (doc/design.md
    # quotes the rooms every build has; the Clang glue is built by some).
    shown = None
    for a in sys.argv[1:]:
        if a.startswith("--rooms="):
            shown = set(a[len("--rooms="):].split(","))
    if shown is None or "core" in shown:
        for r, sees in CORE_ROOMS:
            files = sorted(f.split("/")[2] for f in g if core_room(f) == r)
            print("room core/%s: %s; sees %s" % (
                r, ", ".join(files) or "(no file)",
                ", ".join(sees) if sees else "no other room"))
    for k in sorted(by_layer):
        files = [f for f in sorted(by_layer[k]) if shown is None or f.split("/")[0] in shown]
        if files:
            print("layer %d: %s" % (k, ", ".join(files)))
    if only_layers:
        return 0
    passed = failed = 0
    for c in comps:
        if len(c) > 1:
            failed += 1
            print("FAIL: dependency cycle between %s" % ", ".join(c))
            for f in c:
                print("  %s uses %s" % (f, ", ".join(sorted(g[f] & set(c)))))
        else:
            passed += 1
    p, f = room_rules(build, g, owner, uses, core_dir)
    passed += p
    failed += f
    p, f = unused_rule(owner, uses, os.path.join(SOURCE_ROOT, ".."))
    passed += p
    failed += f
    for room, rel in SECTIONED:
        header = os.path.normpath(os.path.join(core_dir, rel))
        if not os.path.exists(header):
            failed += 1
            print("FAIL: no %s to read its sections from" % header)
            continue
        for section, fn in header_sections(header):
            where = owner.get(fn)
            if where is None:
                continue  # declared, defined nowhere: the linker says
            if where == room + "/" + section:
                passed += 1
            else:
                failed += 1
                print("FAIL: %s declares %s under %s; %s defines it"
                      % (os.path.basename(header), fn, section, where))
    print("# check-deps: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
