#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-scan.py - bidiguard-scan on trees, in every format, with --fix, on
standard input and under the real pre-commit tool.

Run by testsuite/check.sh (environment: BUILD, the build directory);
prints PASS:/FAIL:/XFAIL:/XPASS:/UNSUPPORTED: lines and, last,
"# test-scan: N passed, M failed" (an XPASS counts as a failure; XFAIL
and UNSUPPORTED lines are in neither count: check.sh counts them).  Test inputs are written into a temporary
directory with explicit code points (chr(0x202E)); nothing is left behind.

The SARIF output is validated by Microsoft's validator when it is
installed (config/install-deps.sh puts @microsoft/sarif-multitool under
build/npm; SARIF_MULTITOOL names another one); without node/npm the
validation is reported as UNSUPPORTED, not passed.

testsuite/scan/fix-pending.txt lists the examples whose findings the
core's fix-its do not yet remove: their round trip is an XFAIL until the
fix-its exist, then an XPASS that fails until the line is removed.
"""

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD", "build")
if not os.path.isabs(BUILD):
    BUILD = os.path.join(ROOT, BUILD)
SCAN = os.path.join(BUILD, "bidiguard-scan")
EXAMPLES = os.path.join(ROOT, "examples")

RLO, PDF, LRI, RLI, PDI = chr(0x202E), chr(0x202C), chr(0x2066), chr(0x2067), chr(0x2069)
SHALOM = "\u05e9\u05dc\u05d5\u05dd"          # Hebrew "shalom"
SALAM = "\u0633\u0644\u0627\u0645"           # Arabic "salam"

ATTACK = ("int main(void)\n{\n    int is_admin = 0;\n"
          "    /*" + RLO + " } " + LRI + "if (is_admin)" + PDI + " " + LRI
          + " begin admins only */\n        return 1;\n"
          "    /* end admins only " + RLO + " { " + LRI + "*/\n"
          "    return 0;\n}\n")
LEGIT = ("/* " + SHALOM + " - greeting, " + SALAM + " */\n"
         "static const char *hello_he = \"" + SHALOM + "\";\n"
         "static const char *hello_ar = \"" + SALAM + "\";\n")

counts = {"pass": 0, "fail": 0}


def report(kind, name, detail=""):
    print("%s: %s%s" % (kind, name, (" -- " + detail) if detail else ""))
    # testsuite/check.sh counts the XFAIL: and UNSUPPORTED: lines itself.
    if kind in ("FAIL", "XPASS", "PASS"):
        counts["pass" if kind == "PASS" else "fail"] += 1


def check(name, ok, detail=""):
    report("PASS" if ok else "FAIL", name, "" if ok else detail)
    return ok


def run(args, cwd=None, stdin=None, env=None):
    p = subprocess.run([SCAN] + args, cwd=cwd, input=stdin,
                       capture_output=True, env=env)
    return p.returncode, p.stdout.decode("utf-8", "replace"), \
        p.stderr.decode("utf-8", "replace")


def write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8", "newline": ""})) as f:
        f.write(text)


def warned_files(out):
    return sorted({l.split(":")[0] for l in out.splitlines() if ": warning: " in l})


def test_tree(tmp):
    t = os.path.join(tmp, "tree")
    write(t + "/src/a.c", ATTACK)
    write(t + "/src/sub/b.hpp", ATTACK)
    write(t + "/src/sub/c.S", ATTACK)
    write(t + "/src/legit.c", LEGIT)
    write(t + "/src/notes.md", ATTACK)
    write(t + "/src/tool.py", ATTACK)
    write(t + "/src/vendor/v.c", ATTACK)
    write(t + "/.git/objects/x.c", ATTACK)
    write(t + "/src/data.bin", "\0" + ATTACK)
    outside = os.path.join(tmp, "outside")
    write(outside + "/o.c", ATTACK)
    os.symlink(outside, t + "/src/linkdir")
    os.symlink(outside + "/o.c", t + "/src/link.c")

    rc, out, err = run([t])
    want = [t + "/src/a.c", t + "/src/sub/b.hpp", t + "/src/sub/c.S",
            t + "/src/vendor/v.c"]
    check("walk: C-family files only, no .git, no symbolic links",
          warned_files(out) == want and rc == 1 and err == "",
          "rc %d, files %s, stderr %r" % (rc, warned_files(out), err))

    rc, out, _ = run(["src"], cwd=t)
    check("walk: names relative as given",
          warned_files(out) == ["src/a.c", "src/sub/b.hpp", "src/sub/c.S", "src/vendor/v.c"],
          str(warned_files(out)))

    rc, out, _ = run(["."], cwd=t + "/src")
    check("walk of '.': names as git shows them",
          warned_files(out) == ["a.c", "sub/b.hpp", "sub/c.S", "vendor/v.c"],
          str(warned_files(out)))

    rc, out, _ = run(["--exclude=sub/*.S", "."], cwd=t + "/src")
    check("--exclude below '.'", warned_files(out) == ["a.c", "sub/b.hpp", "vendor/v.c"],
          str(warned_files(out)))

    rc, out, _ = run(["--exclude=vendor", "--exclude=*.S", "src"], cwd=t)
    check("--exclude: a directory pruned by name, files by glob",
          warned_files(out) == ["src/a.c", "src/sub/b.hpp"], str(warned_files(out)))

    rc, out, _ = run(["--exclude=sub/*", "src"], cwd=t)
    check("--exclude: glob on the path below the given directory",
          warned_files(out) == ["src/a.c", "src/vendor/v.c"], str(warned_files(out)))

    rc, out, err = run(["--include=*.md", "--include=*.bin", "src"], cwd=t)
    check("--include: only matching files, any extension; binary skipped silently",
          warned_files(out) == ["src/notes.md"] and err == "",
          "files %s, stderr %r" % (warned_files(out), err))

    rc, out, err = run(["src/legit.c"], cwd=t)
    check("legitimate Hebrew and Arabic: exit 0, no output", rc == 0 and out == "" and err == "",
          "rc %d out %r err %r" % (rc, out, err))

    rc, out, err = run(["src/data.bin"], cwd=t)
    check("binary file named explicitly: said, not checked, exit 0",
          rc == 0 and out == "" and err == "bidiguard-scan: src/data.bin: binary file, not checked\n",
          "rc %d out %r err %r" % (rc, out, err))

    ls = shutil.which("ls")
    rc, out, err = run([ls])
    check("an executable (%s): no warnings" % ls,
          rc == 0 and out == "" and "binary file, not checked" in err, "rc %d out %r" % (rc, out[:200]))

    rc, out, err = run(["src/notes.md"], cwd=t)
    check("Markdown named explicitly: not lexed as C",
          rc == 0 and out == "" and "src/notes.md: not a C-family file, not checked" in err,
          "rc %d out %r err %r" % (rc, out, err))

    rc, out, err = run(["--lang=c", "src/notes.md"], cwd=t)
    check("--lang=c checks a Markdown file as C", rc == 1 and warned_files(out) == ["src/notes.md"],
          "rc %d files %s" % (rc, warned_files(out)))

    rc, out, err = run(["nonexistent.c", "src/a.c"], cwd=t)
    check("missing path: message, exit 2, the other paths still checked",
          rc == 2 and err == "bidiguard-scan: nonexistent.c: No such file or directory\n"
          and warned_files(out) == ["src/a.c"], "rc %d err %r" % (rc, err))

    rc, out, err = run(["/dev/zero"])
    check("a device: refused, not read forever",
          rc == 2 and err == "bidiguard-scan: /dev/zero: not a regular file, not checked\n",
          "rc %d err %r" % (rc, err))

    rc, out, err = run(["--levels", "src"], cwd=t)
    check("a directory where a file is needed (--levels)",
          rc == 2 and err == "bidiguard-scan: src: Is a directory\n", "rc %d err %r" % (rc, err))

    if os.geteuid() != 0:
        os.chmod(t + "/src/a.c", 0)
        rc, out, err = run(["src/a.c"], cwd=t)
        os.chmod(t + "/src/a.c", 0o644)
        check("unreadable file: message, exit 2",
              rc == 2 and err == "bidiguard-scan: src/a.c: Permission denied\n", "rc %d err %r" % (rc, err))
    else:
        report("UNSUPPORTED", "unreadable file (running as root: permissions do not apply)")

    for args, what in ((["--lang=pascal"], "--lang"), (["--std=c++99"], "--std"),
                       (["--format=xml"], "--format"), (["--dry-run"], "--dry-run without --fix"),
                       (["--bogus"], "unknown option")):
        rc, out, err = run(args + ["src"], cwd=t)
        check("bad usage (%s): exit 2 with a message" % what,
              rc == 2 and out == "" and err.startswith("bidiguard-scan: "), "rc %d err %r" % (rc, err))


def test_languages(tmp):
    # ISO C11 has no raw strings, C++11 has: in C the RLO is in a comment
    # between two strings, in C++ inside one raw string literal.
    line = 's = R"x(" /*' + RLO + '*/ ")x";\n'
    std = ["--checks=unpaired", "--std=c11", "--std=c++11"]
    for name, want in (("x.c", "in comment"), ("x.cc", "in raw string literal"),
                       ("x.mm", "in raw string literal"), ("x.S", "in comment")):
        rc, out, err = run(std + ["--stdin-filename=dir/" + name], stdin=line.encode())
        ok = rc == 1 and out.startswith("dir/%s:1:13:" % name) and want in out
        check("--stdin-filename=dir/%s: reported under that name, lexed by its extension" % name,
              ok, "rc %d out %r err %r" % (rc, out, err))
    rc, out, err = run(std + ["--lang=c++", "--stdin-filename=x.c"], stdin=line.encode())
    check("--lang=c++ overrides the extension", "in raw string literal" in out, out)
    rc, out, err = run(["--checks=unpaired", "--stdin-filename=x.c", "-"], stdin=line.encode())
    check("default C standard is gnu17 (raw strings)", "in raw string literal" in out, out)
    rc, out, err = run(["--checks=unpaired", "--stdin-filename=x.S", "-"], stdin=line.encode())
    check("assembler-with-cpp has no raw strings, whatever the standard", "in comment" in out, out)
    # GCC ignores -std= for assembler-with-cpp: no trigraph splices the
    # line after a // comment into it under c99, and // is a comment in c90.
    spliced = "// note ??/\ns: .ascii \"" + RLO + " x\"\n"
    rc, out, err = run(["--checks=unpaired", "--std=c99", "--stdin-filename=x.S", "-"],
                       stdin=spliced.encode())
    check("assembler-with-cpp under --std=c99: no trigraphs, as gcc -std=c99 x.S",
          rc == 1 and "x.S:2:" in out and "in string literal" in out, out)
    rc, out, err = run(["--checks=unpaired", "--std=c90", "--stdin-filename=x.S", "-"],
                       stdin=("x // a \"" + RLO + " b\n").encode())
    check("assembler-with-cpp under --std=c90: // starts a comment, as gcc -std=c90 x.S",
          rc == 1 and "in comment" in out, out)
    # Preprocessed output (.i .ii .mi .mii, --lang=cpp-output): cpp
    # -fpreprocessed splices no line and replaces no trigraph, so the line
    # after "// C:\\" or "// ??/" is code, and its string's RLO is
    # reported there; in a .c the same bytes are one comment.
    for tail in ("\\", "??/"):
        text = "int a; // C:" + tail + "\ns = \"" + RLO + "x\";\n"
        for name in ("x.i", "x.ii", "x.mi", "x.mii"):
            rc, out, err = run(["--checks=unpaired", "--std=c11", "--std=c++11",
                                "--stdin-filename=" + name], stdin=text.encode())
            check("%s: no splice after // C:%s, the next line is code" % (name, tail),
                  rc == 1 and out.startswith(name + ":2:") and "in string literal" in out,
                  "rc %d out %r" % (rc, out))
        rc, out, err = run(["--checks=unpaired", "--std=c11", "--stdin-filename=x.c"],
                           stdin=text.encode())
        check("x.c: // C:%s splices the next line into the comment" % tail,
              rc == 1 and "x.c:2:" in out and "in comment" in out, "rc %d out %r" % (rc, out))
        rc, out, err = run(["--checks=unpaired", "--std=c11", "--lang=cpp-output",
                            "--stdin-filename=x.c"], stdin=text.encode())
        check("--lang=cpp-output reads x.c as preprocessed (// C:%s)" % tail,
              rc == 1 and "x.c:2:" in out and "in string literal" in out, out)
    rc, out, err = run(["--stdin-filename=x.py"], stdin=line.encode())
    check("--stdin-filename with a non-C name: not checked, said",
          rc == 0 and out == "" and "x.py: not a C-family file" in err, "rc %d err %r" % (rc, err))
    rc, out, err = run(["-"], stdin=ATTACK.encode())
    check("plain standard input is <stdin>, C", rc == 1 and out.startswith("<stdin>:4:"), out[:80])


def test_embed(tmp):
    # GCC 15 reads a header name after #embed, also in a skipped group;
    # GCC 14 and before lex the line as tokens.  A '<' header name holding
    # a quote or a slash-star opens a string or a comment in one reading
    # only, and the scanner, serving every compiler, reads both: an
    # operand swap on the line after the group is code in one of them.
    swap = ('int set(const char*,const char*,const char*,const char*); '
            'int y = set("\u05d0", "10", "200", "\u05d1");\n')
    for name, embed, who in (
            ("gcc15.c", '#embed <a/*b>', "GCC 15 (GCC 14 reads a comment)"),
            ("gcc14.c", '#embed <"a> /*', "GCC 14 (GCC 15 reads a comment)"),
            ("both.c", '#embed <a.h>', "both")):
        text = "#if 0\n" + embed + "\n#endif\n" + swap + "// */\n"
        rc, out, err = run(["--stdin-filename=" + name, "-"], stdin=text.encode())
        check("#embed in a skipped group: the line after it is code for %s, checked" % who,
              rc == 1 and out.count("bidiguard:rtl-reorder") == 1 and (name + ":4:") in out,
              "rc %d out %r err %r" % (rc, out, err))


def test_display_reading(tmp):
    # The deception test reads the display with the compiler's lexer and
    # language (reader.c, bg_lexer_init_display): under -std=c90 a "//"
    # is two slashes in both readings.  A table of Arabic strings shown
    # right to left reads as the same table, comment or not (before, the
    # display's "//" read as a comment against the compiled tokens, and
    # the table was flagged under c90 only); an operand swap is flagged
    # under either standard.
    table = ('static const char *m[] = {"\u0641\u0631\u0648\u0631\u062f\u06cc\u0646", '
             '"\u0627\u0631\u062f\u06cc\u0628\u0647\u0634\u062a"}; // note\n')
    swap = ('int set(const char*,const char*,const char*,const char*); '
            'int y = set("\u05d0", "10", "200", "\u05d1"); // note\n')
    for std in ("c90", "c11"):
        rc, out, err = run(["--std=" + std, "--stdin-filename=x.c", "-"], stdin=table.encode())
        check("--std=%s: a right-to-left table row after which // follows is not flagged" % std,
              rc == 0 and out == "", "rc %d out %r err %r" % (rc, out, err))
        rc, out, err = run(["--std=" + std, "--stdin-filename=x.c", "-"], stdin=swap.encode())
        check("--std=%s: an operand swap after which // follows is flagged" % std,
              rc == 1 and out.count("[bidiguard:rtl-reorder]") == 1,
              "rc %d out %r err %r" % (rc, out, err))


def codepoint_col(line, byte_col):
    return len(line.encode("utf-8")[:byte_col - 1].decode("utf-8")) + 1


def test_json(tmp):
    d = os.path.join(tmp, "json")
    # Hebrew before the attack: byte, code point and display columns differ.
    src = "/* " + SHALOM + " */ int a; /*" + RLO + " } " + LRI + "x" + PDI + " */\n"
    write(d + "/h.c", src)
    rc, out, err = run(["--format=json", "h.c", EXAMPLES], cwd=d)
    try:
        data = json.loads(out)
    except ValueError as e:
        check("--format=json: valid JSON", False, str(e))
        return
    rc2, gcc_out, _ = run([os.path.join(d, "h.c"), EXAMPLES])
    n_gcc = sum(": warning: " in l for l in gcc_out.splitlines())
    check("--format=json: one object per finding", len(data) == n_gcc and rc == rc2 == 1,
          "%d objects, %d gcc warnings" % (len(data), n_gcc))
    keys = {"file", "line", "column", "start_column", "end_column", "byte_column",
            "display_column", "check", "message", "cause", "displayed", "compiled", "hint", "fixits"}
    # A confusable pair (examples/attack-homoglyph.c) also says where the
    # first identifier is.
    check("--format=json: every object has every field",
          all(set(o) - {"related"} == keys and
              ("related" in o) == (o["check"] == "confusable" and o["displayed"] is None)
              for o in data),
          str([sorted(set(o) ^ keys) for o in data][:3]))
    check("--format=json: output is ASCII (controls escaped)", out.isascii())
    h = [o for o in data if o["file"] == "h.c"]
    if check("--format=json: the file with Hebrew has a finding", len(h) >= 1, json.dumps(data)[:300]):
        o = h[0]
        want = codepoint_col(src, o["byte_column"])
        check("--format=json: column counts code points",
              o["column"] == want and o["byte_column"] != want and
              src[o["column"] - 1] in (RLO, LRI, PDI), "column %d byte %d want %d" %
              (o["column"], o["byte_column"], want))
        check("--format=json: displayed and compiled renderings",
              "<U+202E>" in o["compiled"] and o["displayed"] != o["compiled"], json.dumps(o))
    fixes = [f for o in data for f in o["fixits"]]
    check("--format=json: fix-its carry line, columns and text",
          fixes and all({"line", "column", "end_column", "byte_column", "byte_length", "text"} == set(f)
                        for f in fixes), json.dumps(fixes)[:300])
    rc, out, err = run(["--format=json", os.path.join(EXAMPLES, "legit-hebrew.c")])
    check("--format=json: clean file gives []", rc == 0 and json.loads(out) == [], out)


def find_validator():
    explicit = os.environ.get("SARIF_MULTITOOL")
    if explicit:
        return [explicit]
    for top in (BUILD, os.path.join(ROOT, "build")):
        local = os.path.join(top, "npm", "node_modules", ".bin", "sarif-multitool")
        if os.path.exists(local) and shutil.which("node"):
            return [local]
    if shutil.which("sarif-multitool"):
        return ["sarif-multitool"]
    return None


def test_sarif(tmp):
    d = os.path.join(tmp, "sarif")
    write(d + "/h.c", "/* " + SHALOM + " */ int a; /*" + RLO + " } " + LRI + "x" + PDI + " */\n")
    write(d + "/sp ace/b.c", ATTACK)
    write(d + "/id.c", IDENTS)
    shutil.copytree(EXAMPLES, d + "/examples")
    rc, out, err = run(["--format=sarif", "h.c", "sp ace", "examples", "id.c", "missing.c"],
                       cwd=d)
    path = os.path.join(d, "out.sarif")
    write(path, out)
    try:
        log = json.loads(out)
    except ValueError as e:
        check("--format=sarif: valid JSON", False, str(e))
        return
    r = log["runs"][0]
    rules = r["tool"]["driver"]["rules"]
    check("--format=sarif: 2.1.0, one run, a rule per check with help text",
          log["version"] == "2.1.0" and len(log["runs"]) == 1 and
          [x["id"] for x in rules] == ["reorder", "rtl-reorder", "rtl-layout", "spoof",
                                       "unpaired", "ucn", "any", "invisible",
                                       "confusable", "line-break", "lookalike"] and
          all(x["help"]["text"] and x["shortDescription"]["text"] for x in rules),
          json.dumps(rules)[:300])
    rc2, jout, _ = run(["--format=json", "h.c", "sp ace", "examples", "id.c"], cwd=d)
    js = json.loads(jout)
    res = r["results"]
    same = len(res) == len(js) and all(
        x["ruleId"] == j["check"] and
        x["locations"][0]["physicalLocation"]["region"] ==
        {"startLine": j["line"], "startColumn": j["start_column"], "endColumn": j["end_column"]}
        for x, j in zip(res, js))
    check("--format=sarif: one result per finding, regions in code points as the JSON",
          same and r["columnKind"] == "unicodeCodePoints", "%d results, %d json" % (len(res), len(js)))
    uris = sorted({x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for x in res})
    check("--format=sarif: relative URIs, percent-encoded",
          "sp%20ace/b.c" in uris and "h.c" in uris, str(uris))
    fixes = [x for x in res if x.get("fixes")]
    check("--format=sarif: fix-its as fixes with replacements",
          fixes and all(f["fixes"][0]["artifactChanges"][0]["replacements"] for f in fixes))
    inv = r["invocations"][0]
    check("--format=sarif: the missing file is a failed execution with a notification",
          rc == 2 and inv["executionSuccessful"] is False and
          "missing.c" in inv["toolExecutionNotifications"][0]["message"]["text"], json.dumps(inv))
    related = [x for x in res if x["ruleId"] == "confusable" and x.get("relatedLocations") and
               x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "id.c"]
    check("--format=sarif: a confusable pair carries the first identifier as a related location",
          len(related) == 1 and
          related[0]["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] == 1 and
          "is here" in related[0]["relatedLocations"][0]["message"]["text"],
          json.dumps(related)[:300])
    rc, clean, _ = run(["--format=sarif", os.path.join(EXAMPLES, "legit-arabic.c")])
    write(os.path.join(d, "clean.sarif"), clean)

    tool = find_validator()
    if not tool:
        report("UNSUPPORTED", "SARIF validation: sarif-multitool not installed (needs node and npm: "
               "npm install --prefix build/npm @microsoft/sarif-multitool)")
        return
    for name in ("out.sarif", "clean.sarif"):
        p = subprocess.run(tool + ["validate", os.path.join(d, name)], capture_output=True, text=True)
        errors = [l for l in p.stdout.splitlines() if ": error " in l]
        check("sarif-multitool validate %s: 0 errors" % name,
              p.returncode == 0 and not errors and "Analysis completed successfully" in p.stdout,
              "exit %d: %s" % (p.returncode, (errors or p.stdout.splitlines()[-3:] + [p.stderr])[:5]))


def rescan(path):
    rc, out, err = run([path])
    return rc, out


def test_fix(tmp):
    d = os.path.join(tmp, "fix")
    shutil.copytree(EXAMPLES, d)
    os.chmod(d + "/attack-stretched-string.c", 0o640)
    before = {n: open(os.path.join(d, n), "rb").read() for n in os.listdir(d)}

    dry = os.path.join(tmp, "fixdry")
    shutil.copytree(EXAMPLES, dry)
    rc, diff, dry_err = run(["--fix", "--dry-run", "."], cwd=dry)
    unchanged = all(open(os.path.join(dry, n), "rb").read() == before[n] for n in before)
    check("--fix --dry-run: a diff, no file touched", rc == 1 and diff.startswith("--- a/") and unchanged,
          "rc %d unchanged %s err %r" % (rc, unchanged, dry_err))

    rc, out, err = run(["--fix", "."], cwd=d)
    check("--fix: exit 2 never (all files writable)", rc in (0, 1), "rc %d err %r" % (rc, err))
    after = {n: open(os.path.join(d, n), "rb").read() for n in os.listdir(d)}
    check("--fix: legitimate files untouched",
          all(after[n] == before[n] for n in before if n.startswith("legit")))
    check("--fix: mode kept", stat.S_IMODE(os.stat(d + "/attack-stretched-string.c").st_mode) == 0o640)
    check("--fix: no temporary file left", sorted(after) == sorted(before), str(sorted(after)))

    import re
    left = {m.group(1): int(m.group(2)) for m in
            re.finditer(r"^bidiguard-scan: (\S+): (\d+) findings? that no fix-it removes$", dry_err, re.M)}
    after_fix = {}
    for l in out.splitlines():
        if ": warning: " in l:
            after_fix[l.split(":")[0]] = after_fix.get(l.split(":")[0], 0) + 1
    check("--fix --dry-run: says how many findings no fix-it removes, as many as --fix leaves",
          bool(left) and left == after_fix, "dry-run %s, after --fix %s" % (left, after_fix))

    p = subprocess.run(["patch", "-s", "-p1"], cwd=dry, input=diff.encode(), capture_output=True)
    same = p.returncode == 0 and all(open(os.path.join(dry, n), "rb").read() == after[n] for n in after)
    check("--fix --dry-run: the diff, applied with patch -p1, gives what --fix wrote", same,
          p.stderr.decode()[:300])

    pending = set()
    with open(os.path.join(ROOT, "testsuite", "scan", "fix-pending.txt")) as f:
        for l in f:
            l = l.split("#")[0].strip()
            if l:
                pending.add(l)
    for n in sorted(before):
        if not n.startswith("attack"):
            continue
        rc, out = rescan(os.path.join(d, n))
        name = "--fix round trip: %s scans clean after --fix" % n
        if n in pending:
            report("XFAIL" if rc != 0 else "XPASS", name,
                   "listed in fix-pending.txt" + ("" if rc != 0 else "; remove it from the list"))
        else:
            check(name, rc == 0, out.splitlines()[0] if out else "rc %d" % rc)

    # Files the fixer must refuse: their bytes stay as they were.
    attack_line = "    const char *s = \"" + RLO + "abc\";\n"   # unpaired: an insertion fix-it
    cases = {
        "latin1.c": ("/* caf\xe9 */\n" + attack_line).encode("utf-8").replace(b"\xc3\xa9", b"\xe9"),
        "lonecr.c": ("int a;\r" + attack_line).encode("utf-8"),
    }
    for name, data in cases.items():
        write(os.path.join(d, name), data, "wb")
        rc, out, err = run(["--fix", name], cwd=d)
        kept = open(os.path.join(d, name), "rb").read() == data
        check("--fix refuses %s: not fixed, said, findings reported" % name,
              kept and "not fixed" in err and rc == 1, "rc %d err %r kept %s" % (rc, err, kept))
    write(os.path.join(d, "linked.c"), attack_line)
    os.link(os.path.join(d, "linked.c"), os.path.join(d, "linked2.c"))
    rc, out, err = run(["--fix", "linked.c"], cwd=d)
    check("--fix refuses a file with two hard links", rc == 2 and "hard links" in err and
          open(os.path.join(d, "linked2.c"), encoding="utf-8").read() == attack_line, err)
    rc, out, err = run(["--fix", "-"], stdin=b"")
    check("--fix refuses standard input", rc == 2 and "standard input" in err, err)


def git(repo, *args, env=None):
    return subprocess.run(["git", "-C", repo] + list(args), capture_output=True, text=True, env=env)


def test_pre_commit(tmp):
    if not shutil.which("pre-commit") or not shutil.which("git"):
        report("UNSUPPORTED", "pre-commit hook: pre-commit or git not installed (Debian package pre-commit)")
        return
    env = dict(os.environ)
    env.update(PATH=BUILD + os.pathsep + env["PATH"], PRE_COMMIT_HOME=os.path.join(tmp, "pc-cache"),
               GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.invalid",
               GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    # The hook repository: this tree's .pre-commit-hooks.yaml, committed.
    hooks = os.path.join(tmp, "hooks-repo")
    os.makedirs(hooks)
    shutil.copy(os.path.join(ROOT, ".pre-commit-hooks.yaml"), hooks)
    for cmd in (["init", "-q"], ["add", "."], ["commit", "-qm", "hooks"]):
        git(hooks, *cmd, env=env)
    rev = git(hooks, "rev-parse", "HEAD", env=env).stdout.strip()

    repo = os.path.join(tmp, "project")
    os.makedirs(repo)
    git(repo, "init", "-q", env=env)
    write(repo + "/.pre-commit-config.yaml",
          "repos:\n- repo: %s\n  rev: %s\n  hooks:\n  - id: bidiguard\n" % (hooks, rev))
    git(repo, "add", ".pre-commit-config.yaml", env=env)
    git(repo, "commit", "-qm", "config", env=env)
    p = subprocess.run(["pre-commit", "install"], cwd=repo, capture_output=True, text=True, env=env)
    if not check("pre-commit install", p.returncode == 0, p.stdout + p.stderr):
        return

    write(repo + "/hello.c", LEGIT)
    write(repo + "/README.md", "# " + SHALOM + " " + RLO + "\n")
    git(repo, "add", ".", env=env)
    p = git(repo, "commit", "-m", "legitimate Hebrew and Arabic", env=env)
    check("pre-commit: a commit with legitimate Hebrew and Arabic is accepted",
          p.returncode == 0 and "Passed" in p.stdout + p.stderr, p.stdout + p.stderr)

    write(repo + "/admin.c", ATTACK)
    git(repo, "add", "admin.c", env=env)
    p = git(repo, "commit", "-m", "attack", env=env)
    out = p.stdout + p.stderr
    committed = git(repo, "ls-files", "--with-tree=HEAD", "admin.c", env=env).stdout
    check("pre-commit: a commit that adds an attack is rejected, naming the line",
          p.returncode != 0 and "Failed" in out and "admin.c:4:" in out and "[bidiguard:" in out
          and "admin.c" not in git(repo, "log", "--name-only", "--format=", env=env).stdout,
          out[-600:] + committed)


ZWSP, EN, A_CYR = chr(0x200B), chr(0x041D), chr(0x0430)
# Cyrillic ER, A, U: "pay" in one script, the same shapes as Latin "pay".
CYR_PAY = chr(0x0440) + chr(0x0430) + chr(0x0443)
IDENTS = ("int sayHello (void);\n"
          "int say" + EN + "ello (void) { return 0; }\n"
          "static int is_admin = 0, is_" + ZWSP + "admin = 1;\n"
          "/* say" + EN + "ello is_" + ZWSP + "admin */ const char *s = \"p" + A_CYR + "ypal\";\n")


def test_identifiers(tmp):
    """invisible and confusable: GCC text, JSON, the scope of one file."""
    d = os.path.join(tmp, "ident")
    write(d + "/id.c", IDENTS)
    rc, out, err = run(["id.c"], cwd=d)
    warnings = [l for l in out.splitlines() if ": warning: " in l]
    check("identifiers: a mixed-script name, its twin and a ZERO WIDTH SPACE, nothing in "
          "comments and strings",
          rc == 1 and len(warnings) == 3 and
          "id.c:2:8: warning: identifier 'say" + EN + "ello' mixes Latin" in warnings[0] and
          "id.c:3:29: warning: invisible U+200B (ZERO WIDTH SPACE)" in warnings[1] and
          "id.c:2:5: warning: identifier 'say" + EN + "ello' looks the same as 'sayHello'"
          in warnings[2], out)
    check("identifiers: the twin's note points at the first one",
          "id.c:1:5: note: 'sayHello' is here" in out, out)
    rc, jout, _ = run(["--format=json", "id.c"], cwd=d)
    js = json.loads(jout)
    twin = [j for j in js if j.get("related")]
    check("--format=json: the checks by name, the twin with its related place",
          sorted(j["check"] for j in js) == ["confusable", "confusable", "invisible"] and
          len(twin) == 1 and twin[0]["related"]["line"] == 1 and
          twin[0]["displayed"] is None and
          [j["fixits"][0]["text"] for j in js if j["check"] == "invisible"] == ["\\u200B"],
          jout[:400])
    # The scanner's scope is one file: twins in two files are not a pair.
    write(d + "/a.c", "int sayHello (void);\n")
    write(d + "/b.c", "int say" + EN + "ello (void);\n")
    rc, out, _ = run(["a.c", "b.c"], cwd=d)
    check("identifiers: twins in two files are two files' business",
          "looks the same" not in out and "b.c:1:8: warning: identifier" in out, out)
    rc, out, _ = run(["--checks=-confusable,-invisible", "id.c"], cwd=d)
    check("--checks=-confusable,-invisible: silent", rc == 0 and out == "", out)

    # --fix leaves a confusable pair (no fix-it renames an identifier): it
    # is reported, and the exit status says something is left.
    pay = "int pay;\nint " + CYR_PAY + ";\n"
    write(d + "/pay.c", pay)
    rc, out, err = run(["--fix", "pay.c"], cwd=d)
    check("--fix: a confusable pair is left and reported, exit 1",
          rc == 1 and "pay.c:2:5: warning: identifier '" + CYR_PAY + "' looks the same as 'pay'"
          in out and open(d + "/pay.c", encoding="utf-8").read() == pay, "rc %d out %r err %r" % (rc, out, err))
    rc, out, err = run(["--fix", "--dry-run", "pay.c"], cwd=d)
    check("--fix --dry-run: a confusable pair counts among what no fix-it removes",
          rc == 1 and out == "" and "pay.c: 1 finding that no fix-it removes" in err,
          "rc %d out %r err %r" % (rc, out, err))
    zw = "int is_admin;\nint is_" + ZWSP + "admin;\nint " + CYR_PAY + ", pay;\n"
    write(d + "/zw.c", zw)
    rc, out, err = run(["--fix", "zw.c"], cwd=d)
    fixed = open(d + "/zw.c", encoding="utf-8").read()
    check("--fix: the invisible character escaped, the pair still reported",
          rc == 1 and "is_\\u200Badmin" in fixed and "fixed (1 edit)" in err and
          "zw.c:3:10: warning: identifier 'pay' looks the same as '" + CYR_PAY + "'" in out and
          out.count(": warning: ") == 1, "rc %d out %r err %r" % (rc, out, err))
    write(d + "/c1.c", "int " + CYR_PAY + ";\n")
    write(d + "/c2.c", "int pay;\n")
    rc, out, err = run(["--fix", "c1.c", "c2.c"], cwd=d)
    check("--fix: twins in two files are two files' business", rc == 0 and out == "",
          "rc %d out %r err %r" % (rc, out, err))


BOM, RLM = chr(0xFEFF), chr(0x200F)
MARKS = "int x = /*" + RLM + "*/ 10 - 3 /*" + RLM + "*/;\n"


def findings(out):
    """(file, line, column, check) of every warning in GCC's format."""
    got = []
    for l in out.splitlines():
        if ": warning: " in l and "[bidiguard:" in l:
            where = l.split(": warning: ")[0].rsplit(":", 2)
            check = l.split("[bidiguard:")[1].split("]")[0]
            got.append((os.path.basename(where[0]), int(where[1]), int(where[2]), check))
    return got


