#ifndef FRAME_WATCH_H
#define FRAME_WATCH_H
/*
 * What the GTK 4 benchmark and its start-up programs call a frame: an emission
 * of GdkSurface's "render" signal, in the frame clock's paint phase, where GTK
 * draws a window through GSK. GTK 4 has no "draw" signal (GTK 3's benchmark
 * quits at the first "draw"). The count comes from an emission hook, because
 * GTK's own "render" handler returns TRUE, which ends the emission before any
 * handler connected after it. Main thread only.
 */

/* Starts counting renders of every surface of the process (once; later calls do nothing). */
void frame_watch_start(void);

/* The renders counted since frame_watch_start. */
unsigned long frame_watch_renders(void);

#endif
