import CGtk

/// Keeps the C-typed spelling `image.iconSize = GTK_ICON_SIZE_DIALOG` compiling, deprecated, next to
/// the Swift-typed ``Image/iconSize``. A property cannot be overloaded by type within a class, but a
/// protocol extension's member can stand beside a class member of the same name: Swift picks the
/// class's `IconSize` one unless the context asks for a `GtkIconSize`. Only ``Image`` conforms.
@MainActor
public protocol ImageLegacyIconSize: Image {}

extension ImageLegacyIconSize {
    /// The icon size as a C value.
    @available(*, deprecated, message: "use iconSize with an IconSize: image.iconSize = .dialog")
    public var iconSize: GtkIconSize {
        get { GtkIconSize(rawValue: UInt32(bitPattern: (iconSize as IconSize).rawValue)) }
        set { iconSize = IconSize(rawValue: Int32(bitPattern: newValue.rawValue)) ?? .button }
    }
}

extension Image: ImageLegacyIconSize {}
