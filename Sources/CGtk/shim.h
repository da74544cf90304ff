#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

/*
 * The C view of GTK 3 for the Swift adapter: what the GTK layer needs beyond
 * the GLib layer's own C module (CGLib, which holds the GLib and GObject
 * helpers and the libdispatch main-queue hooks).
 *
 * Everything GTK exposes as a macro (type casts) or as a variadic function
 * does not import into Swift; this header re-exposes what the adapter needs
 * as small static inline functions. GLib types seen through this module and
 * through CGLib are the same Swift types (see docs/gtk-facts.md).
 */

#include <gtk/gtk.h>

/* ---- Checked casts (GTK_WIDGET(), ...) ---- */

#define CGTK_DEFINE_CAST(fn, Type, MACRO) \
    static inline Type *cgtk_##fn(gpointer instance) { return MACRO(instance); }

CGTK_DEFINE_CAST(gtk_application, GtkApplication, GTK_APPLICATION)
CGTK_DEFINE_CAST(widget, GtkWidget, GTK_WIDGET)
CGTK_DEFINE_CAST(container, GtkContainer, GTK_CONTAINER)
CGTK_DEFINE_CAST(bin, GtkBin, GTK_BIN)
CGTK_DEFINE_CAST(window, GtkWindow, GTK_WINDOW)
CGTK_DEFINE_CAST(buildable, GtkBuildable, GTK_BUILDABLE)
CGTK_DEFINE_CAST(label, GtkLabel, GTK_LABEL)
CGTK_DEFINE_CAST(entry, GtkEntry, GTK_ENTRY)
CGTK_DEFINE_CAST(editable, GtkEditable, GTK_EDITABLE)
CGTK_DEFINE_CAST(button, GtkButton, GTK_BUTTON)
CGTK_DEFINE_CAST(toggle_button, GtkToggleButton, GTK_TOGGLE_BUTTON)
CGTK_DEFINE_CAST(check_button, GtkCheckButton, GTK_CHECK_BUTTON)
CGTK_DEFINE_CAST(switch, GtkSwitch, GTK_SWITCH)
CGTK_DEFINE_CAST(spin_button, GtkSpinButton, GTK_SPIN_BUTTON)
CGTK_DEFINE_CAST(box, GtkBox, GTK_BOX)
CGTK_DEFINE_CAST(orientable, GtkOrientable, GTK_ORIENTABLE)

#undef CGTK_DEFINE_CAST

/* ---- Message dialogs (helper "widgets") ---- */

/* gtk_message_dialog_new is variadic: pass the message as a plain "%s" argument
   so text containing '%' is shown as written. */
static inline GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, GtkDialogFlags flags, GtkMessageType type,
                                                 GtkButtonsType buttons, const gchar *message) {
    return gtk_message_dialog_new(parent, flags, type, buttons, "%s", message ? message : "");
}

/* ---- List widgets (ListBox drag and drop, TreeView) ---- */

/* Emits a widget's "drag-data-get" as GTK does during a drag (g_signal_emit_by_name is variadic). */
static inline void cgtk_emit_drag_data_get(GtkWidget *widget, GdkDragContext *context, GtkSelectionData *data,
                                           guint info, guint time_) {
    g_signal_emit_by_name(widget, "drag-data-get", context, data, info, time_);
}

/* Emits a widget's "drag-data-received" as GTK does on a drop. */
static inline void cgtk_emit_drag_data_received(GtkWidget *widget, GdkDragContext *context, gint x, gint y,
                                                GtkSelectionData *data, guint info, guint time_) {
    g_signal_emit_by_name(widget, "drag-data-received", context, x, y, data, info, time_);
}

#endif
