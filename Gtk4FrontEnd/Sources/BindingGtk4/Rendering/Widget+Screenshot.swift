import BindingGLib
import CGtk4

/// Why a widget could not be rendered to a PNG.
public enum ScreenshotError: Error, Equatable, CustomStringConvertible {
    /// The widget is destroyed.
    case destroyed
    /// The widget or its window is not shown, or it has no size yet: present the window and wait
    /// for its first frame.
    case notDrawn
    /// GSK could not render the widget or the PNG could not be written to `path`.
    case renderingFailed(path: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .destroyed:
            return "cannot take a screenshot of a destroyed widget"
        case .notDrawn:
            return "the widget is not shown or has no size yet: present its window and wait for its first frame"
        case .renderingFailed(let path):
            return "could not render the widget or write the PNG to \(path)"
        }
    }
}

extension Widget {
    /// Whether the widget is shown in a realized window and has a size (it has been laid out).
    public var isDrawable: Bool {
        gtk_widget_get_mapped(widgetPointer) != 0 && gtk_widget_get_width(widgetPointer) > 0
            && gtk_widget_get_height(widgetPointer) > 0
    }

    /// Runs the main loop until the widget is shown and laid out (``isDrawable``), for at most
    /// `timeout`; returns whether it is.
    @discardableResult
    public func waitUntilDrawn(timeout: Duration = .seconds(10)) -> Bool {
        MainLoop.run(until: { isDestroyed || isDrawable }, timeout: timeout) && !isDestroyed
    }

    /// Renders the widget as it is drawn on screen, through its window's GSK renderer (GL or
    /// cairo), and saves the picture as a PNG at `path`.
    ///
    /// - Throws: ``ScreenshotError``.
    public func saveScreenshot(to path: String, timeout: Duration = .seconds(10)) throws(ScreenshotError) {
        guard !isDestroyed else { throw .destroyed }
        guard waitUntilDrawn(timeout: timeout) else { throw isDestroyed ? .destroyed : .notDrawn }
        guard cgtk4_save_widget_png(widgetPointer, path) != 0 else { throw .renderingFailed(path: path) }
    }
}
