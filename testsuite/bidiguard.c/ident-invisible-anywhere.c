/* invisible wherever a name can be: macro names and parameters, pasted arguments, labels, members, splices, ends.  */
#define FLAG​ 1 /* { dg-warning "U.200B .ZERO WIDTH SPACE. inside identifier .FLAG<U.200B>.\[^\n\]*bidiguard:invisible" } */
/* One finding per cause and line: the parameter and its use give one.  */
#define F(a⁠b) a⁠b /* { dg-warning "inside identifier .a<U.2060>b.\[^\n\]*bidiguard:invisible" } */
#define CAT(x, y) x##y
int CAT (is_, ­admin); /* { dg-warning "U.00AD .SOFT HYPHEN\[^\n\]*bidiguard:invisible" } */
void f (void) { lab͏el: ; } /* { dg-warning "U.034F .COMBINING GRAPHEME JOINER\[^\n\]*bidiguard:invisible" } */
struct s { int mem️ber; }; /* { dg-warning "U.FE0F .VARIATION SELECTOR-16\[^\n\]*bidiguard:invisible" } */
int y⁤plus; /* { dg-warning "U.2064 .INVISIBLE PLUS\[^\n\]*bidiguard:invisible" } */
int last​; /* { dg-warning "inside identifier .last<U.200B>.\[^\n\]*bidiguard:invisible" } */
int is_\
​admin; /* { dg-warning "inside identifier .<U.200B>admin.\[^\n\]*bidiguard:invisible" } */
int hㅤf; /* { dg-warning "U.3164 .HANGUL FILLER\[^\n\]*bidiguard:invisible" } */
