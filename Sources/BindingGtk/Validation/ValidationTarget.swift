import Binding
import CGtk

/// A widget presenting a validated field's problems: the right side of
/// `field => entry.rx.validation`.
///
/// While the field shows problems (after its display policy allows it):
/// - the styled widget (the widget itself, or the one given to
///   `rx.validation(styling:)`, such as a text view's frame) has
///   GTK's `error` style class;
/// - an ``Entry`` shows a warning icon at its end whose tooltip lists them;
/// - the widget's accessible description is the problems, one per line, so
///   a screen reader announces them on the field itself.
///
/// All of it is withdrawn (the previous accessible description restored)
/// when the value becomes valid and when the binding is disposed. Leaving
/// the widget (focus out) marks the field as left, which shows its problems
/// under `ValidationDisplayPolicy.afterEdit`.
@MainActor
public struct ValidationTarget {
    let widget: Widget
    let styled: Widget
}

extension Reactive where Base: Widget {
    /// The widget as the presentation of a validated field (see ``ValidationTarget``).
    @MainActor public var validation: ValidationTarget { ValidationTarget(widget: base, styled: base) }

    /// The widget as the presentation of a validated field, with the `error`
    /// style class on `styled` (a text view's frame draws the red border).
    @MainActor public func validation(styling styled: Widget) -> ValidationTarget {
        ValidationTarget(widget: base, styled: styled)
    }
}

/// Presents `field`'s problems on `target` (see ``ValidationTarget``) until
/// disposed or the widget is destroyed. The binding keeps the field (and so
/// its rules and its subscription to the value) alive until it is disposed.
///
/// <!-- snippet: doc-ValidationTarget -->
/// ```swift
/// binding {
///     viewModel.emailField => widgets.emailEntry.rx.validation
///     viewModel.bioField => widgets.bioView.rx.validation(styling: widgets.bioFrame)
/// }
/// ```
@MainActor
public func => <Field: ValidationField>(field: Field, target: ValidationTarget) -> Disposable {
    ValidationPresenter(target).present(field)
}

/// Applies and withdraws one field's problems on its widgets (held weakly): GTK 3's
/// `ValidationPresenting` (the GLib layer).
@MainActor
final class ValidationPresenter: ValidationPresenting {
    /// The icon an entry shows at its end while it has problems.
    static let warningIcon = "dialog-warning-symbolic"

    private weak var widget: Widget?
    private weak var styled: Widget?
    /// The accessible description before problems replaced it (`nil` while none are shown).
    private var savedDescription: String??
    private var showsIcon = false

    init(_ target: ValidationTarget) {
        widget = target.widget
        styled = target.styled
    }

    func show(_ messages: [String]) {
        guard let widget, !widget.isDestroyed else { return }
        let text = messages.joined(separator: "\n")
        let invalid = !messages.isEmpty
        if let styled, !styled.isDestroyed { styled.setStyleClass("error", enabled: invalid) }
        if invalid {
            if savedDescription == nil { savedDescription = .some(widget.accessibleDescription) }
            widget.accessibleDescription = text
        } else if let saved = savedDescription {
            widget.accessibleDescription = saved
            savedDescription = nil
        }
        if let entry = widget as? Entry { showIcon(on: entry, text: invalid ? text : nil) }
    }

    func onFocusLeft(_ action: @escaping @MainActor () -> Void) -> Disposable {
        guard let widget else { return Disposables.create() }
        return widget.onFocusLeft(action)
    }

    private func showIcon(on entry: Entry, text: String?) {
        if let text {
            entry.setIcon(named: Self.warningIcon, at: .secondary)
            gtk_entry_set_icon_tooltip_text(entry.entryPointer, EntryIconPosition.secondary.gtkValue, text)
            showsIcon = true
        } else if showsIcon {
            entry.setIcon(named: nil, at: .secondary)
            gtk_entry_set_icon_tooltip_text(entry.entryPointer, EntryIconPosition.secondary.gtkValue, nil)
            showsIcon = false
        }
    }
}

extension Entry {
    /// The tooltip of the icon at `position`, if any.
    public func iconTooltipText(at position: EntryIconPosition) -> String? {
        String.takingOwnership(of: gtk_entry_get_icon_tooltip_text(entryPointer, position.gtkValue))
    }
}

extension Widget {
    /// Calls `action` each time the widget stops being its window's focus
    /// widget (`notify::is-focus`; unlike `focus-out-event` this does not need
    /// the window to be active, and switching to another window does not count).
    @discardableResult
    func onFocusLeft(_ action: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("notify::is-focus", pointerHandler: { [weak self] _ in
            guard let self, !self.isDestroyed, !self.hasFocus else { return }
            action()
        })
    }
}
