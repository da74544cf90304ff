#include "frame_watch.h"

#include <gtk/gtk.h>

static unsigned long renders = 0;
static gboolean started = FALSE;

/* Kept for the life of the process (returns TRUE). */
static gboolean count_render(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint;
    (void)count;
    (void)values;
    (void)data;
    renders++;
    return TRUE;
}

void frame_watch_start(void) {
    if (started) return;
    started = TRUE;
    g_signal_add_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), 0, count_render, NULL, NULL);
}

unsigned long frame_watch_renders(void) {
    return renders;
}
