// Legitimate right-to-left text in C++: comments, strings, tables, isolated placeholders.
#include <string>
// שלום עולם { dg-bogus "bidiguard" }
// سلام فارسی { dg-bogus "bidiguard" }
const std::string greeting = "שלום עולם"; // { dg-bogus "bidiguard" }
const std::string months[] = { "فروردین", "اردیبهشت", "خرداد" }; // { dg-bogus "bidiguard" }
const std::string name = "Hello ⁧أحمد⁩, welcome"; // { dg-bogus "bidiguard" }
const char *format = "שלום ⁨%s⁩"; // { dg-bogus "bidiguard" }
const char *raw = R"(שלום)"; // { dg-bogus "bidiguard" }
