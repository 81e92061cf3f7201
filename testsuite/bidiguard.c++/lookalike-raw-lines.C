// A raw string whose look-alike end is on one line and whose real end
// is on the next: the message names the line.  The note there comes from
// the scanner and Clang; GCC has no map for that line yet when it warns
// (cpp has not reached it), so the note is pruned here.
// { dg-do compile }
// { dg-prune-output "the raw string ends here" }

int is_admin;
const char *t = R"abc(first line)abc＂;
is_admin = 2; //)abc";
// { dg-warning "'.abc.' .U.FF02 FULLWIDTH QUOTATION MARK. looks like the end of this raw string, but the raw string goes on to line 10: what shows as code after it is string text .bidiguard:lookalike." "" { target *-*-* } .-2 }
