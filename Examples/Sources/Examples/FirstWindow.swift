// Getting started and Writing an app: a first window without an Application.
import Binding
import BindingGtk
import Foundation

// snippet: first-window
@MainActor
func runHello() -> Int32 {
    do {
        try Gtk.initialize()
    } catch {
        print("Hello: \(error)")   // no X display: DISPLAY is not set; … xvfb-run -a
        return 1
    }
    let window = Window(title: "Hello")
    window.add(Label("Hello, GTK"))
    window.setDefaultSize(width: 320, height: 120)
    window.showAll()

    // --screenshot FILE: render the window once it is drawn, save it, exit.
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--screenshot"), flag + 1 < arguments.count {
        do {
            try window.saveScreenshot(to: arguments[flag + 1])
            return 0
        } catch {
            print("Hello: \(error)")   // e.g. could not write the screenshot to …: Permission denied
            return 1
        }
    }

    // Until the user closes the window (its close button destroys it).
    try? MainLoop.runUntilClosed(window)   // throws only without a display, ruled out above
    return 0
}
// In main.swift: exit(MainActor.assumeIsolated { runHello() })
// end-snippet
