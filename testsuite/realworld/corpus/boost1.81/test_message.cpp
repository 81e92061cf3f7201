//
// Copyright (c) 2009-2011 Artyom Beilis (Tonkikh)
//
// Distributed under the Boost Software License, Version 1.0.
// https://www.boost.org/LICENSE_1_0.txt






















































































































































































































































































































































































            std::cout << "  Testing " << locale_name << std::endl;
            std::cout << "    single forms" << std::endl;

            test_translate("hello", "שלום", l, "default");
            test_translate("hello", "היי", l, "simple");
            test_translate("hello", "hello", l, "undefined");
            test_translate("untranslated", "untranslated", l, "default");
            // Check removal of old "context" information
            test_translate("#untranslated", "#untranslated", l, "default");
            test_translate("##untranslated", "##untranslated", l, "default");
            test_ctranslate("context", "hello", "שלום בהקשר אחר", l, "default");
            test_translate("#hello", "#שלום", l, "default");

            std::cout << "    plural forms" << std::endl;

            {
                test_ntranslate("x day", "x days", 0, "x ימים", l, "default");
                test_ntranslate("x day", "x days", 1, "יום x", l, "default");
                test_ntranslate("x day", "x days", 2, "יומיים", l, "default");
                test_ntranslate("x day", "x days", 3, "x ימים", l, "default");
                test_ntranslate("x day", "x days", 20, "x יום", l, "default");

                test_ntranslate("x day", "x days", 0, "x days", l, "undefined");
                test_ntranslate("x day", "x days", 1, "x day", l, "undefined");



            std::cout << "    plural forms with context" << std::endl;
            {
                std::string inp = "context";
                std::string out = "בהקשר ";

                test_cntranslate(inp, "x day", "x days", 0, out + "x ימים", l, "default");
                test_cntranslate(inp, "x day", "x days", 1, out + "יום x", l, "default");
                test_cntranslate(inp, "x day", "x days", 2, out + "יומיים", l, "default");
                test_cntranslate(inp, "x day", "x days", 3, out + "x ימים", l, "default");
                test_cntranslate(inp, "x day", "x days", 20, out + "x יום", l, "default");

                test_cntranslate(inp, "x day", "x days", 0, "x days", l, "undefined");
                test_cntranslate(inp, "x day", "x days", 1, "x day", l, "undefined");








        std::cout << "  Testing automatic conversions " << std::endl;
        std::locale::global(g("he_IL.UTF-8"));

        TEST(same_s(bl::translate("hello")) == "שלום");
        TEST(same_w(bl::translate(to<wchar_t>("hello"))) == to<wchar_t>("שלום"));

#ifdef BOOST_LOCALE_ENABLE_CHAR16_T
        if(backend == "icu" || backend == "std")
            TEST(same_u16(bl::translate(to<char16_t>("hello"))) == to<char16_t>("שלום"));
#endif

#ifdef BOOST_LOCALE_ENABLE_CHAR32_T
        if(backend == "icu" || backend == "std")
            TEST(same_u32(bl::translate(to<char32_t>("hello"))) == to<char32_t>("שלום"));
#endif
    }















        std::locale l(std::locale::classic(), boost::locale::gnu_gettext::create_messages_facet<char>(info));
        TEST(file_loader_is_actually_called);
        TEST(bl::translate("hello").str(l) == "שלום");
    }
    if(iso_8859_8_not_supported) {
        std::cout << "ISO 8859-8 not supported so skipping non-US-ASCII keys" << std::endl;











            std::locale l = g("he_IL.UTF-8");

            // narrow
            TEST(bl::gettext("בדיקה", l) == "test");
            TEST(bl::gettext("לא קיים", l) == "לא קיים");

            // wide
            std::wstring wtest = bl::conv::to_utf<wchar_t>("בדיקה", "UTF-8");
            std::wstring wmiss = bl::conv::to_utf<wchar_t>("לא קיים", "UTF-8");
            TEST(bl::gettext(wtest.c_str(), l) == L"test");
            TEST(bl::gettext(wmiss.c_str(), l) == wmiss);

            l = g("he_IL.ISO-8859-8");

            // conversion with substitution
            TEST(bl::gettext("test-あにま-בדיקה", l) == bl::conv::from_utf("test--בדיקה", "ISO-8859-8"));
        }

        std::cout << "  `ANSI' keys" << std::endl;











            // narrow non-UTF-8 keys
            // match
            TEST(bl::gettext(bl::conv::from_utf("בדיקה", "ISO-8859-8").c_str(), l) == "test");
            // conversion
            TEST(bl::gettext(bl::conv::from_utf("לא קיים", "ISO-8859-8").c_str(), l) == "לא קיים");
        }
    }
    // Test compiles





















