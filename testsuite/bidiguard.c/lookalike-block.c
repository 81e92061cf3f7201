/* A block comment that shows closed by a look-alike of its star-slash:
   a character that looks like '*' or '/' (UTS #39 confusables of either,
   their fullwidth forms), or an ASCII star and slash with an invisible
   character or combining mark between them.  A reviewer sees the check
   after it as live code; cpp reads it as comment up to the next real
   star-slash, where a note points (doc/design.md, "A comment's end that
   is not one").  Nothing here is right to left: the lines reach the
   check because the look-alike or the unseen character sends them to
   the quiet walk, which fails them.  */
/* { dg-do compile } */

int
check (int is_admin)
{
  /* disabled (U+2217 ASTERISK OPERATOR): the admin check ∗/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 17: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -1;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (U+2215 DIVISION SLASH): the admin check *∕ // { dg-warning "looks like the end of this comment, but the comment goes on to line 20: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -2;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (both halves): the admin check ∗∕ // { dg-warning "looks like the end of this comment, but the comment goes on to line 23: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -3;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (U+204E LOW ASTERISK): the admin check ⁎/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 26: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -4;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (U+2731 HEAVY ASTERISK): the admin check ✱/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 29: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -5;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (the fullwidth forms): the admin check ＊／ // { dg-warning "looks like the end of this comment, but the comment goes on to line 32: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -6;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (U+2044 FRACTION SLASH): the admin check *⁄ // { dg-warning "looks like the end of this comment, but the comment goes on to line 35: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -7;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (U+29F8 BIG SOLIDUS): the admin check *⧸ // { dg-warning "looks like the end of this comment, but the comment goes on to line 38: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -8;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (U+30CE KATAKANA LETTER NO): the admin check *ノ // { dg-warning "looks like the end of this comment, but the comment goes on to line 41: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -9;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (ZERO WIDTH SPACE between ASCII star and slash): the admin check *​/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 44: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -10;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (WORD JOINER between): the admin check *⁠/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 47: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -11;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (a variation selector between): the admin check *️/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 50: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -12;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (a soft hyphen between): the admin check *­/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 53: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -13;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (a combining mark on the star): the admin check *́/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 56: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -14;
  /* end */ // { dg-message "the comment ends here" }
  /* disabled (a look-alike and an invisible): the admin check ∗​/ // { dg-warning "looks like the end of this comment, but the comment goes on to line 59: what shows as code after it is comment .bidiguard:lookalike." }
  if (!is_admin) return -15;
  /* end */ // { dg-message "the comment ends here" }
  return 0;
}
