import Binding
import BindingGLib
import CGtk4

/// A GTK 4 editable widget (held weakly) as the shared converted-text binding sees it: edits are
/// `notify::text` as `rx.text` reports them (not the binding's own writes), a pending edit is
/// written on `unmap`, when the focus leaves the widget and everything inside it, and on Enter.
@MainActor
final class EditableTextHost<Field: Editable>: ConvertedTextHost {
    private weak var editable: Field?

    init(_ editable: Field) { self.editable = editable }

    var isTextHostGone: Bool { editable?.isDestroyed ?? true }

    var hostText: String { editable?.text ?? "" }

    func showHostText(_ text: String) { editable?.rx.text.onNext(text) }

    func onHostTextEdited(_ action: @escaping @MainActor () -> Void) -> Disposable {
        guard let editable else { return Disposables.create() }
        return editable.rx.text.changed.subscribe(onNext: { _ in action() })
    }

    func onHostUnmapped(_ action: @escaping @MainActor () -> Void) -> Disposable {
        guard let editable else { return Disposables.create() }
        return editable.connect("unmap", handler: action)
    }

    func onHostFocusLeft(_ action: @escaping @MainActor () -> Void) -> Disposable {
        editable?.onFocusLeave(action) ?? Disposables.create()
    }

    /// Enter is libadwaita's entry row's `entry-activated` (its `activate` is the list row's, a
    /// click on the row), else `activate` (entries, spin buttons, text); a widget with neither
    /// signal has no Enter to wait for.
    func onHostActivated(_ action: @escaping @MainActor () -> Void) -> Disposable {
        guard let editable else { return Disposables.create() }
        let signals: [String] = ["entry-activated", "activate"]
        guard let signal = signals.first(where: { g_signal_lookup($0, editable.gType) != 0 }) else {
            return Disposables.create()
        }
        return editable.connect(signal, handler: action)
    }
}
