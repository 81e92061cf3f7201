/* Vendored code reached through -isystem: checked (a supply-chain path).  */
#ifndef GLUE_VENDORED_H
#define GLUE_VENDORED_H
static const char *vendored_admin = "‮nimda‬";
static const char *vendored_greeting = "سلام";
#endif
