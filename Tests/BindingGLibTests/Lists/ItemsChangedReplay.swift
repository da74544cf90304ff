import BindingGLib
import CGLib

/// A naive reference of a `GListModel`: an array changed only by replaying
/// the model's `items-changed` signals, reading the added items from the
/// model inside each signal (as GTK's views do).
///
/// Holding the items keeps them alive, so the model must give the same
/// objects back while their elements stay; without holding, only the count
/// is replayed and every item the model makes is dropped at once.
@MainActor
final class ItemsChangedReplay {
    let model: OpaquePointer
    let holdsItems: Bool
    /// The replayed items (`nil` entries when not holding them).
    private(set) var items: [UnsafeMutableRawPointer?] = []
    /// Every signal seen, as (position, removed, added).
    private(set) var signals: [(Int, Int, Int)] = []
    /// What went wrong inside a signal.
    private(set) var problems: [String] = []
    private var handler: UInt = 0

    init(_ model: OpaquePointer, holdsItems: Bool) {
        self.model = model
        self.holdsItems = holdsItems
        items = (0..<Int(g_list_model_get_n_items(model))).map { fetch($0) }
        handler = connectItemsChanged(model) { [unowned self] position, removed, added in
            replay(position: position, removed: removed, added: added)
        }
    }

    private func fetch(_ position: Int) -> UnsafeMutableRawPointer? {
        guard holdsItems else { return nil }
        return g_list_model_get_item(model, guint(position))
    }

    private func replay(position: Int, removed: Int, added: Int) {
        signals.append((position, removed, added))
        guard position + removed <= items.count else {
            problems.append("items-changed(\(position), \(removed), \(added)) past the end of \(items.count) items")
            return
        }
        if removed == 0 && added == 0 { problems.append("an empty items-changed at \(position)") }
        for item in items[position..<position + removed] { if let item { g_object_unref(item) } }
        items.replaceSubrange(position..<position + removed, with: (0..<added).map { fetch(position + $0) })
        let count = Int(g_list_model_get_n_items(model))
        if count != items.count {
            problems.append("inside items-changed(\(position), \(removed), \(added)) the model has \(count) items, the replay \(items.count)")
        }
    }

    /// Forgets the signals and problems seen so far.
    func clear() {
        signals = []
        problems = []
    }

    /// Disconnects and drops the held items.
    func stop() {
        if handler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(model), gulong(handler)) }
        handler = 0
        for item in items { if let item { g_object_unref(item) } }
        items = []
    }
}
