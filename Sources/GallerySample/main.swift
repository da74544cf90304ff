// The gallery sample: `swift run GallerySample [--window gallery|search|feed] [--query TEXT] [--screenshot FILE]`.
// Headless: `xvfb-run -a swift run GallerySample --window search --query metal --screenshot search.png`.
import Foundation

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if !error.message.isEmpty { FileHandle.standardError.write(Data((error.message + "\n").utf8)) }
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
}
let status = MainActor.assumeIsolated { GalleryApp.run(options) }
exit(status)
