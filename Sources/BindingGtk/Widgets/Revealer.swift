import Binding
import CGtk

/// A container that shows or hides its child with an animation (`GtkRevealer`).
@MainActor
extension Revealer {
    /// A new revealer, hidden unless `isRevealed`.
    public convenience init(isRevealed: Bool = false) {
        self.init(gtk_revealer_new())
        self.isRevealed = isRevealed
    }

    /// The wrapped `GtkRevealer`.
    public var revealerPointer: UnsafeMutablePointer<GtkRevealer> { widgetPointer(as: GtkRevealer.self) }

    /// Whether the child is (being) shown (`reveal-child`).
    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(revealerPointer) != 0 }
        set { ifAlive { gtk_revealer_set_reveal_child(revealerPointer, newValue ? 1 : 0) } }
    }
}

extension Reactive where Base: Revealer {
    /// Binds whether the child is shown.
    @MainActor public var isRevealed: Binder<Bool> { binder { $0.isRevealed = $1 } }
}
