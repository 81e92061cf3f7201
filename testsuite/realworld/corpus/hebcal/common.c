/*
   Hebcal - A Jewish Calendar Generator
   Copyright (C) 1994-2004  Danny Sadinoff
   Portions Copyright (c) 2002 Michael J. Radwin. All Rights Reserved.

   https://github.com/hebcal/hebcal

   This program is free software; you can redistribute it and/or
   modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 2
   of the License, or (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; if not, write to the Free Software
   Foundation, Inc., 675 Mass Ave, Cambridge, MA 02139, USA.

   Danny Sadinoff can be reached at

   danny@sadinoff.com
 */




























































































































































































































































































































const char *num2heb(int num) {
    switch(num) {
    case 1: return "א";
    case 2: return "ב";
    case 3: return "ג";
    case 4: return "ד";
    case 5: return "ה";
    case 6: return "ו";
    case 7: return "ז";
    case 8: return "ח";
    case 9: return "ט";
    case 10: return "י";
    case 20: return "כ";
    case 30: return "ל";
    case 40: return "מ";
    case 50: return "נ";
    case 60: return "ס";
    case 70: return "ע";
    case 80: return "פ";
    case 90: return "צ";
    case 100: return "ק";
    case 200: return "ר";
    case 300: return "ש";
    case 400: return "ת";
    default: return "*INVALID*";
    }
}

#define GERESH "׳"
#define GERSHAYIM "״"

char *hebnum_to_string(char *buffer, int num) {
    int nums[10];
































