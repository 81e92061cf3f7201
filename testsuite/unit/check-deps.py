#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-deps.py - the core's files depend on each other one way only.

  check-deps.py BUILD_DIR [CORE_H]

Reads the symbols each object of the core defines and uses (nm), draws
the file-level graph "A uses a function or object B defines", and checks:

  1. no cycle: every strongly connected component is a single file
     (doc/design.md, "Layout of the core", gives the intended order);
  2. core.h's section headings ("/* ---- quiet.c ---- */") name the file
     that defines each function declared under them, so that a reader
     looking for a declaration's body finds it where the header says.

Prints the layers, lowest first (a file's layer is one more than the
highest layer it uses), then "# check-deps: N passed, M failed".  The
layers are what the closing notes and doc/design.md quote as the
dependency order; --layers prints only them.
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
            defined.add(parts[2])
    return defined, undefined


def graph(build):
    """Map file -> set of files it uses, over the core objects of BUILD."""
    objs = sorted(f for f in os.listdir(build)
                  if f.endswith(".o") and not f.startswith("scan-")
                  and f != "gcc-glue.o")
    defs, uses, owner = {}, {}, {}
    for o in objs:
        name = o[:-2] + ".c"
        defs[name], uses[name] = symbols(os.path.join(build, o))
        for s in defs[name]:
            owner[s] = name
    return {f: {owner[s] for s in uses[f] if s in owner and owner[s] != f}
            for f in defs}, owner


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


def header_sections(core_h):
    """(heading file, function name) for each prototype in CORE_H."""
    section = None
    out = []
    text = open(core_h, encoding="utf-8").read()
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
        if depth == 0 and section and not line.startswith(("static", " ", "\t", "#", "struct", "enum", "}", "{")):
            m = re.search(r"\b(bg_\w+)\s*\(", line)
            if m:
                out.append((section, m.group(1)))
        depth += line.count("{") - line.count("}")
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    only_layers = "--layers" in sys.argv
    build = args[0] if args else "build"
    core_h = args[1] if len(args) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "..", "plugin", "core.h")
    g, owner = graph(build)
    comps = components(g)
    layer = layers(g, comps)
    by_layer = {}
    for i, c in enumerate(comps):
        by_layer.setdefault(layer[i], []).append(" = ".join(c) if len(c) > 1
                                                 else c[0])
    for k in sorted(by_layer):
        print("layer %d: %s" % (k, ", ".join(sorted(by_layer[k]))))
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
    for section, fn in header_sections(core_h):
        where = owner.get(fn)
        if where is None:
            continue  # declared, defined nowhere in the core: the linker says
        if where == section:
            passed += 1
        else:
            failed += 1
            print("FAIL: core.h declares %s under %s; %s defines it"
                  % (fn, section, where))
    print("# check-deps: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
