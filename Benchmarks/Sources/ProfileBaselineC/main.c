/*
 * ProfileBaselineC: the C baseline of the startup benchmark.
 *
 * The least a GTK 3 program can do to show the profile window: initialise
 * GTK, load the same profile.ui with gtk_builder_add_from_file, show the
 * window and quit once its first frame has been drawn. No CSS, no view model,
 * no bindings: the Swift sample's set-up cost is measured against this.
 *
 * usage: ProfileBaselineC PATH/TO/profile.ui
 * Prints nothing on success (exit status 0); a message on stderr and a
 * non-zero status on failure.
 */
#include <gtk/gtk.h>
#include <stdio.h>

/* The toplevel's first "draw" (connected after the default handler): the
 * window's contents are painted. gtk_main_quit makes gtk_main return as soon
 * as the frame clock's paint is over (the Swift sample quits the same way). */
static gboolean on_first_draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)cr;
    (void)data;
    g_signal_handlers_disconnect_by_func(widget, G_CALLBACK(on_first_draw), NULL);
    gtk_main_quit();
    return FALSE;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s PATH/TO/profile.ui\n", argv[0]);
        return 2;
    }
    if (!gtk_init_check(&argc, &argv)) {
        fprintf(stderr, "ProfileBaselineC: cannot open a display (run under xvfb-run -a)\n");
        return 1;
    }
    GtkBuilder *builder = gtk_builder_new();
    GError *error = NULL;
    if (!gtk_builder_add_from_file(builder, argv[1], &error)) {
        fprintf(stderr, "ProfileBaselineC: cannot load %s: %s\n", argv[1], error->message);
        g_error_free(error);
        g_object_unref(builder);
        return 1;
    }
    GObject *window = gtk_builder_get_object(builder, "profile_window");
    if (window == NULL || !GTK_IS_WINDOW(window)) {
        fprintf(stderr, "ProfileBaselineC: %s has no GtkWindow with id \"profile_window\"\n", argv[1]);
        g_object_unref(builder);
        return 1;
    }
    g_signal_connect_after(window, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(GTK_WIDGET(window));
    gtk_main();
    gtk_widget_destroy(GTK_WIDGET(window));
    g_object_unref(builder);
    return 0;
}
