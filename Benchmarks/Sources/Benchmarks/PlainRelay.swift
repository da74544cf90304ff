/// The baseline: the least a relay can do — a value and a list of closures,
/// no locking, no disposal bookkeeping, no threading rules.
final class PlainRelay<Value> {
    private(set) var value: Value
    private var observers: [(id: Int, handler: (Value) -> Void)] = []
    private var nextID = 0

    init(value: Value) { self.value = value }

    func accept(_ newValue: Value) {
        value = newValue
        for observer in observers { observer.handler(newValue) }
    }

    /// Adds `handler`, calls it with the current value, returns a removal token.
    func subscribe(_ handler: @escaping (Value) -> Void) -> Int {
        let id = nextID
        nextID += 1
        observers.append((id, handler))
        handler(value)
        return id
    }

    func unsubscribe(_ id: Int) {
        if let index = observers.firstIndex(where: { $0.id == id }) { observers.remove(at: index) }
    }
}
