/* legacy */int limit = /*‏*/ 3 /**/;
int is_admin󠀡(void);
