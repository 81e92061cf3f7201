/* { dg-options "-Wno-comment" } */
/* The rtl-text marker silences what right-to-left letters alone do
   (doc/design.md section 2.5), and only that: a closing delimiter that
   the letters show, but that a control or mark moves as well, is the
   control's (reorder), whatever the line's marker says.  The marker is a
   comment anyone can write, so a control must not hide behind letters
   that show a closer of their own.  Found by the fuzzer: the closer test
   took a line for the letters' whenever its display without controls
   showed a closer too.  */

/* Letters alone: `int v1 = - 4;` shown with `4 -`; the marker
   silences them.  */
int v1 = /*א 10*/- 4 /*ב*/; /* bidiguard: rtl-text */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */

/* The same letters without the marker: theirs.  */
int v2 = /*א 10*/- 4 /*ב*/;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */

/* An isolate from the slash on: `int v3 = 1;`, the rest comment.  */
int v3 = /*א 10*⁦/- 4⁩ /*ב*/ 1; /* bidiguard: rtl-text */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */

/* A first-strong isolate from the slash to the second comment's
   letter: its initiator between the star and the slash is a look-alike
   of the comment's end as well, reported as that.  */
int v4 = /*א 10*⁨/- 4 /*ב⁩*/ 1; /* bidiguard: rtl-text */
/* { dg-warning "bidiguard:lookalike" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */

/* A mark alone between the star and the slash: a look-alike of the
   comment's end (lookalike), which no marker silences.  */
int v5 = /*א 10*‎/- 4 /*ב*/ 1; /* bidiguard: rtl-text */
/* { dg-warning "bidiguard:lookalike" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */

/* An RLM beside the letters that moves nothing: still the letters'.  */
int v6 = /*א‏ 10*/- 4 /*ב*/; /* bidiguard: rtl-text */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
