/* 0 */int v0 = /*‬*/ 10 - 3 /*‬*/;
int w0中‍️󠁡(void);
/* 1 */         const char *s1 = "⁩nimda⁩";
int w1         󠁡中́󠁡󠀡(void);
/* 2 */        int is_admin2(void);
int w2        😀󠀡‍󠁡(void);
/* 3 */    int v3 = /*⁩*/ 10 - 3 /*⁩*/;
int w3    ́́́́́(void);