def plugin_findings(path):
    """The plugin's findings on PATH (cc1 with -fsyntax-only), or None
    when the plugin is not built."""
    out = plugin_output(path)
    return None if out is None else findings(out)


def plugin_output(path):
    """The diagnostics of cc1 with the plugin on PATH (-fsyntax-only), or
    None when the plugin is not built."""
    plugin = os.path.join(BUILD, "bidiguard.so")
    if not os.path.isfile(plugin):
        return None
    cc = os.environ.get("CC", "gcc")
    env = dict(os.environ)
    if os.environ.get("SANITIZE") == "1":
        # The plugin is built with ASan and UBSan: their runtimes first.
        libs = [subprocess.run([cc, "-print-file-name=" + l], capture_output=True,
                               text=True).stdout.strip() for l in ("libasan.so", "libubsan.so")]
        env.update(LD_PRELOAD=" ".join(libs), ASAN_OPTIONS="detect_leaks=0:abort_on_error=0")
    p = subprocess.run([cc, "-fplugin=" + plugin, "-fsyntax-only",
                        "-fdiagnostics-plain-output", path], capture_output=True, env=env)
    return p.stderr.decode("utf-8", "replace")


def gcc_major():
    p = subprocess.run([os.environ.get("CC", "gcc"), "-dumpversion"], capture_output=True, text=True)
    try:
        return int(p.stdout.strip().split(".")[0])
    except ValueError:
        return 0


