// {{APP_NAME}}: `swift run {{PACKAGE}}` opens its window;
// `{{PACKAGE}} --screenshot PATH` renders the window to a PNG file and exits (headless: under `xvfb-run -a`).
import Foundation

let usage = "usage: {{PACKAGE}} [--screenshot PATH]"
var screenshotPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screenshot":
        guard let path = arguments.popFirst() else {
            printError("\(usage)\n--screenshot needs the path of the PNG file to write")
            exit(2)
        }
        screenshotPath = path
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        printError("\(usage)\nunknown argument: \(argument)")
        exit(2)
    }
}
exit(MainActor.assumeIsolated { {{PREFIX}}App(screenshotPath: screenshotPath).run() })
