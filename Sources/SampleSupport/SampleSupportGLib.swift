// The GLib-only helpers (the command line, GSettings with the embedded schema) live in
// SampleSupportGLib, which the GTK 4 samples share; the GTK 3 samples see them through this module.
@_exported import SampleSupportGLib
