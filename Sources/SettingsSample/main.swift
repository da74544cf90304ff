// The settings window sample: `swift run SettingsSample [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
// Headless: `xvfb-run -a swift run SettingsSample --screenshot settings.png`.
import Foundation

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if !error.message.isEmpty { FileHandle.standardError.write(Data((error.message + "\n").utf8)) }
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
}
let status = MainActor.assumeIsolated { SettingsApp.run(options) }
exit(status)
