import Binding
import CGtk

/// An entry for search terms, with a search icon and a clear button
/// (`GtkSearchEntry`). It reports the search text through
/// `rx.searchChanged` once the user pauses typing.
@MainActor
extension SearchEntry {
    /// A new search entry holding `text`, showing `placeholder` while empty.
    package convenience init(text: String, placeholder: String?, _: SearchEntry.Type) {
        self.init(gtk_search_entry_new())
        if !text.isEmpty { self.text = text }
        if let placeholder { placeholderText = placeholder }
    }

    /// Records, at each change of the text, whether it was the user's; the generated `init(_:)`
    /// calls it (`init-after-super` in the manifest).
    func trackEditOrigin() {
        connect("changed") { [weak self] in
            guard let self else { return }
            lastEditWasByUser = !isApplyingProgrammaticChange
        }
    }

    /// Whether the pending or last `search-changed` follows a user edit.
    var searchChangeIsByUser: Bool { lastEditWasByUser }
}

extension Reactive where Base: SearchEntry {
    /// The search text each time the user changes it, after GTK's short
    /// typing pause (`search-changed`, about 150 ms). Text set from Swift does
    /// not emit. Completes when the entry is destroyed.
    @MainActor public var searchChanged: ControlEvent<String> {
        controlEvent { entry, emit in
            entry.connect("search-changed") { [weak entry] in
                guard let entry, !entry.isDestroyed, entry.searchChangeIsByUser else { return }
                emit(entry.text)
            }
        }
    }
}