def test_file_start(tmp):
    """A file is read as cpp reads it: one UTF-8 byte-order mark at its
    start is not text (libcpp drops it), a second one is (a name that
    shows as the keyword after it: invisible and confusable); line 1's columns
    count after it; a last line without a newline is a line."""
    d = os.path.join(tmp, "start")
    cases = {
        "bom.c": (BOM + "static int x;\n", []),
        "bom-twice.c": (BOM + BOM + "static int x;\n", [(1, 1, "invisible"), (1, 1, "confusable")]),
        "bom-marks.c": (BOM + MARKS, [(1, 11, "reorder")]),
        "bom-line2.c": ("int y;\n" + BOM + "static int x;\n", [(2, 1, "invisible"), (2, 1, "confusable")]),
        "bom-no-newline.c": (BOM + MARKS.rstrip("\n"), [(1, 11, "reorder")]),
        "bom-hebrew.c": (BOM + "/* " + SHALOM + " */\nstatic const char *s = \"" + SHALOM + "\";\n", []),
    }
    for name, (text, want) in cases.items():
        write(d + "/" + name, text)
        rc, out, err = run([name], cwd=d)
        got = [(l, c, k) for (_, l, c, k) in findings(out)]
        check("file start: %s: the scanner finds %s" % (name, want or "nothing"),
              got == want and rc == (1 if want else 0) and err == "", "rc %d out %r err %r" % (rc, out, err))
        plug = plugin_findings(os.path.join(d, name))
        # GCC 11 counts line 1's columns of a file with a byte-order mark
        # 3 lower in all its diagnostics (`int 1;` after a mark: 1:2 on
        # GCC 11, 1:5 on GCC 12; never below 1), and the plugin's follow GCC's.
        shift = 3 if gcc_major() < 12 and text.startswith(BOM) else 0
        want_plugin = [(l, max(1, c - shift) if l == 1 else c, k) for (l, c, k) in want]
        if plug is None:
            report("UNSUPPORTED", "file start: %s: the plugin agrees (plugin not built)" % name)
        else:
            check("file start: %s: the plugin finds the same%s" % (name, " (GCC 11's columns)" if shift and want else ""),
                  [(l, c, k) for (_, l, c, k) in plug] == want_plugin, repr(plug))
    rc, out, _ = run(["-"], stdin=(BOM + "static int x;\n").encode())
    check("file start: a byte-order mark on standard input is not text", rc == 0 and out == "", out)
    rc, out, _ = run(["--format=json", "bom-marks.c"], cwd=d)
    js = json.loads(out) if out.startswith("[") else []
    check("file start: --format=json counts line 1's columns after the mark",
          [(j["line"], j["column"], j["byte_column"]) for j in js] == [(1, 11, 11)], out[:300])
    rc, out, err = run(["--fix", "bom-marks.c"], cwd=d)
    with open(d + "/bom-marks.c", encoding="utf-8", newline="") as f:
        fixed = f.read()
    check("file start: --fix keeps the byte-order mark and removes the marks",
          fixed == BOM + "int x = /**/ 10 - 3 /**/;\n" and "fixed (2 edits)" in err,
          "rc %d fixed %r err %r" % (rc, fixed, err))
    write(d + "/dry.c", BOM + MARKS)
    rc, out, err = run(["--fix", "--dry-run", "dry.c"], cwd=d)
    check("file start: --fix --dry-run's diff holds the mark on both sides",
          "-" + BOM + "int x = /*" + RLM in out and "+" + BOM + "int x = /**/ 10" in out, out)


