#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""vs-gcc-bidi.py - does bidiguard see every control GCC's own check sees?

  python3 testsuite/diff/vs-gcc-bidi.py SEED FILES   (from the top directory,
                                                    after make; GCC 12 or later)

Writes FILES random C and C++ files full of bidi controls, splices,
trigraphs, raw strings, header names and directives, compiles each under a
random -std (with and without -trigraphs) once with GCC's
-Wbidi-chars=any and once with the plugin and every check on, and prints
MISS for a line GCC warns on where bidiguard reports nothing in the same
logical line (GCC gives a character after a splice the location of the
logical line).  Files with a miss are kept in the current directory.
Ends with "done, bad N".
"""
import random, subprocess, sys, re, os
rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
CTL = [chr(c) for c in (0x202A,0x202B,0x202C,0x202D,0x202E,0x2066,0x2067,0x2068,0x2069,0x200E,0x200F,0x061C)]
PIECES = ['/*', '*/', '//', '"', "'", 'R"x(', ')x"', 'R"(', ')"', 'u8"', 'L\'', '\\\n', '\\ \n', '??/\n', '??=', '??/', '#include <', '#include "', '>', '#define M ', '#if 0\n', '#endif\n',
  'x', 'int', ' ', ' ', '=', '1\'2', '0x1p', '.', '(', ')', ';', '\n', '\u05d0', '\u0633', '1', 'a', '__has_include(<', '%:include <', '#pragma GCC system_header\n', '\r\n', '?', 'R', 'u8R"', "'\\''", '"\\""', '\t']
def gen():
    out = []
    for _ in range(rng.randint(5, 60)):
        r = rng.random()
        out.append(rng.choice(CTL) if r < 0.25 else rng.choice(PIECES))
    return ''.join(out) + '\n'
stds = ['gnu17', 'c90', 'c11', 'c++17', 'c++11', 'gnu++14', 'c2x']
plugin = os.path.abspath(os.environ.get('BUILD', 'build') + '/bidiguard.so')
cc_c = os.environ.get('CC', 'gcc-12')
cc_cxx = os.environ.get('CXX', 'g++-12')
bad = 0
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 200):
    std = rng.choice(stds)
    tri = rng.random() < 0.3
    cxx = 'c++' in std
    fn = 'f%d.%s' % (i, 'cc' if cxx else 'c')
    open(fn, 'w', encoding='utf-8').write(gen())
    cc = cc_cxx if cxx else cc_c
    base = [cc, '-std=' + std, '-fsyntax-only', '-fdiagnostics-plain-output'] + (['-trigraphs'] if tri else []) + [fn]
    g = subprocess.run(base + ['-Wbidi-chars=any'], capture_output=True, text=True, errors='replace').stderr
    b = subprocess.run(base + ['-fplugin=' + plugin, '-fplugin-arg-bidiguard-checks=all'], capture_output=True, text=True, errors='replace').stderr
    gl = set(int(m) for m in re.findall(r'^%s:(\d+):\d+: warning: .*-Wbidi-chars' % re.escape(fn), g, re.M))
    bl = set(int(m) for m in re.findall(r'^%s:(\d+):\d+: warning: .*bidiguard' % re.escape(fn), b, re.M))
    if 'internal compiler error' in b or 'Segmentation' in b:
        print('ICE', fn, std, tri); bad += 1
    text = open(fn, encoding='utf-8').read().replace('\r\n', '\n')
    phys = text.split('\n')
    def spliced(k):
        t = phys[k-1].rstrip(' \t')
        # Strict C and C++11 have trigraphs in GCC 12 (c2x too).
        return t.endswith('\\') or ((tri or std in ('c90','c11','c2x','c++11')) and t.endswith('??/'))
    def group(L):
        e = L
        while e <= len(phys) and spliced(e):
            e += 1
        return set(range(L, e + 1))
    miss = set(L for L in gl if not (group(L) & bl))
    if miss:
        bad += 1
        print('MISS', fn, std, 'trigraphs' if tri else '', sorted(miss))
    else:
        os.remove(fn)
print('done, bad', bad)
