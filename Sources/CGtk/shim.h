#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

/*
 * The C view of GTK 3 for the Swift adapter.
 *
 * Everything GTK/GLib exposes as a macro (type casts, fundamental type ids,
 * source return values) does not import into Swift; this header re-exposes
 * what the adapter needs as small static inline functions. It also declares
 * the two libdispatch hooks that let a GLib main loop drive the main
 * dispatch queue (the same pair CoreFoundation's run loop uses).
 */

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

/* ---- libdispatch main-queue hooks (exported by libdispatch.so on Linux) ---- */

/* The main queue's wake-up handle: an eventfd that becomes readable when work is enqueued. */
extern int _dispatch_get_main_queue_handle_4CF(void);
/* Runs the work currently enqueued on the main queue; pass NULL. Not re-entrant. */
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* Consumes the eventfd counter so the fd stops polling readable (else GLib spins). */
static inline void cgtk_eventfd_consume(int fd) {
    uint64_t counter = 0;
    ssize_t n = read(fd, &counter, sizeof counter);
    (void)n;
}

/* Adds one to the eventfd counter, making the fd readable again (a deferred wake-up). */
static inline void cgtk_eventfd_signal(int fd) {
    uint64_t one = 1;
    ssize_t n = write(fd, &one, sizeof one);
    (void)n;
}

/* ---- GSource return values ---- */

static inline gboolean cgtk_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gboolean cgtk_source_remove(void) { return G_SOURCE_REMOVE; }

/* ---- Fundamental GTypes ---- */

static inline GType cgtk_type_invalid(void) { return G_TYPE_INVALID; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_long(void) { return G_TYPE_LONG; }
static inline GType cgtk_type_int64(void) { return G_TYPE_INT64; }
static inline GType cgtk_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_variant(void) { return G_TYPE_VARIANT; }

/* ---- Type queries on instances ---- */

/* The concrete GType of a GObject instance (G_OBJECT_TYPE). */
static inline GType cgtk_object_type(gpointer instance) { return G_OBJECT_TYPE(instance); }

/* Whether an instance is of `type` or a subtype (G_TYPE_CHECK_INSTANCE_TYPE). */
static inline gboolean cgtk_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

/* The GType a GParamSpec holds (G_PARAM_SPEC_VALUE_TYPE). */
static inline GType cgtk_param_spec_value_type(GParamSpec *spec) { return G_PARAM_SPEC_VALUE_TYPE(spec); }

/* The class structure of a GObject instance (G_OBJECT_GET_CLASS). */
static inline GObjectClass *cgtk_object_get_class(gpointer instance) { return G_OBJECT_GET_CLASS(instance); }

/* The GType held by a GValue (G_VALUE_TYPE). */
static inline GType cgtk_value_type(const GValue *value) { return G_VALUE_TYPE(value); }

/* ---- Checked casts (GTK_WIDGET(), G_OBJECT(), ...) ---- */

#define CGTK_DEFINE_CAST(fn, Type, MACRO) \
    static inline Type *cgtk_##fn(gpointer instance) { return MACRO(instance); }

CGTK_DEFINE_CAST(object, GObject, G_OBJECT)
CGTK_DEFINE_CAST(initially_unowned, GInitiallyUnowned, G_INITIALLY_UNOWNED)
CGTK_DEFINE_CAST(application, GApplication, G_APPLICATION)
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

/* ---- GSettings backends (gsettingsbackend.h needs G_SETTINGS_ENABLE_BACKEND) ---- */

#define G_SETTINGS_ENABLE_BACKEND 1
#include <gio/gsettingsbackend.h>

/* GLib's keyfile backend on `filename`; with `defaults_dir`, system defaults and locks (a file
 * named "locks" listing locked key paths, one per line) are read from there. The backend's type
 * is not public: it is taken from a first instance. */
static inline GSettingsBackend *cgtk_keyfile_settings_backend_new(const char *filename, const char *defaults_dir) {
    GSettingsBackend *backend = g_keyfile_settings_backend_new(filename, "/", NULL);
    if (defaults_dir == NULL) return backend;
    GType type = G_OBJECT_TYPE(backend);
    g_object_unref(backend);
    return (GSettingsBackend *)g_object_new(type, "filename", filename, "root-path", "/",
                                            "defaults-dir", defaults_dir, NULL);
}

#endif