OLAM = "\u05e2\u05d5\u05dc\u05dd"            # Hebrew "olam"
MISHAVAD = "\u0645\u06cc\u0634\u0648\u062f"  # Persian "mishavad"
RISHON = "\u05e8\u05d0\u05e9\u05d5\u05df"    # Hebrew "rishon"
SHENI = "\u05e9\u05e0\u05d9"                  # Hebrew "sheni"
LRM, ALM = "\u200e", "\u061c"


def test_quiet_displays(tmp):
    """Displays that lie about nothing are silent in the scanner and the
    plugin alike (issue 31 item 5 and the names of an LTR line): one
    sentence over two joined literals, even with every check; a keyed
    weekday table two rows a line; marks as a table's entries; a Persian
    name declared `int <name> = 1;` (shown `int 1 = <name>;`) or added
    to a number.  What still lies is found by both: operands of '-'
    swapped, a mark that moves digits."""
    d = os.path.join(tmp, "quiet")
    cases = {
        "joined.c": ('const char *s = "' + SHALOM + ' " "' + OLAM + '";\n', ["--checks=all"], []),
        "keyed.c": ('struct day { const char *key, *name; };\n'
                    'const struct day t[] = {\n'
                    '  { "0", "' + RISHON + '" }, { "1", "' + SHENI + '" },\n};\n', [], []),
        "marks.c": ('const char *m[] = { "' + LRM + '", "' + RLM + '", "' + ALM + '" };\n', [], []),
        "declare.c": ("int " + MISHAVAD + " = 1;\n", [], []),
        "add.c": ("int " + MISHAVAD + ";\nint f (void) { return " + MISHAVAD + " + 1; }\n", [], []),
        "subtract.c": ("int " + MISHAVAD + ";\nint f (void) { return " + MISHAVAD + " - 1; }\n", [],
                       [(2, "rtl-reorder")]),
        "joined-marks.c": ('const char *s = "' + RLM + '10" "3' + RLM + '";\n', [], [(1, "reorder")]),
    }
    for name, (text, args, want) in cases.items():
        write(d + "/" + name, text)
        rc, out, err = run(args + [name], cwd=d)
        got = findings(out)
        check("quiet displays: %s: the scanner finds %s" % (name, want or "nothing"),
              [(l, k) for (_, l, _, k) in got] == want and rc == (1 if want else 0) and err == "",
              "rc %d out %r err %r" % (rc, out, err))
        if args:
            continue   # the plugin's default checks only
        plug = plugin_findings(os.path.join(d, name))
        if plug is None:
            report("UNSUPPORTED", "quiet displays: %s: the plugin agrees (plugin not built)" % name)
        else:
            check("quiet displays: %s: the plugin finds the same" % name,
                  [(l, c, k) for (_, l, c, k) in plug] == [(l, c, k) for (_, l, c, k) in got], repr(plug))


