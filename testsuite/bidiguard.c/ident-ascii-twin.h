/* An ASCII header: never lexed by the fast path, yet the note points here.  */
int sayHello (void);
