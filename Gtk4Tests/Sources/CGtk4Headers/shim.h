/* GTK 4's headers for the benchmark's C targets (CFrameWatch, Gtk4StartupBaselineC), which include
 * <gtk/gtk.h> themselves: this target exists for pkg-config's compile and link flags of gtk4, because the
 * library's own C view (CGtk4) is not a product of the library's package. Swift code imports CGtk4. */
#include <gtk/gtk.h>