def test_line_break(tmp):
    """line-break (doc/line-separators.md): the scanner and the plugin
    report a LINE SEPARATOR in a '//' comment with code after it, at the
    same place; --fix writes a space for it, after which the file is
    silent and compiles to the same object; a block comment is silent."""
    d = os.path.join(tmp, "line-break")
    src = ("int admin;\nint f (int uid)\n{\n  // root only\u2028if (uid) return 0;\n"
           "  /* block\u2028if (uid) return 0; */\n  return 1;\n}\n")
    write(d + "/lb.c", src)
    rc, out, err = run(["lb.c"], cwd=d)
    got = findings(out)
    check("line-break: the scanner finds the '//' comment only",
          [(l, c, k) for (_, l, c, k) in got] == [(4, 15, "line-break")] and rc == 1,
          "rc %d out %r err %r" % (rc, out, err))
    plug = plugin_findings(os.path.join(d, "lb.c"))
    if plug is None:
        report("UNSUPPORTED", "line-break: the plugin agrees (plugin not built)")
    else:
        check("line-break: the plugin finds the same", plug == got, repr(plug))
    cc = os.environ.get("CC", "gcc")
    before = subprocess.run([cc, "-c", "-o", d + "/before.o", d + "/lb.c"], capture_output=True)
    rc, out, err = run(["--fix", "lb.c"], cwd=d)
    fixed = open(d + "/lb.c", encoding="utf-8").read()
    check("line-break: --fix writes a space for the separator",
          fixed == src.replace("\u2028if", " if", 1), repr(fixed))
    rc, out, err = run(["lb.c"], cwd=d)
    check("line-break: silent after --fix", rc == 0 and out == "", "rc %d out %r" % (rc, out))
    after = subprocess.run([cc, "-c", "-o", d + "/after.o", d + "/lb.c"], capture_output=True)
    same = (before.returncode == 0 and after.returncode == 0 and
            open(d + "/before.o", "rb").read() == open(d + "/after.o", "rb").read())
    check("line-break: the fixed file compiles to the same object", same)
    write(d + "/cr.c", "int f (int uid)\n{\n  // root only\rif (uid) return 0;\n  return 1;\n}\n")
    rc, out, err = run(["cr.c"], cwd=d)
    got = findings(out)
    check("line-break: the scanner finds a '//' comment a lone CR ends before code",
          [(l, c, k) for (_, l, c, k) in got] == [(3, 3, "line-break")] and rc == 1,
          "rc %d out %r err %r" % (rc, out, err))
    plug = plugin_findings(os.path.join(d, "cr.c"))
    if plug is not None:
        check("line-break: the plugin finds the lone CR's comment too", plug == got, repr(plug))
    # A splice carries the comment on to an empty line that a lone CR
    # ends: Vim shows the code after it inside the comment, cpp compiles
    # it.  Column 1 of the empty line (cpp's line 4), as GCC's own.
    write(d + "/cr-splice.c", "int f (int uid)\n{\n  // root only \\\r\rif (uid) return 0;\n"
          "  return 1;\n}\n")
    rc, out, err = run(["cr-splice.c"], cwd=d)
    got = findings(out)
    check("line-break: a '//' comment a splice carries on to an empty line, then a lone CR",
          [(l, c, k) for (_, l, c, k) in got] == [(4, 1, "line-break")] and rc == 1,
          "rc %d out %r err %r" % (rc, out, err))
    plug = plugin_findings(os.path.join(d, "cr-splice.c"))
    if plug is not None:
        check("line-break: the plugin finds it at the same place", plug == got, repr(plug))


