#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write examples/: Trojan-Source attacks and legitimate right-to-left text.

Run from the top of the tree:  python3 config/gen-examples.py
The generated files are committed too; this script exists so that every
invisible or right-to-left character in them can be reviewed here as an
explicit code point, in plain ASCII.  Each example opens with a one-line
ASCII comment saying what it shows; all are valid C or C++.
"""

import os
import sys

# Explicit formatting characters and marks (UAX #9).
LRE, RLE, PDF, LRO, RLO = (chr(c) for c in range(0x202A, 0x202F))
LRI, RLI, FSI, PDI = (chr(c) for c in range(0x2066, 0x206A))
LRM, RLM = chr(0x200E), chr(0x200F)

# Hebrew letters by a one-letter transliteration; capitals are final forms.
HEB = {
    "a": 0x05D0, "b": 0x05D1, "g": 0x05D2, "d": 0x05D3, "h": 0x05D4,
    "w": 0x05D5, "z": 0x05D6, "x": 0x05D7, "t": 0x05D8, "y": 0x05D9,
    "K": 0x05DA, "k": 0x05DB, "l": 0x05DC, "M": 0x05DD, "m": 0x05DE,
    "N": 0x05DF, "n": 0x05E0, "s": 0x05E1, "e": 0x05E2, "P": 0x05E3,
    "p": 0x05E4, "C": 0x05E5, "c": 0x05E6, "q": 0x05E7, "r": 0x05E8,
    "S": 0x05E9, "T": 0x05EA,
}

# Arabic and Persian letters by a one-letter transliteration.
ARA = {
    "A": 0x0622, "o": 0x0623, "a": 0x0627, "b": 0x0628, "X": 0x0629,
    "t": 0x062A, "j": 0x062C, "H": 0x062D, "x": 0x062E, "d": 0x062F,
    "D": 0x0630, "r": 0x0631, "z": 0x0632, "s": 0x0633, "S": 0x0634,
    "c": 0x0635, "C": 0x0636, "T": 0x0637, "e": 0x0639, "g": 0x063A,
    "f": 0x0641, "q": 0x0642, "k": 0x0643, "l": 0x0644, "m": 0x0645,
    "n": 0x0646, "h": 0x0647, "w": 0x0648, "I": 0x0649, "y": 0x064A,
    "p": 0x067E, "K": 0x06A9, "G": 0x06AF, "Y": 0x06CC,
}


def translit(table, text):
    """Map letters through TABLE; spaces and punctuation pass unchanged."""
    return "".join(chr(table[c]) if c in table else c for c in text)


def heb(text):
    return translit(HEB, text)


def ara(text):
    return translit(ARA, text)


EXAMPLES = {}

# --- attacks -------------------------------------------------------------

# Trojan Source (Boucher & Anderson 2021), commenting-out: the "if" sits
# inside the first comment but displays as code after it.
EXAMPLES["attack-commenting-out.c"] = f"""\
/* attack: the "if (is_admin)" check displays as code but is inside a comment (Trojan Source) */
#include <stdio.h>
#include <stdbool.h>

int main(void)
{{
    bool is_admin = false;
    /*{RLO} }} {LRI}if (is_admin){PDI} {LRI} begin admins only */
        printf("You are an admin.\\n");
    /* end admins only {RLO} {{ {LRI}*/
    return is_admin;
}}
"""

# Trojan Source, early-return: "return 0;" is code but displays inside
# the comment.
EXAMPLES["attack-early-return.c"] = f"""\
/* attack: an early "return 0;" displays as part of the comment before it (Trojan Source) */
#include <stdio.h>

int main(void)
{{
    /* Say hello; newline{RLI} /*/ return 0 ;
    printf("Hello world.\\n");
    return 0;
}}
"""

# Trojan Source, stretched-string: the comparison string displays as if
# it ended after "user" and the rest were a comment.
EXAMPLES["attack-stretched-string.c"] = f"""\
/* attack: a string displays as ending early, with the rest shown as a comment (Trojan Source) */
#include <stdio.h>
#include <string.h>

int main(void)
{{
    const char *access_level = "user";
    if (strcmp(access_level, "user{RLO} {LRI}// Check if admin{PDI} {LRI}")) {{
        printf("You are an admin.\\n");
    }}
    return 0;
}}
"""

# Two functions whose names display identically: one hides LRE...PDF.
EXAMPLES["attack-invisible-identifier.c"] = f"""\
/* attack: two functions display as "is_admin"; the one called hides LRE...PDF in its name */
int is_admin(int uid)
{{
    return uid == 0;
}}

int is_{LRE}admin{PDF}(int uid)
{{
    return uid >= 0;
}}

int may_delete_users(int uid)
{{
    return is_{LRE}admin{PDF}(uid);
}}
"""

# The homoglyph half of Trojan Source (CVE-2021-42694): no bidi at all.
# A ZERO WIDTH SPACE makes a second "is_admin", and a Cyrillic ER, A and
# U make a second "pay" function that the call reaches.
ZWSP = chr(0x200B)
CYR_PAY = chr(0x0440) + chr(0x0430) + chr(0x0443)
EXAMPLES["attack-homoglyph.c"] = f"""\
/* attack: an invisible ZERO WIDTH SPACE and Cyrillic letters make names that look like others */
static int is_admin = 0;
static int is_{ZWSP}admin = 1;

int pay(int cents) {{ return cents; }}
int {CYR_PAY}(int cents) {{ return cents * 100; }}

