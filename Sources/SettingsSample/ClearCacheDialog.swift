import Binding
import BindingGtk

/// The confirmation before the cache is emptied: a modal message dialog
/// whose Clear Cache button is styled as destructive and whose default is
/// Cancel. The window's handler of ``SettingsViewModel/confirmClear`` awaits
/// its answer (``Dialog/answer(keep:)``: no nested main loop).
@MainActor
enum ClearCacheDialog {
    /// A new, hidden dialog over `parent`.
    static func make(over parent: Window) -> MessageDialog {
        let dialog = MessageDialog(
            parent: parent,
            type: .question,
            buttons: .none,
            message: tr("Clear the cache?"),
            secondaryText: tr("Downloaded previews and thumbnails will be deleted. They are downloaded again when needed.")
        )
        dialog.title = tr("Clear Cache")
        dialog.addButton(tr("_Cancel"), response: .cancel)
        let clear = dialog.addButton(tr("_Clear Cache"), response: .accept)
        clear.setStyleClass("destructive-action", enabled: true)
        dialog.setDefaultResponse(.cancel)
        return dialog
    }
}
