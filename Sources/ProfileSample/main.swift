// The profile window sample: `swift run ProfileSample [--screenshot FILE] [--data-dir DIR]`.
// Headless: `xvfb-run -a swift run ProfileSample --screenshot profile.png`.
import Foundation

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if !error.message.isEmpty { FileHandle.standardError.write(Data((error.message + "\n").utf8)) }
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
}
let status = MainActor.assumeIsolated { ProfileApp.run(options) }
exit(status)
