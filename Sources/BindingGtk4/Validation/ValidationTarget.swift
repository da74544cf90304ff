import Binding
import BindingGLib
import CGtk4

/// A GTK 4 widget presenting a validated field's problems: the right side of
/// `field => entry.rx.validation`, as in the GTK 3 layer.
///
/// While the field shows problems (after its display policy allows it):
/// - the styled widget (the widget itself, or the one given to `rx.validation(styling:)`, such
///   as a text view's scrolled window) has GTK's `error` style class;
/// - an ``Entry`` shows a warning icon at its end whose tooltip lists them;
/// - the widget's accessible description is the problems, one per line, so a screen reader
///   announces them on the field itself (GTK 4 speaks AT-SPI itself).
///
/// All of it is withdrawn when the value becomes valid and when the binding is disposed. The
/// focus leaving the widget or anything inside it (an entry's text) marks the field as left,
/// which shows its problems under `ValidationDisplayPolicy.afterEdit`.
@MainActor
public struct ValidationTarget {
    let widget: Widget
    let styled: Widget
}

extension Reactive where Base: Widget {
    /// The widget as the presentation of a validated field (see ``ValidationTarget``).
    @MainActor public var validation: ValidationTarget { ValidationTarget(widget: base, styled: base) }

    /// The widget as the presentation of a validated field, with the `error` style class on
    /// `styled` (a text view's scrolled window draws the red border).
    @MainActor public func validation(styling styled: Widget) -> ValidationTarget {
        ValidationTarget(widget: base, styled: styled)
    }
}

/// Presents `field`'s problems on `target` (see ``ValidationTarget``) until disposed or the widget
/// is destroyed. The binding keeps the field alive until it is disposed.
@MainActor
public func => <Field: ValidationField>(field: Field, target: ValidationTarget) -> Disposable {
    ValidationPresenter(target).present(field)
}

/// Applies and withdraws one field's problems on its widgets (held weakly): GTK 4's
/// `ValidationPresenting` (the GLib layer).
@MainActor
final class ValidationPresenter: ValidationPresenting {
    /// The icon an entry shows at its end while it has problems.
    static let warningIcon = "dialog-warning-symbolic"

    private weak var widget: Widget?
    private weak var styled: Widget?
    private var isShowing = false

    init(_ target: ValidationTarget) {
        widget = target.widget
        styled = target.styled
    }

    func show(_ messages: [String]) {
        guard let widget, !widget.isDestroyed else { return }
        let invalid = !messages.isEmpty
        guard invalid || isShowing else { return }
        isShowing = invalid
        let text = messages.joined(separator: "\n")
        if let styled, !styled.isDestroyed {
            invalid ? styled.addCSSClass("error") : styled.removeCSSClass("error")
        }
        cgtk4_set_accessible_description(widget.widgetPointer, invalid ? text : nil)
        if let entry = widget as? Entry {
            entry.secondaryIconName = invalid ? Self.warningIcon : nil
            entry.secondaryIconTooltipText = invalid ? text : nil
        }
    }

    func onFocusLeft(_ action: @escaping @MainActor () -> Void) -> Disposable {
        widget?.onFocusLeave(action) ?? Disposables.create()
    }
}
