import ReactiveCore

/// The state of one `transformed` (or `mapped`) pipeline subscription: one
/// output per source element, position for position, made once when its
/// element arrives and ended when it leaves.
///
/// The change sets pass through unchanged. A source update whose element
/// keeps its identity (`key`) refreshes the existing output with `update`
/// (or, without `update`, replaces it); a changed identity replaces it.
/// Used by one subscription, serially (through its `PipelineGate`).
final class TransformStage<Item, Key: Hashable, Output> {
    private let key: (Item) -> Key
    private let make: (Item) -> Output
    private let update: ((inout Output, Item) -> Void)?
    private let end: (Output) -> Void
    private var keys: [Key] = []
    private var outputs: [Output] = []

    init(key: @escaping (Item) -> Key, make: @escaping (Item) -> Output,
         update: ((inout Output, Item) -> Void)?, end: @escaping (Output) -> Void) {
        self.key = key
        self.make = make
        self.update = update
        self.end = end
    }

    /// The output event for a source event.
    func receive(_ event: ArrayChangeEvent<Item>) -> ArrayChangeEvent<Output>? {
        let array = event.array
        switch event.change {
        case .reset:
            finish()
            keys = array.map(key)
            outputs = array.map(make)
        case .patch(let set):
            // Positions (new indices) whose element has another identity than before.
            var replaced: Set<Int> = []
            set.applyPositional(
                to: &keys, newCount: array.count, make: { self.key(array[$0]) },
                update: { stored, index in
                    let newKey = self.key(array[index])
                    if stored != newKey { replaced.insert(index) }
                    stored = newKey
                })
            set.applyPositional(
                to: &outputs, newCount: array.count, make: { self.make(array[$0]) },
                update: { output, index in
                    if let update = self.update, !replaced.contains(index) {
                        update(&output, array[index])
                    } else {
                        self.end(output)
                        output = self.make(array[index])
                    }
                },
                removed: end)
        }
        return ArrayChangeEvent(array: outputs, change: event.change)
    }

    /// Ends every output (the subscription is over).
    func finish() {
        let ending = outputs
        outputs = []
        keys = []
        for output in ending { end(output) }
    }
}
