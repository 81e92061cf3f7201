#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-cc.py - bidiguard-cc, the front for compiler launchers.

First with a stand-in launcher named distcc (a script that logs the
command it is given and runs it): which command the launcher gets for
each kind of compile line (a split compile gets the preprocessed file
and no plugin option; what cannot be split is compiled locally with the
plugin and never reaches the launcher; links, other languages and -E
reach it unchanged), and that findings, -Werror's exit status, the
dependency file and the object are those of a plain compile with the
plugin.

Then with the real distcc and a distccd listening on 127.0.0.1 (skipped
with UNSUPPORTED where distcc is not installed): a compile that carries
-fplugin= is distributed through bidiguard-cc (distccd's log names the
preprocessed file), prints the findings of a local compile and fails
under -Werror, and the object equals plain distcc's without the plugin.
(Plain distcc with -fplugin= on the line is refused by distccd, and
distcc 3.4's client then waits out its I/O timeout: not run here.)  distccd runs with --enable-tcp-insecure so that any
compiler name is served whatever /usr/lib/distcc holds on this machine.

Last line "# test-cc: N passed, M failed".
"""
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(os.environ.get("BUILD", os.path.join(ROOT, "build")))
CC = os.environ.get("CC", "gcc")
CXX = os.environ.get("CXX", "g++")
FRONT = os.path.join(BUILD, "bidiguard-cc")
PLUGIN = "-fplugin=" + os.path.join(BUILD, "bidiguard.so")
RLI = chr(0x2067)
PDI = chr(0x2069)
ALEF = chr(0x05D0)

ATTACK = ("int main(void)\n{\n"
          "    /* Say hello; newline" + RLI + " /*/ return 0 ;\n"
          "    return 1;\n}\n")
LEGIT = ('#include <stdio.h>\nint main(void)\n{\n'
         '    puts("' + ALEF + chr(0x05D1) + ' " "' + chr(0x05D2) + '");\n'
         '    return 0; /* ' + chr(0x05E9) + chr(0x05DC) + chr(0x05D5) + chr(0x05DD) + ' */\n}\n')
ATTACK_CXX = ("#include <string>\nstd::string s = \"user" + RLI + " \" /* x */;\n"
              "int main() { return (int) s.size(); }\n")

counts = {"passed": 0, "failed": 0}


def check(ok, what, detail=""):
    if ok:
        counts["passed"] += 1
        print("PASS: " + what)
    else:
        counts["failed"] += 1
        print("FAIL: " + what)
        if detail:
            print("  " + detail.replace("\n", "\n  "))


def unsupported(what, why):
    print("UNSUPPORTED: %s (%s)" % (what, why))


def env_for_plugin():
    env = dict(os.environ, LC_ALL="C.UTF-8")
    if os.environ.get("SANITIZE") == "1":
        rt = [subprocess.run([CC, "-print-file-name=" + lib], capture_output=True,
                             text=True).stdout.strip() for lib in ("libasan.so", "libubsan.so")]
        env.update(LD_PRELOAD=" ".join(rt), ASAN_OPTIONS="detect_leaks=0",
                   UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    return env


def run(argv, cwd, env):
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)


def findings(stderr):
    """The diagnostics, without GCC's "In function" context lines (a
    preprocessing run has no functions to name), and without icecc's
    complaints that no iceccd runs here."""
    return [line for line in stderr.splitlines() if ": In function" not in line
            and not line.endswith(": At top level:") and not line.startswith("ICECC[")]


def read(path, mode="r"):
    with open(path, mode) as f:
        return f.read()


def fake_launcher(d):
    """A launcher named distcc that logs its command line and runs it."""
    bindir = os.path.join(d, "fakebin")
    os.mkdir(bindir)
    log = os.path.join(d, "launcher.log")
    script = os.path.join(bindir, "distcc")
    with open(script, "w") as f:
        f.write('#!/bin/sh\nprintf "%%s\\n" "$*" >> "%s"\nexec "$@"\n' % log)
    os.chmod(script, stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    return script, log


def launched(log):
    if not os.path.exists(log):
        return []
    lines = read(log).splitlines()
    os.unlink(log)
    return lines


def test_plans(d, env):
    distcc, log = fake_launcher(d)
    with open(os.path.join(d, "attack.c"), "w", encoding="utf-8") as f:
        f.write(ATTACK)
    with open(os.path.join(d, "legit.c"), "w", encoding="utf-8") as f:
        f.write(LEGIT)
    with open(os.path.join(d, "attack.cc"), "w", encoding="utf-8") as f:
        f.write(ATTACK_CXX)
    with open(os.path.join(d, "asm.s"), "w") as f:
        f.write("\t.text\n")
    os.mkdir(os.path.join(d, "sub"))

    # A split compile: the launcher gets the .i and no plugin option.
    ref = run([CC, PLUGIN, "-c", "attack.c", "-o", "ref.o"], d, env)
    got = run([FRONT, distcc, CC, PLUGIN, "-c", "attack.c", "-o", "got.o"], d, env)
    cmds = launched(log)
    check(got.returncode == 0 and len(cmds) == 1 and ".i -o got.o" in cmds[0]
          and "plugin" not in cmds[0] and "attack.c" not in cmds[0],
          "split C compile: the launcher gets the preprocessed file, no plugin option",
          got.stderr + "\n".join(cmds))
    check(findings(got.stderr) == findings(ref.stderr) and "[bidiguard:reorder]" in got.stderr,
          "split C compile: the findings of a plain compile",
          "got:\n" + got.stderr + "\nplain:\n" + ref.stderr)
    check(os.path.exists(os.path.join(d, "got.o"))
          and read(os.path.join(d, "got.o"), "rb") == read(os.path.join(d, "ref.o"), "rb"),
          "split C compile: the object of a plain compile")
    leftovers = [n for n in os.listdir(tempfile.gettempdir()) if n.startswith("bidiguard-cc-")]
    check(not any(os.path.getmtime(os.path.join(tempfile.gettempdir(), n)) > START
                  for n in leftovers), "split C compile: the preprocessed file is removed")

    # -Werror: the checking run fails, the launcher is never called.
    ref = run([CC, PLUGIN, "-Werror", "-c", "attack.c", "-o", "refw.o"], d, env)
    got = run([FRONT, distcc, CC, PLUGIN, "-Werror", "-c", "attack.c", "-o", "gotw.o"], d, env)
    check(got.returncode == 1 and ref.returncode == 1 and not launched(log)
          and not os.path.exists(os.path.join(d, "gotw.o"))
          and findings(got.stderr) == findings(ref.stderr)
          and "error: U+2067" in got.stderr,
          "-Werror: exit 1, the errors of a plain compile, no object, no launcher",
          got.stderr)

    # Dependency files: -MD -MP into sub/, as GCC writes them.
    ref = run([CC, PLUGIN, "-MD", "-MP", "-c", "legit.c", "-o", "sub/ref.o"], d, env)
    got = run([FRONT, distcc, CC, PLUGIN, "-MD", "-MP", "-c", "legit.c", "-o", "sub/got.o"], d, env)
    launched(log)
    dref = read(os.path.join(d, "sub/ref.d")).replace("sub/ref.o", "TARGET")
    dgot = read(os.path.join(d, "sub/got.d")).replace("sub/got.o", "TARGET") \
        if os.path.exists(os.path.join(d, "sub/got.d")) else ""
    check(got.returncode == 0 and got.stderr == "" and dref == dgot,
          "-MD -MP -o sub/X.o: the dependency file GCC writes, silent on legitimate Hebrew",
          got.stderr + "\n" + dgot)
    got = run([FRONT, distcc, CC, PLUGIN, "-MMD", "-MF", "deps.mk", "-MT", "t", "-c",
               "legit.c", "-o", "mf.o"], d, env)
    launched(log)
    check(got.returncode == 0 and read(os.path.join(d, "deps.mk")).startswith("t: legit.c"),
          "-MMD -MF -MT: the file and target given", got.stderr)

    # No -o: the object named after the source, in the current directory.
    got = run([FRONT, distcc, CC, PLUGIN, "-c", "legit.c"], d, env)
    cmds = launched(log)
    check(got.returncode == 0 and os.path.exists(os.path.join(d, "legit.o"))
          and len(cmds) == 1 and cmds[0].endswith("-o legit.o"),
          "-c without -o: legit.o, through the launcher", got.stderr)
    got = run([FRONT, distcc, CC, PLUGIN, "-S", "legit.c"], d, env)
    launched(log)
    check(got.returncode == 0 and os.path.exists(os.path.join(d, "legit.s")),
          "-S without -o: legit.s", got.stderr)

    # C++: the .ii suffix says the language (distcc runs -x lines locally).
    ref = run([CXX, PLUGIN, "-c", "attack.cc", "-o", "refx.o"], d, env)
    got = run([FRONT, distcc, CXX, PLUGIN, "-c", "attack.cc", "-o", "gotx.o"], d, env)
    cmds = launched(log)
    check(got.returncode == 0 and len(cmds) == 1 and ".ii -o gotx.o" in cmds[0]
          and findings(got.stderr) == findings(ref.stderr) and "bidiguard:" in got.stderr
          and read(os.path.join(d, "gotx.o"), "rb") == read(os.path.join(d, "refx.o"), "rb"),
          "split C++ compile: .ii to the launcher, findings and object of a plain compile",
          got.stderr + "\n" + ref.stderr + "\n".join(cmds))
    got = run([FRONT, distcc, CXX, PLUGIN, "-x", "c++", "-c", "attack.c", "-o", "gotxx.o"], d, env)
    cmds = launched(log)
    check(got.returncode == 0 and len(cmds) == 1 and " -x " not in cmds[0]
          and ".ii -o gotxx.o" in cmds[0],
          "-x c++ on a .c file: split as C++, no -x for the launcher", "\n".join(cmds))

    # Plugin arguments and a bidiguard specs file stay off the launcher's line.
    specs = os.path.join(d, "bidiguard-gcc.specs")
    with open(specs, "w") as f:
        f.write("*cc1:\n+ \n")
    ref = run([CC, PLUGIN, "-fplugin-arg-bidiguard-checks=all", "-c", "legit.c", "-o", "r.o"], d, env)
    got = run([FRONT, distcc, CC, "-specs=" + specs, PLUGIN, "-fplugin-arg-bidiguard-checks=all",
               "-c", "legit.c", "-o", "g.o"], d, env)
    cmds = launched(log)
    check(got.returncode == 0 and len(cmds) == 1 and "specs" not in cmds[0]
          and "bidiguard" not in cmds[0].replace("bidiguard-cc-", "")
          and findings(got.stderr) == findings(ref.stderr),
          "-specs=bidiguard... and -fplugin-arg-bidiguard-*: checking run only",
          got.stderr + "\n".join(cmds))

    # What cannot be split: compiled here with the plugin, not launched.
    for what, argv in (
            ("two sources", [CC, PLUGIN, "-c", "attack.c", "legit.c"]),
            ("compile and link", [CC, PLUGIN, "attack.c", "-o", "prog"]),
            ("-save-temps", [CC, PLUGIN, "-save-temps", "-c", "attack.c", "-o", "st.o"]),
            ("-Wp,", [CC, PLUGIN, "-Wp,-DX=1", "-c", "attack.c", "-o", "wp.o"])):
        got = run([FRONT, distcc] + argv, d, env)
        cmds = launched(log)
        check(got.returncode == 0 and not cmds and "[bidiguard:reorder]" in got.stderr,
              "%s: compiled locally with the plugin, findings reported" % what,
              got.stderr + "\n".join(cmds))
    with open(os.path.join(d, "args.rsp"), "w") as f:
        f.write("-c attack.c -o rsp.o\n")
    got = run([FRONT, distcc, CC, PLUGIN, "@args.rsp"], d, env)
    check(got.returncode == 0 and not launched(log) and "[bidiguard:reorder]" in got.stderr,
          "a response file (it may name the source): compiled locally with the plugin", got.stderr)
    got = subprocess.run([FRONT, distcc, CC, PLUGIN, "-x", "c", "-c", "-", "-o", "stdin.o"],
                         cwd=d, env=env, input=ATTACK, capture_output=True, text=True)
    check(got.returncode == 0 and not launched(log) and "[bidiguard:reorder]" in got.stderr,
          "standard input: compiled locally with the plugin", got.stderr)

    # Nothing to check: the launcher gets the line, less bidiguard's options.
    for what, argv in (
            ("assembler", [CC, PLUGIN, "-c", "asm.s", "-o", "asm.o"]),
            ("link", [CC, PLUGIN, "legit.o", "-o", "prog2"]),
            ("-E", [CC, PLUGIN, "-E", "legit.c", "-o", "legit.i"])):
        got = run([FRONT, distcc] + argv, d, env)
        cmds = launched(log)
        check(got.returncode == 0 and len(cmds) == 1 and "plugin" not in cmds[0],
              "%s: given to the launcher unchanged, without the plugin" % what,
              got.stderr + "\n".join(cmds))

    # No launcher: one local compile with the plugin.
    got = run([FRONT, CC, PLUGIN, "-c", "attack.c", "-o", "nl.o"], d, env)
    check(got.returncode == 0 and "[bidiguard:reorder]" in got.stderr,
          "no launcher: a local compile with the plugin", got.stderr)

    # Bad command lines.
    got = run([FRONT, distcc], d, env)
    check(got.returncode == 2 and "Usage: bidiguard-cc" in got.stderr,
          "a launcher and no compiler: usage, exit 2", got.stderr)
    got = run([FRONT, "--version"], d, env)
    check(got.returncode == 0 and got.stdout.startswith("bidiguard-cc "), "--version")
    got = run([FRONT, distcc, os.path.join(d, "no-such-cc"), "-c", "legit.c"], d, env)
    check(got.returncode != 0 and "cannot run" in got.stderr,
          "a compiler that does not exist: its name and a failure", got.stderr)


def served_jobs(log, want):
    """distccd's job summaries once WANT of them are compiled; the server
    writes each after it has answered, so the client may be done first
    (a hard stop of 60 s, not a budget)."""
    jobs = []
    for _ in range(600):
        jobs = [l for l in read(log).splitlines() if "dcc_job_summary" in l] \
            if os.path.exists(log) else []
        if sum("COMPILE_OK" in l for l in jobs) >= want:
            break
        time.sleep(0.1)
    return jobs


def test_icecc(d, env):
    """icecc as the launcher; without an iceccd it compiles locally, which
    is as far as one machine goes (no scheduler, no second node)."""
    icecc = shutil.which("icecc")
    if not icecc:
        unsupported("icecc as the launcher", "icecc is not installed")
        return
    ref = run([CC, PLUGIN, "-c", "attack.c", "-o", "iref.o"], d, env)
    got = run([FRONT, icecc, CC, PLUGIN, "-c", "attack.c", "-o", "icc.o"], d,
              dict(env, ICECC_DEBUG="error"))
    check(got.returncode == 0 and findings(got.stderr) == findings(ref.stderr)
          and "[bidiguard:reorder]" in got.stderr
          and read(os.path.join(d, "icc.o"), "rb") == read(os.path.join(d, "iref.o"), "rb"),
          "bidiguard-cc icecc: findings and object of a plain compile", got.stderr)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_distcc(d, env):
    distcc = shutil.which("distcc")
    distccd = shutil.which("distccd")
    if not distcc or not distccd:
        unsupported("distcc on 127.0.0.1", "distcc is not installed")
        return
    srv = os.path.join(d, "distccd")
    os.mkdir(srv)
    os.chmod(d, 0o755)
    os.chmod(srv, 0o777)
    port = free_port()
    log = os.path.join(srv, "distccd.log")
    argv = [distccd, "--no-detach", "--daemon", "--allow", "127.0.0.1", "--listen", "127.0.0.1",
            "--port", str(port), "--log-file", log, "--verbose", "--enable-tcp-insecure"]
    if os.geteuid() == 0:
        argv += ["--user", "nobody"]
    server = subprocess.Popen(argv, env=dict(os.environ, TMPDIR=srv), stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        os.mkdir(os.path.join(d, "distcc-home"))
        denv = dict(env, DISTCC_HOSTS="127.0.0.1:%d/2" % port, DISTCC_FALLBACK="0",
                    DISTCC_BACKOFF_PERIOD="0", DISTCC_DIR=os.path.join(d, "distcc-home"),
                    DISTCC_SKIP_LOCAL_RETRY="1", DISTCC_IO_TIMEOUT="60")
        denv.pop("LD_PRELOAD", None)
        fenv = dict(denv)
        if "LD_PRELOAD" in env:
            fenv["LD_PRELOAD"] = env["LD_PRELOAD"]

        ref = run([CC, PLUGIN, "-c", "attack.c", "-o", "lref.o"], d, env)
        got = run([FRONT, distcc, CC, PLUGIN, "-c", "attack.c", "-o", "dist.o"], d, fenv)
        jobs = served_jobs(log, 1)
        check(got.returncode == 0 and any("COMPILE_OK" in l and "bidiguard-cc-" in l for l in jobs),
              "bidiguard-cc distcc: the compile is distributed to distccd on 127.0.0.1",
              got.stderr + "\n".join(jobs))
        check(findings(got.stderr) == findings(ref.stderr) and "[bidiguard:reorder]" in got.stderr,
              "bidiguard-cc distcc: the findings of a local compile", got.stderr)
        check(os.path.exists(os.path.join(d, "dist.o"))
              and read(os.path.join(d, "dist.o"), "rb") == read(os.path.join(d, "lref.o"), "rb"),
              "bidiguard-cc distcc: the object of a local compile")

        got = run([FRONT, distcc, CC, PLUGIN, "-Werror", "-c", "attack.c", "-o", "distw.o"], d, fenv)
        check(got.returncode == 1 and "error: U+2067" in got.stderr
              and not os.path.exists(os.path.join(d, "distw.o")),
              "bidiguard-cc distcc -Werror: exit 1 with the errors", got.stderr)

        plain = run([distcc, CC, "-g", "-O2", "-c", "legit.c", "-o", "pl.o"], d, denv)
        got = run([FRONT, distcc, CC, PLUGIN, "-g", "-O2", "-c", "legit.c", "-o", "bg.o"], d, fenv)
        check(plain.returncode == 0 and got.returncode == 0 and got.stderr == ""
              and read(os.path.join(d, "pl.o"), "rb") == read(os.path.join(d, "bg.o"), "rb"),
              "legitimate Hebrew with -g: silent, object equal to plain distcc's",
              got.stderr + plain.stderr)
        ok = read(log).count("COMPILE_OK") if os.path.exists(log) else 0
        jobs = served_jobs(log, 3)
        check(sum("COMPILE_OK" in l for l in jobs) >= 3, "distccd compiled every distributed job",
              "\n".join(jobs))
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


START = time.time()


def main():
    if not os.access(FRONT, os.X_OK):
        print("FAIL: %s is not built" % FRONT)
        print("# test-cc: 0 passed, 1 failed")
        return 1
    env = env_for_plugin()
    with tempfile.TemporaryDirectory(prefix="bidiguard-test-cc-") as d:
        test_plans(d, env)
        test_distcc(d, env)
        test_icecc(d, env)
    print("# test-cc: %d passed, %d failed" % (counts["passed"], counts["failed"]))
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
