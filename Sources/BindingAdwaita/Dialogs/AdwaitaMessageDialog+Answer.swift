import Binding
import CAdwaita

extension AdwaitaMessageDialog {
    /// A new, hidden message dialog with `heading` and `body`, modal over `parent`. Add its
    /// answers with `addResponse(_:label:appearance:)` and await one with `answer()`.
    public convenience init(parent: Window?, heading: String, body: String? = nil) {
        self.init()
        self.heading = heading
        // libadwaita 1.2 refuses a NULL body (a critical): without one, the default empty body stays.
        if let body { self.body = body }
        transientFor = parent
        isModal = true
    }

    /// Adds an answer: `id` is what `answer()` returns for it, `label` its button's text (with
    /// a mnemonic), `appearance` its style (`.suggested`, `.destructive`).
    public func addResponse(_ id: String, label: String, appearance: ResponseAppearance = .default) {
        guard !isDestroyed else { return }
        let dialog = cPointer(as: AdwMessageDialog.self)
        adw_message_dialog_add_response(dialog, id, label)
        adw_message_dialog_set_response_appearance(dialog, id, AdwResponseAppearance(rawValue: UInt32(appearance.rawValue)))
    }

    /// Shows the dialog and returns the id of the answer chosen (no nested main loop). Escape,
    /// closing or destroying the dialog, or cancelling the awaiting task, answer its
    /// `closeResponse` (`"close"` unless set). The dialog is destroyed afterwards.
    public func answer() async -> String {
        let dismissed = closeResponse ?? "close"
        let response: String = await DialogAnswer.await(
            show: { [weak self] finish in
                guard let self, !self.isDestroyed else {
                    finish(dismissed)
                    return []
                }
                let responses = self.rx.response.subscribe(onNext: { finish($0 ?? dismissed) })
                let destroyed = self.onDestroy { finish(dismissed) }
                self.present()
                return [responses, destroyed]
            },
            cancel: { [weak self] _ in self?.destroy() })
        if !isDestroyed { destroy() }
        return response
    }

    /// Asks a yes/no question over `parent` and returns `true` when the user confirms; Escape,
    /// Cancel, closing the dialog or cancelling the awaiting task return `false`. The answer of a
    /// confirmation `Interaction`:
    ///
    /// <!-- not-compiled: GTK 4 code; the Examples package builds against GTK 3, and the two toolkits cannot share a process -->
    /// ```swift
    /// viewModel.confirmClear.handle { [weak self] in
    ///     await AdwaitaMessageDialog.confirm(parent: self?.window, heading: "Clear the cache?", confirmLabel: "C_lear")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - parent: the window the dialog is modal over, or `nil`.
    ///   - heading: the question.
    ///   - body: text below the question, or `nil`.
    ///   - confirmLabel: the confirm button's label, with a mnemonic.
    ///   - cancelLabel: the cancel button's label, with a mnemonic.
    ///   - destructive: styles the confirm button as destructive and makes Cancel the default
    ///     (Enter cancels), as GNOME does for deletions.
    public static func confirm(
        parent: Window?, heading: String, body: String? = nil,
        confirmLabel: String = "_OK", cancelLabel: String = "_Cancel", destructive: Bool = false
    ) async -> Bool {
        let dialog = AdwaitaMessageDialog(parent: parent, heading: heading, body: body)
        dialog.addResponse("cancel", label: cancelLabel)
        dialog.addResponse("confirm", label: confirmLabel, appearance: destructive ? .destructive : .suggested)
        dialog.closeResponse = "cancel"
        dialog.defaultResponse = destructive ? "cancel" : "confirm"
        return await dialog.answer() == "confirm"
    }
}
