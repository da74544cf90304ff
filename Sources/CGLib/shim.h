#ifndef CGLIB_SHIM_H
#define CGLIB_SHIM_H

/*
 * The C view of GLib, GObject and GIO for the Swift GLib layer (no toolkit).
 *
 * What GLib exposes as a macro (type casts, fundamental type ids, source
 * return values) does not import into Swift; this header re-exposes what the
 * layer needs as small static inline functions. It also declares the two
 * libdispatch hooks that let a GLib main loop drive the main dispatch queue
 * (the same pair CoreFoundation's run loop uses).
 *
 * A toolkit's own C module includes its toolkit header beside this one; the
 * GLib types both declare are one Swift type (see docs/gtk-facts.md).
 */

#include <gio/gio.h>
#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

/* ---- libdispatch main-queue hooks (exported by libdispatch.so on Linux) ---- */

/* The main queue's wake-up handle: an eventfd that becomes readable when work is enqueued. */
extern int _dispatch_get_main_queue_handle_4CF(void);
/* Runs the work currently enqueued on the main queue; pass NULL. Not re-entrant. */
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* Consumes the eventfd counter so the fd stops polling readable (else GLib spins). */
static inline void cglib_eventfd_consume(int fd) {
    uint64_t counter = 0;
    ssize_t n = read(fd, &counter, sizeof counter);
    (void)n;
}

/* Adds one to the eventfd counter, making the fd readable again (a deferred wake-up). */
static inline void cglib_eventfd_signal(int fd) {
    uint64_t one = 1;
    ssize_t n = write(fd, &one, sizeof one);
    (void)n;
}

/* ---- GSource return values ---- */

static inline gboolean cglib_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gboolean cglib_source_remove(void) { return G_SOURCE_REMOVE; }

/* ---- Fundamental GTypes ---- */

static inline GType cglib_type_invalid(void) { return G_TYPE_INVALID; }
static inline GType cglib_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cglib_type_int(void) { return G_TYPE_INT; }
static inline GType cglib_type_uint(void) { return G_TYPE_UINT; }
static inline GType cglib_type_long(void) { return G_TYPE_LONG; }
static inline GType cglib_type_int64(void) { return G_TYPE_INT64; }
static inline GType cglib_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cglib_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cglib_type_string(void) { return G_TYPE_STRING; }
static inline GType cglib_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cglib_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cglib_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cglib_type_variant(void) { return G_TYPE_VARIANT; }

/* ---- Type queries on instances ---- */

/* The concrete GType of a GObject instance (G_OBJECT_TYPE). */
static inline GType cglib_object_type(gpointer instance) { return G_OBJECT_TYPE(instance); }

/* Whether an instance is of `type` or a subtype (G_TYPE_CHECK_INSTANCE_TYPE). */
static inline gboolean cglib_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

/* The GType a GParamSpec holds (G_PARAM_SPEC_VALUE_TYPE). */
static inline GType cglib_param_spec_value_type(GParamSpec *spec) { return G_PARAM_SPEC_VALUE_TYPE(spec); }

/* The class structure of a GObject instance (G_OBJECT_GET_CLASS). */
static inline GObjectClass *cglib_object_get_class(gpointer instance) { return G_OBJECT_GET_CLASS(instance); }

/* The GType held by a GValue (G_VALUE_TYPE). */
static inline GType cglib_value_type(const GValue *value) { return G_VALUE_TYPE(value); }

/* ---- Checked casts (G_OBJECT(), G_APPLICATION(), ...) ---- */

static inline GObject *cglib_object(gpointer instance) { return G_OBJECT(instance); }
static inline GInitiallyUnowned *cglib_initially_unowned(gpointer instance) { return G_INITIALLY_UNOWNED(instance); }
static inline GApplication *cglib_application(gpointer instance) { return G_APPLICATION(instance); }

/* ---- GSettings backends (gsettingsbackend.h needs G_SETTINGS_ENABLE_BACKEND) ---- */

#define G_SETTINGS_ENABLE_BACKEND 1
#include <gio/gsettingsbackend.h>

/* GLib's keyfile backend on `filename`; with `defaults_dir`, system defaults and locks (a file
 * named "locks" listing locked key paths, one per line) are read from there. The backend's type
 * is not public: it is taken from a first instance. */
static inline GSettingsBackend *cglib_keyfile_settings_backend_new(const char *filename, const char *defaults_dir) {
    GSettingsBackend *backend = g_keyfile_settings_backend_new(filename, "/", NULL);
    if (defaults_dir == NULL) return backend;
    GType type = G_OBJECT_TYPE(backend);
    g_object_unref(backend);
    return (GSettingsBackend *)g_object_new(type, "filename", filename, "root-path", "/",
                                            "defaults-dir", defaults_dir, NULL);
}

#endif
