import Binding
import CGtk

/// A container drawing a frame, with an optional title, around its child (`GtkFrame`).
@MainActor
open class Frame: Bin {
    /// A new frame titled `label` (`nil`: no title).
    public convenience init(label: String? = nil) {
        self.init(gtk_frame_new(label))
    }

    /// Wraps an existing `GtkFrame`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_frame_get_type(), for: "Frame")
        super.init(pointer)
    }

    /// Never called. A designated initialiser subclasses do not override, so
    /// they do not inherit this class's convenience initialisers (which make a
    /// `Frame`'s GTK type, one the subclass's `init(_:)` rejects).
    package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: Frame.Type) {
        super.init(pointer)
    }

    /// The wrapped `GtkFrame`.
    public var framePointer: UnsafeMutablePointer<GtkFrame> { widgetPointer(as: GtkFrame.self) }

    /// The title shown in the frame's border, or `nil` for none.
    public var label: String? {
        get { String.borrowing(gtk_frame_get_label(framePointer)) }
        set { ifAlive { gtk_frame_set_label(framePointer, newValue) } }
    }
}

extension Reactive where Base: Frame {
    /// Binds the frame's title (`nil` removes it).
    @MainActor public var label: Binder<String?> { binder { $0.label = $1 } }
}
