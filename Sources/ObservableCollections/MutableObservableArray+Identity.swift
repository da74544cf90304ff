import ReactiveCore

extension MutableObservableArray where Item: Identifiable {
    /// Changes the element whose `id` is `id` with `body` and sends one
    /// update of its index; returns `false` (and sends nothing) when no
    /// element has that id. Thread-safe; `body` runs under the array's lock
    /// and must not touch the array. Finding the element is a linear search.
    ///
    /// <!-- snippet: doc-MutableObservableArray-Identity -->
    /// ```swift
    /// tasks.update(id: task.id) { $0.isDone = true }
    /// ```
    @discardableResult
    public func update(id: Item.ID, _ body: (inout Item) -> Void) -> Bool {
        updateFirst(where: { $0.id == id }, body)
    }

    /// The index of the element whose `id` is `id`, or `nil` (a linear search).
    public func index(id: Item.ID) -> Int? {
        core.read { $0.firstIndex(where: { $0.id == id }) }
    }
}

extension MutableObservableArray {
    /// Changes the first element matching `isWanted` with `body` and sends
    /// one update of its index; `false` (nothing sent) when none matches.
    /// Both closures run under the array's lock and must not touch it.
    func updateFirst(where isWanted: (Item) -> Bool, _ body: (inout Item) -> Void) -> Bool {
        core.mutate { array, _ in
            guard let index = array.firstIndex(where: isWanted) else { return (nil, false) }
            body(&array[index])
            return (event(array, ArrayChangeSet(updates: [index])), true)
        }
    }
}