def test_lookalike(tmp):
    """lookalike: a block comment that shows closed by U+2217 and a slash
    is reported by the scanner and the plugin at the same place, with a
    note at the real end (JSON's related place); --fix writes the pair
    as '* /', after which the file is silent and compiles to the same
    object; math in a comment is silent."""
    d = os.path.join(tmp, "lookalike")
    src = ("int f (int is_admin)\n{\n  /* disabled: the admin check \u2217/\n"
           "  if (!is_admin) return -1;\n  /* end */\n  return 0; /* a \u2217 b, x\u2215y */\n}\n")
    write(d + "/la.c", src)
    rc, out, err = run(["la.c"], cwd=d)
    got = findings(out)
    check("lookalike: the scanner finds the look-alike, not the math",
          [(l, c, k) for (_, l, c, k) in got] == [(3, 32, "lookalike")] and rc == 1
          and "la.c:5:10: note: the comment ends here" in out,
          "rc %d out %r err %r" % (rc, out, err))
    js = json_findings(d, "la.c", [])
    check("lookalike: JSON names the comment's real end",
          len(js) == 1 and "goes on to line 5" in js[0]["message"]
          and json.dumps(js[0]).count('"line": 5') == 1, json.dumps(js)[:400])
    plug = plugin_findings(os.path.join(d, "la.c"))
    if plug is None:
        report("UNSUPPORTED", "lookalike: the plugin agrees (plugin not built)")
    else:
        check("lookalike: the plugin finds the same", plug == got, repr(plug))
    cc = os.environ.get("CC", "gcc")
    before = subprocess.run([cc, "-c", "-o", d + "/before.o", d + "/la.c"], capture_output=True)
    rc, out, err = run(["--fix", "la.c"], cwd=d)
    fixed = open(d + "/la.c", encoding="utf-8").read()
    check("lookalike: --fix writes the pair as '* /'",
          fixed == src.replace("\u2217/\n", "* /\n", 1), repr(fixed))
    rc, out, err = run(["la.c"], cwd=d)
    check("lookalike: silent after --fix", rc == 0 and out == "", "rc %d out %r" % (rc, out))
    after = subprocess.run([cc, "-c", "-o", d + "/after.o", d + "/la.c"], capture_output=True)
    same = (before.returncode == 0 and after.returncode == 0 and
            open(d + "/before.o", "rb").read() == open(d + "/after.o", "rb").read())
    check("lookalike: the fixed file compiles to the same object", same)


