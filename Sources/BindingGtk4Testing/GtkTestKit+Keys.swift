import BindingGtk4
import CGtk4
import Foundation

/// Why real key presses could not be sent.
public enum KeyInputError: Error, Equatable, CustomStringConvertible {
    /// The window has no X11 window: present it first (``GtkTestKit/presentAndWait(_:timeout:)``)
    /// and run GDK's X11 backend (`GDK_BACKEND=x11`, as the GTK 4 tests do).
    case windowNotShown
    /// `xdotool` could not be run or failed; `message` is what it said.
    case xdotoolFailed(message: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .windowNotShown:
            return "the window has no X11 window; present it first (GtkTestKit.presentAndWait) under GDK_BACKEND=x11"
        case .xdotoolFailed(let message):
            return "xdotool failed (\(message)); the GTK 4 key tests need it: apt-get install xdotool"
        }
    }
}

extension GtkTestKit {
    /// Presses and releases `keys` on the display's real keyboard, as a user would, one after the
    /// other: `window` is given the X input focus, then `xdotool` sends each key through the X
    /// server's test extension (XTEST), so GTK receives ordinary key events and runs its own
    /// handling (event controllers, shortcut controllers, application accelerators, the focus
    /// widget's keys).
    ///
    /// Keys are named as `xdotool` names them: X keysyms with `+` between modifiers and key
    /// (`"ctrl+k"`, `"Delete"`, `"shift+F10"`). GTK handles the events when its main loop next
    /// runs: wait for their effect with ``pump(until:timeout:)``. To see that a key did *nothing*,
    /// press a second key whose effect can be awaited after it: X delivers keys in order.
    ///
    /// - Throws: ``KeyInputError``.
    public static func pressKeys(_ keys: String..., in window: Window) throws(KeyInputError) {
        let id = cgtk4_x11_window_id(window.widgetPointer)
        guard !window.isDestroyed, id != 0 else { throw .windowNotShown }
        try runXdotool(["windowfocus", "--sync", String(id), "key", "--clearmodifiers"] + keys)
    }

    private static func runXdotool(_ arguments: [String]) throws(KeyInputError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .xdotoolFailed(message: "\(error)")
        }
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .xdotoolFailed(message: "status \(process.terminationStatus): \(message)")
        }
    }
}
