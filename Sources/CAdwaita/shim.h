#ifndef CADWAITA_SHIM_H
#define CADWAITA_SHIM_H

/*
 * The C view of libadwaita 1 for BindingAdwaita: the libadwaita header, and
 * what it exposes as macros (type casts) as small static inline functions.
 * GTK 4 and GLib types seen through this module, CGtk4 and CGLib are the
 * same Swift types (identical definitions merge).
 */

#include <adwaita.h>

#endif
