#ifndef CGTK4_SHIM_H
#define CGTK4_SHIM_H

/*
 * The C view of GTK 4 for BindingGtk4: what the GTK 4 layer needs beyond the
 * GLib layer's own C module (CGLib). GLib types seen through this module and
 * through CGLib are the same Swift types (identical definitions merge; see
 * docs/gtk-facts.md). Never included together with GTK 3's header: GTK 3 and
 * GTK 4 cannot share a process.
 *
 * Type casts are macros, which do not import into Swift; the helpers below
 * re-expose the ones the layer needs as static inline functions.
 */

#include <gtk/gtk.h>

/* ---- Checked casts (GTK_WIDGET(), ...) ---- */

#define CGTK4_DEFINE_CAST(fn, Type, MACRO) \
    static inline Type *cgtk4_##fn(gpointer instance) { return MACRO(instance); }

CGTK4_DEFINE_CAST(widget, GtkWidget, GTK_WIDGET)
CGTK4_DEFINE_CAST(window, GtkWindow, GTK_WINDOW)
CGTK4_DEFINE_CAST(gtk_application, GtkApplication, GTK_APPLICATION)
CGTK4_DEFINE_CAST(native, GtkNative, GTK_NATIVE)
CGTK4_DEFINE_CAST(box, GtkBox, GTK_BOX)
CGTK4_DEFINE_CAST(label, GtkLabel, GTK_LABEL)
CGTK4_DEFINE_CAST(button, GtkButton, GTK_BUTTON)
CGTK4_DEFINE_CAST(editable, GtkEditable, GTK_EDITABLE)
CGTK4_DEFINE_CAST(buildable, GtkBuildable, GTK_BUILDABLE)
CGTK4_DEFINE_CAST(style_provider, GtkStyleProvider, GTK_STYLE_PROVIDER)
CGTK4_DEFINE_CAST(entry, GtkEntry, GTK_ENTRY)
CGTK4_DEFINE_CAST(accessible, GtkAccessible, GTK_ACCESSIBLE)
CGTK4_DEFINE_CAST(file_chooser, GtkFileChooser, GTK_FILE_CHOOSER)
CGTK4_DEFINE_CAST(native_dialog, GtkNativeDialog, GTK_NATIVE_DIALOG)

#undef CGTK4_DEFINE_CAST

/* ---- Accessible properties (gtk_accessible_update_property is variadic) ---- */

/* Sets the accessible description of `widget` (what a screen reader reads after its name), or
 * removes it when `description` is NULL. */
static inline void cgtk4_set_accessible_description(GtkWidget *widget, const char *description) {
    if (description != NULL) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

/* ---- Rendering a widget to PNG through GSK ---- */

/*
 * Renders `widget` (realized, with a size) as it is drawn on screen and
 * returns the picture encoded as PNG (free with g_bytes_unref): the widget's
 * paintable is snapshotted into a render node, which the widget's own native
 * renderer (GL or cairo) turns into a texture. Returns NULL if the widget has
 * no size or renderer or nothing could be rendered.
 */
static inline GBytes *cgtk4_widget_png_bytes(GtkWidget *widget) {
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    if (width <= 0 || height <= 0 || native == NULL) return NULL;
    GskRenderer *renderer = gtk_native_get_renderer(native);
    if (renderer == NULL) return NULL;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    g_object_unref(paintable);
    if (node == NULL) return NULL;
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
    gsk_render_node_unref(node);
    if (texture == NULL) return NULL;
    GBytes *png = gdk_texture_save_to_png_bytes(texture);
    g_object_unref(texture);
    return png;
}

/* ---- The X11 window of a widget (for the test kit's real key events) ---- */

/*
 * <gdk/x11/gdkx.h> brings Xlib's names (Window, Display, Screen), which would
 * clash with the layer's own in every file importing this module; the one
 * function needed is declared here, as GDK declares it.
 */
unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);

/*
 * The X11 window id of the surface `widget` is shown in, or 0 when it has
 * none or GDK does not use the X11 backend.
 */
static inline unsigned long cgtk4_x11_window_id(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) return 0;
    GdkSurface *surface = gtk_native_get_surface(native);
    GType x11_surface = g_type_from_name("GdkX11Surface");
    if (surface == NULL || x11_surface == 0 || !G_TYPE_CHECK_INSTANCE_TYPE(surface, x11_surface)) return 0;
    return gdk_x11_surface_get_xid(surface);
}

#endif
