// The toolkit-free part of the samples' support (the command line, the process's start and exit,
// GSettings with the embedded schema) lives in SampleSupportGLib, which the GTK 4 samples share; the
// GTK 3 samples see it through here.
@_exported import SampleSupportGLib