TEDAD = "\u062a\u0639\u062f\u0627\u062f"     # Persian "tedad" (count)
ALEF = "\u0627\u0644\u0641"                   # Arabic "alef"
ZWSP = "\u200b"


def json_findings(d, name, args):
    rc, out, err = run(args + ["--format=json", name], cwd=d)
    return json.loads(out) if out.strip() else []


def without_line(f):
    """A finding as it reads wherever its line stands in a file."""
    g = {k: v for k, v in f.items() if k not in ("line", "file")}
    g["fixits"] = [{k: v for k, v in x.items() if k != "line"} for x in f.get("fixits", [])]
    return json.dumps(g, sort_keys=True, ensure_ascii=False)


def test_report_displays(tmp):
    """Every report shows the display its finding was found in.  A line
    written right to left (a Persian name first, names as operands) is
    judged as its authors read it, under base auto (doc/design.md 2.5):
    under the default base ltr its letter findings must show that
    display, as --base=auto shows them, under each engine; before,
    they showed the line's base-ltr display (another paragraph model).
    And a line's report reads its own display wherever the line stands:
    each line's findings in a file of mixed lines (quiet lines with a
    mark or an escape, reordered lines, lines written right to left,
    invisible characters in names) are those it has alone."""
    d = os.path.join(tmp, "shown")
    # Lines whose as-written display still reports a right-to-left
    # literal beside a mirrored operator; Arabic-Indic digits beside one
    # (`TEDAD = <12> * 0x10 < <12> - 0x10;`) and `TEDAD = x - ALEF - 23;`
    # read in order right to left and are silent (the reference display
    # keeps the digits' and a name's direction, as the line does).
    HE_A = "'\u05d0'"   # a Hebrew character literal
    rtl_lines = [TEDAD + '("abc", ' + HE_A + " <= 23 == 'x', 23;",
                 ALEF + " += " + TEDAD + " / 'x' : " + HE_A + " ? y < 2.5;",
                 TEDAD + " += 1 == x : " + HE_A + " >> 'x' : \u0628(2)];"]
    for i, text in enumerate(rtl_lines):
        name = "rtl%d.c" % i
        write(d + "/" + name, text + "\n")
        for engine in ("both", "icu", "fribidi"):
            args = ["--checks=all", "--engine=" + engine]
            ltr = json_findings(d, name, args)
            # Keyed by column: base auto reads a right-to-left paragraph
            # with its own reader (doc/design.md), which may name
            # another check for the same place; the display is the same.
            auto = {f["column"]: f["displayed"]
                    for f in json_findings(d, name, args + ["--base=auto"])}
            shown = [(f["check"], f["column"], f["displayed"]) for f in ltr]
            check("report displays: %s --engine=%s: the finding as written shows the display "
                  "under base auto" % (name, engine),
                  shown and all(auto.get(c) == s for (k, c, s) in shown),
                  "ltr %r auto %r" % (shown, auto))
            if engine != "both" or not shown:
                continue
            out = plugin_output(os.path.join(d, name))
            if out is None:
                report("UNSUPPORTED", "report displays: %s: the plugin's note (plugin not built)" % name)
                continue
            notes = [l.split("note: the line displays as: ", 1)[1]
                     for l in out.splitlines() if "note: the line displays as: " in l]
            check("report displays: %s: the plugin's note shows the display under base auto" % name,
                  notes == [auto[shown[0][1]]], repr(notes))
    pool = [
        "int a; /* x" + RLO + " y */ int b;",
        'const char *s = "' + SHALOM + " " + RLM + " " + SHALOM + '"; int c;',
        'const char *s = "' + SHALOM + ' \\u202E"; int d;',
        'const char *s = "\\u202E abc";',
        "x = " + TEDAD + " - " + ALEF + ";",
        TEDAD + " = x - " + ALEF + " - 23;",
        "int x" + ZWSP + "y = 1;",
        "/* " + SHALOM + " " + LRI + ALEF + PDI + " */ int e = 1;",
        "/* " + SHALOM + " " + RLM + "\n   " + ALEF + " " + RLM + " */ int g;",
        TEDAD + " /* " + RLO + " */ = 3;",
    ]
    order = [0, 1, 5, 2, 3, 9, 4, 8, 6, 7, 1, 5, 0, 3, 8, 2, 9, 6, 4, 7]
    for args in (["--checks=all"], ["--checks=all", "--engine=fribidi"],
                 ["--checks=all", "--base=auto"], ["--checks=all", "--base=rtl"]):
        alone = []
        for i, text in enumerate(pool):
            write(d + "/alone.c", text + "\n")
            got = json_findings(d, "alone.c", args)
            alone.append([sorted(without_line(f) for f in got if f["line"] == k + 1)
                          for k in range(text.count("\n") + 1)])
        write(d + "/mixed.c", "".join(pool[i] + "\n" for i in order))
        per = {}
        for f in json_findings(d, "mixed.c", args):
            per.setdefault(f["line"], []).append(without_line(f))
        line, bad = 1, []
        for i in order:
            for want in alone[i]:
                if sorted(per.get(line, [])) != want:
                    bad.append(line)
                line += 1
        check("report displays: %s: each line reports as it does alone" % " ".join(args),
              not bad and any(alone), "lines %r" % bad)


