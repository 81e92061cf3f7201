// legit: Persian month names in a table; its commas display reordered (rtl-layout, off by default)
#include <string>

static const char *const month_names[12] = {
    "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور",
    "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند",
};

std::string month_name(int month)
{
    return month_names[(month + 11) % 12];
}

std::string greeting(bool formal)
{
    return formal ? "درود" : "سلام";
}
