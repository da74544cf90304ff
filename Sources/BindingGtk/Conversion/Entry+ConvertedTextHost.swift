import Binding

/// A GTK 3 entry as the shared converted-text binding sees it: edits are `changed` (as
/// `rx.text` reports them), a pending edit is written on `unmap`, on losing the focus
/// (`notify::is-focus`) and on `activate` (Enter).
extension Entry: ConvertedTextHost {
    package var isTextHostGone: Bool { isDestroyed }

    package var hostText: String { text }

    package func showHostText(_ text: String) { rx.text.onNext(text) }

    package func onHostTextEdited(_ action: @escaping @MainActor () -> Void) -> Disposable {
        rx.text.changed.subscribe(onNext: { _ in action() })
    }

    package func onHostUnmapped(_ action: @escaping @MainActor () -> Void) -> Disposable {
        connect("unmap", handler: action)
    }

    package func onHostFocusLeft(_ action: @escaping @MainActor () -> Void) -> Disposable {
        onFocusLeft(action)
    }

    package func onHostActivated(_ action: @escaping @MainActor () -> Void) -> Disposable {
        connect("activate", handler: action)
    }
}