def test_ascii_under_rtl(tmp):
    """A line of plain ASCII shown in a right-to-left paragraph (--base=rtl)
    is laid out by that paragraph alone: no letter of it moves, and the
    fast path never reads it.  So no letter finding on it either when an
    escape makes the escape checks read it in full (the fuzzer's: `x = 1
    \\u200Fa \\u061:";` was rtl-reorder, right-to-left letters on a line
    without one).  A line with a Hebrew string is still read there
    (base-rtl-reference-reads.c): `10 - 3` after it lies."""
    d = os.path.join(tmp, "ascii-rtl")
    cases = {
        "ucn-name.c": ('x = 1 \\u200Fa \\u061:";\n', []),
        "ucn-name2.c": ('c.aons+t char *u = "\\u202E )x"000202e \\u2066 \\u200F \\u061:";\n', []),
        "ucn-string.c": ('int v = 10 - 3; const char *s = "\\u05D0\\u202E";\n', []),
        "hebrew.c": ('const struct row { const char *s; int n; } r = { "' + chr(0x5D0) + '", 10 - 3 };\n',
                     [(1, "rtl-reorder")]),
    }
    for base in ("rtl", "auto"):
        for name, (text, want) in cases.items():
            if base == "auto" and want:
                continue   # an LTR line under auto: read as under ltr
            write(d + "/" + name, text)
            rc, out, err = run(["--checks=all", "--base=" + base, name], cwd=d)
            got = [(l, k) for (_, l, _, k) in findings(out) if k != "ucn"]
            check("ASCII under a right-to-left paragraph: %s, --base=%s: %s"
                  % (name, base, want or "no letter finding"), got == want and err == "",
                  "rc %d out %r err %r" % (rc, out, err))


def main():
    if not os.access(SCAN, os.X_OK):
        print("FAIL: %s not built" % SCAN)
        print("# test-scan: 0 passed, 1 failed")
        return 1
    tmp = tempfile.mkdtemp(prefix="bidiguard-scan-test.")
    try:
        for t in (test_tree, test_languages, test_embed, test_display_reading, test_json, test_sarif, test_identifiers, test_fix,
                  test_pre_commit, test_file_start, test_quiet_displays, test_line_break,
                  test_lookalike, test_report_displays, test_ascii_under_rtl):
            sub = os.path.join(tmp, t.__name__)
            os.makedirs(sub)
            try:
                t(sub)
            except Exception as e:  # a crash in a test is a failure, not an abort
                check(t.__name__ + " ran to the end", False, "%s: %s" % (type(e).__name__, e))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("# test-scan: %d passed, %d failed" % (counts["pass"], counts["fail"]))
    return 1 if counts["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
