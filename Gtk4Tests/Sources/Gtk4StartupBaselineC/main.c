/*
 * Gtk4StartupBaselineC: the C baseline of the GTK 4 start-up benchmark.
 *
 * The least a GTK 4 program can do to show the benchmark's profile window:
 * initialise GTK, load the .ui file with gtk_builder_add_from_file, present
 * the window and quit once its first frame has been rendered. No CSS, no view
 * model, no bindings: Gtk4StartupProbe's set-up cost is measured against this.
 *
 * First frame: the window surface's first "render" (CFrameWatch's
 * frame_watch.h says why that signal and how it is seen). The loop stops when
 * the main-context iteration holding that frame is over, so the paint and the
 * frame clock's after-paint have run; Gtk4StartupProbe stops the same way.
 * Gives up after 30 s (status 1).
 *
 * usage: Gtk4StartupBaselineC PATH/TO/profile-form.ui
 * Prints nothing on success (exit status 0); a message on stderr and a
 * non-zero status on failure.
 */
#include <gtk/gtk.h>
#include <stdio.h>

#include "frame_watch.h"

static gboolean timed_out = FALSE;

static gboolean on_timeout(gpointer data) {
    (void)data;
    timed_out = TRUE;
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s PATH/TO/profile-form.ui\n", argv[0]);
        return 2;
    }
    if (!gtk_init_check()) {
        fprintf(stderr, "Gtk4StartupBaselineC: cannot open a display (run under xvfb-run -a)\n");
        return 1;
    }
    GtkBuilder *builder = gtk_builder_new();
    GError *error = NULL;
    if (!gtk_builder_add_from_file(builder, argv[1], &error)) {
        fprintf(stderr, "Gtk4StartupBaselineC: cannot load %s: %s\n", argv[1], error->message);
        g_error_free(error);
        g_object_unref(builder);
        return 1;
    }
    GObject *window = gtk_builder_get_object(builder, "profile_window");
    if (window == NULL || !GTK_IS_WINDOW(window)) {
        fprintf(stderr, "Gtk4StartupBaselineC: %s has no GtkWindow with id \"profile_window\"\n", argv[1]);
        g_object_unref(builder);
        return 1;
    }
    frame_watch_start();
    g_timeout_add_seconds(30, on_timeout, NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (frame_watch_renders() == 0 && !timed_out) g_main_context_iteration(NULL, TRUE);
    gtk_window_destroy(GTK_WINDOW(window));
    g_object_unref(builder);
    if (frame_watch_renders() == 0) {
        fprintf(stderr, "Gtk4StartupBaselineC: no frame within 30 s\n");
        return 1;
    }
    return 0;
}
