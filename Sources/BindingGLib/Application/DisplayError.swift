/// Why a graphical toolkit could not start: no display could be opened.
/// Every front end on the GLib layer throws it from its initialisation (the
/// GTK 3 front end names it after its own).
public enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// No display could be opened. `display` is the `DISPLAY` value, if any.
    case noDisplay(display: String?)

    /// A message saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .noDisplay(nil):
            return "no X display: DISPLAY is not set; start the program from a desktop session, or headless under xvfb-run -a"
        case .noDisplay(let display?):
            return "no X display: cannot open display \"\(display)\"; check DISPLAY, or run headless under xvfb-run -a"
        }
    }
}
