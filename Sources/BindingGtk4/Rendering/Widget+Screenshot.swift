import BindingGLib
import CGLib
import CGtk4

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
    /// cairo), and saves the picture as a PNG at `path` (replacing any file there; a partly
    /// written file is removed).
    ///
    /// - Throws: `ScreenshotError`: the widget is destroyed or hidden, was not drawn in time,
    ///   GSK could not render it, or the file cannot be written (with the system's reason).
    public func saveScreenshot(to path: String, timeout: Duration = .seconds(10)) throws(ScreenshotError) {
        try PNGFile.save(pngData(timeout: timeout), to: path)
    }

    /// The widget rendered as it is drawn on screen, encoded as PNG, once it is shown and laid
    /// out (see ``saveScreenshot(to:timeout:)``).
    ///
    /// - Throws: `ScreenshotError`: the widget is destroyed or hidden (it, a parent or its window
    ///   is not shown, or it is in no window), was not drawn within `timeout`, or GSK failed.
    public func pngData(timeout: Duration = .seconds(10)) throws(ScreenshotError) -> [UInt8] {
        guard !isDestroyed else { throw .destroyed }
        guard gtk_widget_get_root(widgetPointer) != nil, gtk_widget_is_visible(widgetPointer) != 0 else { throw .hidden }
        guard waitUntilDrawn(timeout: timeout) else { throw isDestroyed ? .destroyed : .notDrawn(timeout: timeout) }
        guard let png = cgtk4_widget_png_bytes(widgetPointer) else {
            throw .renderingFailed(reason: "GSK rendered no texture for the widget")
        }
        defer { g_bytes_unref(png) }
        var size = 0
        guard let data = g_bytes_get_data(png, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }
}
