import Binding
import CGtk

/// A colour with red, green, blue and alpha components from 0 to 1 (`GdkRGBA`).
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from its components (each 0…1).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour GTK holds in `rgba`.
    init(_ rgba: GdkRGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// The colour as a `GdkRGBA`.
    var gdkValue: GdkRGBA { GdkRGBA(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour as CSS writes it, as GDK formats it: `rgb(255,0,0)`, or
    /// `rgba(255,0,0,0.5)` when it is not opaque.
    public var description: String {
        var rgba = gdkValue
        return String.takingOwnership(of: gdk_rgba_to_string(&rgba)) ?? "rgba(?)"
    }
}

extension RGBA: GValueConvertible {
    /// `GDK_TYPE_RGBA` (a boxed type).
    public static var valueGType: GType { gdk_rgba_get_type() }

    /// Reads a `GdkRGBA`; an unset (`NULL`) colour reads as transparent black.
    public init(gValue: UnsafePointer<GValue>) {
        guard let boxed = g_value_get_boxed(gValue) else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(boxed.assumingMemoryBound(to: GdkRGBA.self).pointee)
    }

    /// Stores a copy of the colour (GLib copies the boxed value).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        var rgba = gdkValue
        g_value_set_boxed(gValue, &rgba)
    }
}

/// A button showing a colour that opens a colour chooser when clicked (`GtkColorButton`).
@MainActor
extension ColorButton {
    /// A new colour button showing `color`.
    public convenience init(color: RGBA = RGBA(red: 0, green: 0, blue: 0)) {
        var rgba = color.gdkValue
        self.init(gtk_color_button_new_with_rgba(&rgba))
    }

    /// The button as a `GtkColorChooser`.
    public var colorChooserPointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// The chosen colour. Setting it is a programmatic change
    /// (`rx.color` does not hear it back).
    public var color: RGBA {
        get {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(colorChooserPointer, &rgba)
            return RGBA(rgba)
        }
        set {
            guard !isDestroyed, newValue != color else { return }
            var rgba = newValue.gdkValue
            performProgrammaticChange { gtk_color_chooser_set_rgba(colorChooserPointer, &rgba) }
        }
    }

    /// Whether the chooser offers an opacity control (`use-alpha`).
    @available(*, deprecated, renamed: "useAlpha", message: "the generated `useAlpha` is GTK's property under its own name, bindable as `rx.useAlpha`")
    public var usesAlpha: Bool {
        get { gtk_color_chooser_get_use_alpha(colorChooserPointer) != 0 }
        set { ifAlive { gtk_color_chooser_set_use_alpha(colorChooserPointer, newValue ? 1 : 0) } }
    }
}

extension Reactive where Base: ColorButton {
    /// The chosen colour: the current one, then each colour the user picks
    /// (`notify::rgba`). Sending a colour shows it without echoing it back.
    /// Completes when the button is destroyed.
    @MainActor public var color: ControlProperty<RGBA> {
        controlProperty(changedBy: ["notify::rgba"], getter: { $0.color }, setter: { $0.color = $1 })
    }
}
