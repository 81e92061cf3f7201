/* Pango Language Sample Table
 *
 * Each entry is of the form:
 *
 * LANGUAGE(
 * 	 code	|* Name *|,
 * 	 SOURCE,
 * 	 "Sample text for the language."
 * 	 |* Translation of the sample text to English *|
 * 	)
 *
 * Where code is the ISO639-1, ISO639-2, or ISO639-3 code for the language,
 * the first one that exists.  Name is the name of the language in English.
 *
 * Source is where the sample text comes from.  One of:
 *
 * WP-PANG
 * 	Wikipedia's List of Pangrams in Other Languages
 * 	http://en.wikipedia.org/wiki/List_of_pangrams#Other_languages
 * 	Fetched on 2008-08-19
 *
 * WP-SFD
 * 	Wikipedia's Sample Font Displays in Other Languages
 * 	http://en.wikipedia.org/wiki/Sample_Font_Displays_In_Other_Languages
 * 	Fetched on 2008-08-19
 *
 * WP
 *      Wikipedia, Article about the language
 *      Fetched on 2020-09-08
 *
 * GLASS
 * 	Kermit project's "I Can Eat Glass" list, also available in pango-view/
 * 	http://www.columbia.edu/kermit/utf8.html#glass
 * 	Fetched on 2008-08-19, updates on 2020-09-08
 *
 * KERMIT
 * 	Kermit project's Quick-Brown-Fox equivalents for other languages
 * 	http://www.columbia.edu/kermit/utf8.html#quickbrownfox
 * 	Fetched on 2008-08-19
 *
 * GSPECI
 * 	gnome-specimen's translations
 * 	http://svn.gnome.org/viewvc/gnome-specimen/trunk/po/
 * 	Fetched on 2008-08-19
 *
 * MISC
 * 	Miscellaneous
 *
 * The sample text may be a pangram, but is not necessarily.  It is chosen to
 * be demonstrative of normal text in the language, as well as exposing font
 * feature requirements unique to the language.  It should be suitable for use
 * as sample text in a font selection dialog.
 *
 * Needless to say, the list MUST be sorted on the language code.
 */
/* Sacrificial define to make introspection happy. */









LANGUAGE(
	 ar	/* Arabic */,
	 WP-PANG,
	 "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق."
	 /* A wise text which has an absolute secret and great importance, written on a green tissue and covered with blue leather. */
	)
LANGUAGE(













































































LANGUAGE(
         dv     /* Maldivian */,
         WP,
         "މާއްދާ 1 – ހުރިހާ އިންސާނުން ވެސް އުފަންވަނީ، ދަރަޖަ އާއި ޙައްޤު ތަކުގައި މިނިވަންކަމާއި ހަމަހަމަކަން ލިބިގެންވާ ބައެއްގެ ގޮތުގައެވެ."
         /* Beginning of UDHR */
        )
LANGUAGE(








































LANGUAGE(
	 fa	/* Persian */,
	 MISC	/* Behdad Esfahbod (#548730) */,
	 "«الا یا اَیُّها السّاقی! اَدِرْ کَأساً وَ ناوِلْها!» که عشق آسان نمود اوّل، ولی افتاد مشکل‌ها!"
	)
LANGUAGE(
	 fi	/* Finnish */,


























































LANGUAGE(
	 he	/* Hebrew */,
	 WP-SFD,
	 "דג סקרן שט לו בים זך אך לפתע פגש חבורה נחמדה שצצה כך."
	 /* A curious fish sailed a clear sea, and suddenly found nice company that just popped up. */
	)
LANGUAGE(






















































































































































































































































































































































LANGUAGE(
	 ur	/* Urdu */,
	 GLASS,
	 "میں کانچ کھا سکتا ہوں اور مجھے تکلیف نہیں ہوتی ۔"
	 /* I can eat glass and it doesn't hurt me. */
	)
LANGUAGE(
















LANGUAGE(
	 yi	/* Yiddish */,
	 GLASS,
	 "איך קען עסן גלאָז און עס טוט מיר נישט װײ."
	 /* I can eat glass and it doesn't hurt me. */
	)
LANGUAGE(



































