#ifndef CINTL_SHIM_H
#define CINTL_SHIM_H

/*
 * The C view of gettext's set-up functions for the Swift GLib layer.
 *
 * bindtextdomain, bind_textdomain_codeset and textdomain are part of glibc,
 * but Swift's Glibc module does not import <libintl.h>; this header does.
 * Looking a message up goes through GLib (g_dgettext and friends, in CGLib).
 * setlocale comes from <locale.h>, which Glibc imports too; it is here so one
 * module holds what binding a translation domain needs.
 */

#include <libintl.h>
#include <locale.h>

#endif
