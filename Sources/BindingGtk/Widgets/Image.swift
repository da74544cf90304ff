import Binding
import CGtk

/// Why an image file could not be loaded.
public struct ImageLoadError: Error, CustomStringConvertible, Sendable {
    /// The file that failed to load.
    public let path: String
    /// GLib's explanation (missing file, unknown format, corrupt data…).
    public let reason: String

    /// A message naming the file and the reason.
    public var description: String { "cannot load image \"\(path)\": \(reason)" }
}

/// A picture or icon (`GtkImage`).
@MainActor
extension Image {
    /// A new image showing the theme icon `iconName` (or nothing) at `size`:
    /// `Image(iconName: "document-open", size: .dialog)`.
    public convenience init(iconName: String? = nil, size: IconSize = .button) {
        self.init(gtk_image_new())
        iconSize = size
        if let iconName { self.iconName = iconName }
    }

    /// A new image showing the theme icon `iconName` at a C icon size.
    @available(*, deprecated, message: "pass an IconSize: Image(iconName:size: .dialog)")
    public convenience init(iconName: String?, size: GtkIconSize) {
        self.init(iconName: iconName, size: IconSize(rawValue: Int32(bitPattern: size.rawValue)) ?? .button)
    }

    /// The wrapped `GtkImage`.
    public var imagePointer: UnsafeMutablePointer<GtkImage> { widgetPointer(as: GtkImage.self) }

    /// The theme icon shown, or `nil` if the image shows something else or
    /// nothing. Setting `nil` clears the image.
    public var iconName: String? {
        get {
            guard gtk_image_get_storage_type(imagePointer) == GTK_IMAGE_ICON_NAME else { return nil }
            return property("icon-name", as: String?.self)
        }
        set {
            guard !isDestroyed else { return }
            if let newValue {
                gtk_image_set_from_icon_name(imagePointer, newValue, GtkIconSize(rawValue: UInt32(bitPattern: iconSize.rawValue)))
            } else {
                gtk_image_clear(imagePointer)
            }
        }
    }

    /// The image file shown. GTK shows a "broken image" icon for a file it
    /// cannot read; use ``load(file:)`` to get an error instead. `nil` clears.
    public var filePath: String? {
        get { shownFile }
        set {
            guard !isDestroyed else { return }
            shownFile = newValue
            if let newValue { gtk_image_set_from_file(imagePointer, newValue) } else { gtk_image_clear(imagePointer) }
        }
    }

    /// Loads `path` into a pixbuf and shows it.
    ///
    /// - Throws: ``ImageLoadError`` naming the file when it is missing,
    ///   unreadable or not an image; the image is left unchanged.
    public func load(file path: String) throws(ImageLoadError) {
        try show(path) { error in gdk_pixbuf_new_from_file(path, &error) }
    }

    /// Loads `path` scaled to fit within `size` pixels, keeping its aspect
    /// ratio (a 400×200 picture in 100×100 shows at 100×50), and shows it.
    /// Smaller pictures are enlarged to fit too.
    ///
    /// - Throws: ``ImageLoadError`` naming the file when it is missing,
    ///   unreadable or not an image; the image is left unchanged.
    public func load(file path: String, size: (width: Int, height: Int)) throws(ImageLoadError) {
        let width = Int32(max(1, size.width))
        let height = Int32(max(1, size.height))
        try show(path) { error in gdk_pixbuf_new_from_file_at_scale(path, width, height, 1, &error) }
    }

    /// Shows the pixbuf `load` makes from `path`, or throws the error it reports.
    private func show(
        _ path: String,
        loadedBy load: (inout UnsafeMutablePointer<GError>?) -> OpaquePointer?
    ) throws(ImageLoadError) {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = load(&error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ImageLoadError(path: path, reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard !isDestroyed else { return }
        shownFile = path
        gtk_image_set_from_pixbuf(imagePointer, pixbuf)
    }

    /// The pixel size of the shown picture, or `nil` if it is not a pixbuf.
    public var pixbufSize: (width: Int, height: Int)? {
        guard gtk_image_get_storage_type(imagePointer) == GTK_IMAGE_PIXBUF,
              let pixbuf = gtk_image_get_pixbuf(imagePointer) else { return nil }
        return (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
    }
}

extension Reactive where Base: Image {
    /// Binds the theme icon shown (`nil` clears the image).
    @MainActor public var iconName: Binder<String?> { binder { $0.iconName = $1 } }

    /// Binds the image file shown (`nil` clears the image); an unreadable
    /// file shows GTK's "broken image" icon.
    @MainActor public var filePath: Binder<String?> { binder { $0.filePath = $1 } }
}
