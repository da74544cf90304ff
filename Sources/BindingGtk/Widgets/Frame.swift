import Binding
import CGtk

/// A container drawing a frame, with an optional title, around its child (`GtkFrame`).
@MainActor
extension Frame {
    /// A new frame titled `label` (`nil`: no title).
    public convenience init(label: String? = nil) {
        self.init(gtk_frame_new(label))
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
