import Binding
import CGtk

/// A bar showing how far a task has got (`GtkProgressBar`).
@MainActor
extension ProgressBar {
    /// A new, empty progress bar.
    public convenience init(fraction: Double = 0) {
        self.init(gtk_progress_bar_new())
        self.fraction = fraction
    }

    /// The wrapped `GtkProgressBar`.
    public var progressBarPointer: UnsafeMutablePointer<GtkProgressBar> { widgetPointer(as: GtkProgressBar.self) }

    /// How much is done, from 0 to 1 (clamped).
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(progressBarPointer) }
        set { ifAlive { gtk_progress_bar_set_fraction(progressBarPointer, min(1, max(0, newValue))) } }
    }

    /// The text shown on the bar; `nil` shows the percentage when
    /// ``showsText`` is on.
    public var text: String? {
        get { String.borrowing(gtk_progress_bar_get_text(progressBarPointer)) }
        set { ifAlive { gtk_progress_bar_set_text(progressBarPointer, newValue) } }
    }

    /// Whether text is drawn on the bar.
    @available(*, deprecated, renamed: "showText", message: "the generated `showText` is GTK's property under its own name, bindable as `rx.showText`")
    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(progressBarPointer) != 0 }
        set { ifAlive { gtk_progress_bar_set_show_text(progressBarPointer, newValue ? 1 : 0) } }
    }

    /// Moves the bouncing block once, for progress of unknown length.
    public func pulse() {
        ifAlive { gtk_progress_bar_pulse(progressBarPointer) }
    }
}

extension Reactive where Base: ProgressBar {
    /// Binds how much is done (0…1).
    @MainActor public var fraction: Binder<Double> { binder { $0.fraction = $1 } }

    /// Binds the text on the bar (and shows text while it is non-nil).
    @MainActor public var text: Binder<String?> {
        binder { bar, text in
            bar.text = text
            bar.showText = text != nil
        }
    }

    /// Pulses the bar once per event (progress of unknown length).
    @MainActor public var pulse: Binder<Void> { binder { bar, _ in bar.pulse() } }
}
