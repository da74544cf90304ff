import CGtk

extension Widget {
    /// Renders the widget (typically a window) the way GTK draws it on
    /// screen and saves it as a PNG file at `path` (replacing any file there).
    ///
    /// The `--screenshot FILE` mode of an app, once its window shows what it should:
    ///
    /// <!-- snippet: doc-Widget-Screenshot -->
    /// ```swift
    /// window.showAll()
    /// MainLoop.run(until: { !viewModel.isLoading }, timeout: .seconds(30))
    /// do {
    ///     try window.saveScreenshot(to: path)
    /// } catch {
    ///     print("MyApp: \(error)")   // "could not write the screenshot to …: Permission denied"
    /// }
    /// ```
    ///
    /// First it runs the main loop until the widget's next frame
    /// (``waitUntilDrawn(timeout:)``), so the picture shows the widget's
    /// current state, laid out; a newly shown window is waited for. Drawing
    /// then goes through `gtk_widget_draw` onto an image, so the result does
    /// not depend on what the display shows (overlapping windows, no
    /// compositor). The picture matches the screen for widgets with their own
    /// GDK windows too (scrolled views, entries, text views, notebook tabs);
    /// the column headers of tree views, which GTK 3.24 leaves out when it
    /// draws onto an image, are drawn as on screen. Window-manager decorations
    /// are not included. Nothing is written when rendering fails; a partly
    /// written file is removed.
    ///
    /// - Parameters:
    ///   - path: the PNG file to write (replaced if it exists).
    ///   - timeout: how long to wait for the frame.
    /// - Throws: ``/BindingGLib/ScreenshotError``: the widget is destroyed or hidden, was not
    ///   drawn in time, or the file cannot be written (with the system's reason).
    public func saveScreenshot(to path: String, timeout: Duration = .seconds(10)) throws(ScreenshotError) {
        try PNGFile.save(pngData(timeout: timeout), to: path)
    }

    /// The widget rendered as GTK draws it, encoded as PNG, after its next
    /// frame (see ``saveScreenshot(to:timeout:)``).
    ///
    /// - Throws: ``/BindingGLib/ScreenshotError``: the widget is destroyed or hidden, was
    ///   not drawn in time, or cairo failed.
    public func pngData(timeout: Duration = .seconds(10)) throws(ScreenshotError) -> [UInt8] {
        do {
            try waitUntilDrawn(timeout: timeout)
        } catch {
            switch error {
            case .destroyed: throw .destroyed
            case .hidden: throw .hidden
            case .timedOut(let timeout): throw .notDrawn(timeout: timeout)
            }
        }
        // Just drawn, so laid out: gtk_widget_draw accepts it.
        let (width, height) = allocatedSize
        guard width > 0, height > 0 else { throw .notDrawn(timeout: timeout) }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        let widget = widgetPointer
        SkippedHeaderPainter.whileDrawing(widget) { gtk_widget_draw(widget, context) }
        let drawStatus = cairo_status(context)
        cairo_destroy(context)
        guard drawStatus == CAIRO_STATUS_SUCCESS else { throw .renderingFailed(reason: Self.message(drawStatus)) }
        cairo_surface_flush(surface)

        let sink = PNGSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, appendPNGBytes, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .renderingFailed(reason: Self.message(status)) }
        return sink.bytes
    }

    private static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}

/// The bytes cairo encodes, collected by ``appendPNGBytes``.
private final class PNGSink {
    var bytes: [UInt8] = []
}

/// `cairo_write_func_t`: appends a chunk of the PNG to the ``PNGSink`` in `closure`.
private let appendPNGBytes: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
}
