// The settings sample on GTK 4 and libadwaita: the GTK 3 sample's view model (SettingsKit),
// unchanged, in a libadwaita preferences window.
// `swift run --package-path Gtk4Tests SettingsSampleGtk4 [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`;
// headless: `GDK_BACKEND=x11 xvfb-run -a … --screenshot settings.png`.
import Foundation

let options: SettingsOptions
do {
    options = try SettingsOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if !error.isHelp { FileHandle.standardError.write(Data((error.message + "\n").utf8)) }
    FileHandle.standardError.write(Data((SettingsOptions.usage + "\n").utf8))
    exit(error.isHelp ? 0 : 2)
}
exit(MainActor.assumeIsolated { SettingsApp4.run(options) })
