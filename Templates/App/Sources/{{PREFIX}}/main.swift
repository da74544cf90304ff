// {{APP_NAME}}: `swift run {{PACKAGE}}` opens its window;
// `{{PACKAGE}} --screenshot FILE.png` renders the window to a PNG and exits (headless: under `xvfb-run -a`).
import Foundation

let usage = "usage: {{PACKAGE}} [--screenshot FILE.png]"
var screenshotPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screenshot" where !arguments.isEmpty:
        screenshotPath = arguments.popFirst()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        printError("\(usage)\nunknown argument: \(argument)")
        exit(2)
    }
}
exit(MainActor.assumeIsolated { {{PREFIX}}App(screenshotPath: screenshotPath).run() })
