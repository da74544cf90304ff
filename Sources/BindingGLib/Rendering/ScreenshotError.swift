/// Why a widget could not be rendered to a PNG, or the PNG not written (by either front end's
/// `saveScreenshot(to:timeout:)` and `pngData(timeout:)`).
public enum ScreenshotError: Error, Equatable, CustomStringConvertible {
    /// The widget is destroyed.
    case destroyed
    /// The widget, one of its parents or its window is not shown, or it is in
    /// no window: show it first.
    case hidden
    /// The widget was not drawn within `timeout` (the main loop is blocked, or
    /// the widget has no size), so there is no up-to-date frame to render.
    case notDrawn(timeout: Duration)
    /// The toolkit could not render or encode the image; `reason` says why.
    case renderingFailed(reason: String)
    /// The file could not be written; `reason` is the system's message
    /// (such as "No such file or directory" or "Permission denied").
    case writeFailed(path: String, reason: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .destroyed:
            return "cannot take a screenshot of a destroyed widget"
        case .hidden:
            return "cannot take a screenshot of a hidden widget: show it and its window first"
        case .notDrawn(let timeout):
            return "the widget was not drawn within \(timeout), so there is nothing to render (is the main loop blocked, or is the widget zero-sized?)"
        case .renderingFailed(let reason):
            return "could not render the widget to PNG: \(reason)"
        case let .writeFailed(path, reason):
            return "could not write the screenshot to \(path): \(reason)"
        }
    }
}
