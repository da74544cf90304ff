import ReactiveCore

extension SelectedElement {
    /// A two-way relay for the selected element's `keyPath`: it holds the
    /// selected element's value (`empty` while nothing is selected) and
    /// follows the selection; a value accepted into it is written into the
    /// element in the source array (see ``SelectedElement``).
    ///
    /// <!-- snippet: doc-SelectedElement-field-empty -->
    /// ```swift
    /// selection.field(\.amount, empty: 0) <=> amountSpin.rx.value
    /// ```
    ///
    /// Asking again for the same key path returns the same relay (with the
    /// `empty` value of the first call). It follows the selection while
    /// this `SelectedElement` lives.
    public func field<Value: Equatable>(
        _ keyPath: WritableKeyPath<Item, Value> & Sendable, empty: Value
    ) -> BehaviorRelay<Value> {
        cachedField(keyPath) {
            let tracker = tracker
            let valueOf: (Item?) -> Value = { $0.map { $0[keyPath: keyPath] } ?? empty }
            let relay = BehaviorRelay(value: valueOf(tracker.element.value))
            let shown = ShownValue(relay.value)
            // Selection → field: only values the field does not hold yet.
            keep(tracker.element.asObservable().subscribe(onNext: { item in
                let value = valueOf(item)
                if shown.exchange(value) != value { relay.accept(value) }
            }))
            // Field → element: a value other than the one shown is an edit.
            keep(relay.asObservable().skip(1).subscribe(onNext: { value in
                let previous = shown.exchange(value)
                guard previous != value else { return }
                if !tracker.write({ $0[keyPath: keyPath] = value }) {
                    // Refused: show the element's value (or the empty one) again.
                    let current = valueOf(tracker.element.value)
                    shown.set(current)
                    relay.accept(current)
                }
            }))
            return relay
        }
    }

    /// A two-way relay for the selected element's text at `keyPath`, empty
    /// (`""`) while nothing is selected; see ``field(_:empty:)``.
    ///
    /// <!-- snippet: doc-SelectedElement-field-text -->
    /// ```swift
    /// selection.field(\.note) <=> noteEntry.rx.text ?? ""
    /// ```
    public func field(_ keyPath: WritableKeyPath<Item, String> & Sendable) -> BehaviorRelay<String> {
        field(keyPath, empty: "")
    }

    /// A two-way relay for the selected element's optional `keyPath`, `nil`
    /// while nothing is selected; see ``field(_:empty:)``.
    public func field<Value: Equatable>(_ keyPath: WritableKeyPath<Item, Value?> & Sendable) -> BehaviorRelay<Value?> {
        field(keyPath, empty: nil)
    }
}

/// The value a field shows: the last one it took from the selection or
/// wrote into the element. Read and written from any thread.
private final class ShownValue<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Makes `newValue` the shown value and returns the previous one.
    func exchange(_ newValue: Value) -> Value {
        lock.withLock {
            defer { value = newValue }
            return value
        }
    }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }
}
