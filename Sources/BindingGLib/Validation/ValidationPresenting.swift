import Binding

/// How one front end shows a validated field's problems on a widget: the part of
/// `field => widget.rx.validation` that differs between GTK 3 and GTK 4 (style class, entry icon,
/// accessible description). ``present(_:)`` is the rest, written once: when problems are shown,
/// when the field counts as left, what disposal withdraws and how long the field lives.
///
/// A presenter holds its widgets weakly and does nothing once they are destroyed.
@MainActor
package protocol ValidationPresenting: AnyObject, Sendable {
    /// Shows `messages` (one per line where they are joined) on the widget; an empty list
    /// withdraws everything shown before, restoring what the problems replaced.
    func show(_ messages: [String])

    /// Calls `action` each time the focus leaves the widget; disposing the result stops it.
    func onFocusLeft(_ action: @escaping @MainActor () -> Void) -> Disposable
}

extension ValidationPresenting {
    /// Shows `field`'s displayed problems (``ValidationField/displayedMessages``) as they change,
    /// marks the field left when the focus leaves the widget, and withdraws the problems when the
    /// result is disposed on the main thread (disposed elsewhere, the widget's end withdraws them).
    /// The result keeps `field` (its rules and its subscription to the value) alive until disposed.
    package func present<Field: ValidationField>(_ field: Field) -> Disposable {
        let showing = field.displayedMessages.drive(onNext: { [self] in show($0) })
        let leaving = onFocusLeft { [weak field] in field?.markLeft() }
        let withdrawing = Disposables.create { [self] in
            withExtendedLifetime(field) {}
            if MainThread.isCurrent { MainActor.assumeIsolated { show([]) } }
        }
        return Disposables.create(showing, leaving, withdrawing)
    }
}
