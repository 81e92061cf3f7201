// Trojan Source in C++: commenting-out, early return, stretched string, balanced override leak.
#include <cstring>
#include <string>

bool
is_admin (const std::string &access_level)
{
  bool admin = false;
  /*‮ } ⁦if (admin)⁩ ⁦ begin admins only */
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
    return true;
  /* end admins only ‮ { ⁦*/
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
  if (access_level != "user‮ ⁦// Check if admin⁩ ⁦") {
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
    return true;
  }
  /* Say hello; newline⁧ /*/ return false ;
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
  return std::strcmp (access_level.c_str (), "‮nimda‬") == 0;
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
}
