#ifndef CGTKBASELINE_SHIM_H
#define CGTKBASELINE_SHIM_H
/* GTK 3 for the C baseline alone (the library's own C module is not a product). */
#include <gtk/gtk.h>
#endif
