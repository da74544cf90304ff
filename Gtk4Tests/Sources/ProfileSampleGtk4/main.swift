// The profile window sample on GTK 4 and libadwaita: the GTK 3 sample's unchanged view model
// (ProfileKit) and file store (ProfileStoreGLib) behind a GTK 4 `.ui` window.
// `swift run --package-path Gtk4Tests ProfileSampleGtk4 [--screenshot FILE] [--data-dir DIR]`;
// headless: `GDK_BACKEND=x11 xvfb-run -a` before it.
import SampleSupportGLib

SampleProcess.main(usage: Options.usage, parse: Options.parse, run: ProfileApp.run)
