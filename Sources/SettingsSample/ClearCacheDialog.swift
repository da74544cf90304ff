import BindingGtk

/// The confirmation before the cache is emptied: a modal message dialog
/// answered through its `response` signal (no nested main loop). `onConfirm`
/// runs only for Clear Cache; any answer closes the dialog.
@MainActor
enum ClearCacheDialog {
    /// Shows the dialog over `parent` and returns it (tests answer it with `respond`).
    @discardableResult
    static func present(over parent: Window, onConfirm: @escaping @MainActor () -> Void) -> MessageDialog {
        let dialog = MessageDialog(
            parent: parent,
            type: .question,
            buttons: .none,
            message: "Clear the cache?",
            secondaryText: "Downloaded previews and thumbnails will be deleted. They are downloaded again when needed."
        )
        dialog.title = "Clear Cache"
        dialog.addButton("_Cancel", response: .cancel)
        let clear = dialog.addButton("_Clear Cache", response: .accept)
        clear.setStyleClass("destructive-action", enabled: true)
        dialog.setDefaultResponse(.cancel)
        _ = dialog.rx.response.take(1).subscribe(onNext: { response in
            dialog.destroy()
            if response == .accept { onConfirm() }
        })
        dialog.present()
        return dialog
    }
}