int checkout(int cents)
{{
    return is_{ZWSP}admin ? 0 : {CYR_PAY}(cents);
}}
"""

# No embedding at all: two right-to-left marks make the subtraction
# display reversed.
EXAMPLES["attack-marks-arithmetic.c"] = f"""\
/* attack: two invisible RLM marks in empty comments make "10 - 3" display as "3 - 10" */
int remaining(void)
{{
    int x = /*{RLM}*/ 10 - 3 /*{RLM}*/;
    return x;
}}
"""

# No control character at all: Hebrew words in the comments around the
# operands reorder them.  Words mean "start" and "end".
EXAMPLES["attack-rtl-letters-arithmetic.c"] = f"""\
/* attack: Hebrew words in two comments make "10 - 3" display as "3 - 10", no controls needed */
int remaining(void)
{{
    int x = /* {heb("hTxlh")} */ 10 - 3 /* {heb("swP")} */;
    return x;
}}
"""

# Identifiers spelled in Hebrew ("income", "expenses"): the subtraction
# displays with its operands swapped.
EXAMPLES["attack-rtl-identifiers.c"] = f"""\
/* attack: identifiers written in Hebrew letters make "a - b" display as "b - a" */
int profit(int revenue, int costs)
{{
    int {heb("hknswT")} = revenue;
    int {heb("hwcawT")} = costs;
    return {heb("hknswT")} - {heb("hwcawT")};
}}
"""

# A balanced RLO...PDF: GCC's unpaired check is satisfied, yet the override
# reaches past the string into ") == 0".
EXAMPLES["attack-leaking-override.c"] = f"""\
/* attack: a balanced RLO...PDF in a string still reverses the code after it, ") == 0" */
#include <string.h>

int is_root(const char *user)
{{
    if (strcmp(user, "{RLO}toor{PDF}") == 0)
        return 1;
    return 0;
}}
"""

# A string that displays "admin" but holds "nimda".
EXAMPLES["attack-spoofed-string.c"] = f"""\
/* attack: a string displays as "admin" but holds "nimda" (balanced RLO...PDF) */
#include <string.h>

int is_admin_role(const char *role)
{{
    static const char admin[] = "{RLO}nimda{PDF}";
    return strcmp(role, admin) == 0;
}}
"""

# --- legitimate right-to-left text ---------------------------------------

EXAMPLES["legit-hebrew.c"] = f"""\
/* legit: Hebrew comments and strings, RLE...PDF and RLM as intended; no warnings expected */
#include <stdio.h>

/* {heb("hwdewT lmSTmS")} */
static const char *const greeting = "{heb("SlwM ewlM")}";

/* RLE...PDF: a Hebrew sentence with an English word, read right to left */
static const char *const saved = "{RLE}{heb("hqwbC nSmr bTyqyyh")} Documents.{PDF}";

static const char *const done = "{heb("hpewlh hwSlmh!")}{RLM}";

void report(int count)
{{
    // {heb("bdyqh Sl hqlt")}
    if (count < 0)
        return;
    puts(greeting);
    puts(saved);
    puts(done);
}}
"""

EXAMPLES["legit-arabic.c"] = f"""\
/* legit: Arabic comments and strings, RLI...PDI and LRE...PDF as intended; no warnings expected */
#include <stdio.h>

/* {ara("trjmX alwajhX")} */
static const char *const welcome = "{ara("mrHba bk")}";

static const char *const press = "{ara("aCgT elI")} {LRE}File > Save{PDF}";

void show(int comments)
{{
    // {ara("aledd")}
    printf("Posted by {RLI}{ara("faTmX")}{PDI}: %d comments\\n", comments);
    puts(welcome);
    puts(press);
}}
"""

PERSIAN_MONTHS = ["frwrdYn", "ardYbhSt", "xrdad", "tYr", "mrdad", "ShrYwr",
                  "mhr", "Aban", "ADr", "dY", "bhmn", "asfnd"]


def string_list(words):
    return ", ".join('"' + ara(w) + '"' for w in words)


EXAMPLES["legit-persian.cc"] = f"""\
// legit: Persian month names in a table; its commas display reordered (rtl-layout, off by default)
#include <string>

static const char *const month_names[12] = {{
    {string_list(PERSIAN_MONTHS[:6])},
    {string_list(PERSIAN_MONTHS[6:])},
}};

std::string month_name(int month)
{{
    return month_names[(month + 11) % 12];
}}

std::string greeting(bool formal)
{{
    return formal ? "{ara("drwd")}" : "{ara("slam")}";
}}
"""

EXAMPLES["legit-isolates.c"] = f"""\
/* legit: FSI/RLI...PDI around inserted text, RLM after punctuation, LRM around a version */
#include <stdio.h>

void greet(const char *name, int files)
{{
    printf("Welcome back, {FSI}%s{PDI}!\\n", name);
    printf("Translated by {RLI}{heb("dnh")}{PDI} (%d files)\\n", files);
    puts("{heb("haM lhmSyK?")}{RLM}");
    puts("{heb("grsh")} {LRM}2.0.1{LRM}");
    puts("Status: {RLI}OK{PDI}");
}}
"""


def main():
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    outdir = os.path.join(top, "examples")
    os.makedirs(outdir, exist_ok=True)
    for name, text in EXAMPLES.items():
        first = text.split("\n", 1)[0]
        if not first.isascii():
            sys.exit(f"{name}: first line must be ASCII")
        with open(os.path.join(outdir, name), "w", encoding="utf-8",
                  newline="\n") as out:
            out.write(text)
    print(f"wrote {len(EXAMPLES)} files into {outdir}")


if __name__ == "__main__":
    main()
