#line 1 __BASE_FILE__
#pragma GCC diagnostic ignored "-Wbidi-chars"
