import BindingGtk
import CGtk

/// Why a screenshot could not be written.
public enum ScreenshotError: Error, Equatable, CustomStringConvertible {
    /// The widget has no size yet: show it and pump the loop first
    /// (``GtkTestKit/showAndWait(_:timeout:)``).
    case notLaidOut
    /// Cairo could not write the PNG; `status` is cairo's message.
    case writeFailed(path: String, status: String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .notLaidOut:
            return "the widget has no allocated size yet; show it and pump the main loop first"
        case let .writeFailed(path, status):
            return "could not write PNG to \(path): \(status)"
        }
    }
}

extension GtkTestKit {
    /// Renders `widget` (typically a window) the way GTK draws it on screen and
    /// saves it as a PNG at `path`.
    ///
    /// Drawing goes through `gtk_widget_draw` onto an image surface, so the
    /// result does not depend on what the X server shows (overlapping
    /// windows, no compositor). Window-manager decorations are not included.
    public static func saveScreenshot(of widget: Widget, to path: String) throws(ScreenshotError) {
        let (width, height) = widget.allocatedSize
        guard width > 0, height > 0, gtk_widget_get_realized(widget.widgetPointer) != 0 else {
            throw .notLaidOut
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gtk_widget_draw(widget.widgetPointer, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .writeFailed(path: path, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
