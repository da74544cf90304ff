import Binding
import CGtk

/// A spinning busy indicator (`GtkSpinner`).
@MainActor
extension Spinner {
    /// A new spinner, spinning if `isAnimating`.
    public convenience init(isAnimating: Bool = false) {
        self.init(gtk_spinner_new())
        self.isAnimating = isAnimating
    }

    /// The wrapped `GtkSpinner`.
    public var spinnerPointer: UnsafeMutablePointer<GtkSpinner> { widgetPointer(as: GtkSpinner.self) }

    /// Whether the spinner is spinning (`active`).
    public var isAnimating: Bool {
        get { property("active", as: Bool.self) }
        set {
            guard !isDestroyed else { return }
            if newValue { gtk_spinner_start(spinnerPointer) } else { gtk_spinner_stop(spinnerPointer) }
        }
    }
}

extension Reactive where Base: Spinner {
    /// Binds whether the spinner spins (RxCocoa's `UIActivityIndicatorView.rx.isAnimating`).
    @MainActor public var isAnimating: Binder<Bool> { binder { $0.isAnimating = $1 } }
}
