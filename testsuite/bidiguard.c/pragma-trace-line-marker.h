# 1 __BASE_FILE__ 2
#pragma GCC diagnostic ignored "-Wbidi-chars"
