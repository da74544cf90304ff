import MVVM
import ReactiveCore

/// A read-only, observable array: subscribers receive the current array as a
/// `.reset` event, then one `ArrayChangeEvent` per change with the new array
/// and exactly what changed.
///
/// Expose a `MutableObservableArray` as this type from a view model so views
/// can observe but not edit it. Thread-safe: reads and subscriptions may happen
/// on any thread; events are delivered serially, in the order of the changes.
/// It never fails or completes.
public class ObservableArray<Item>: ObservableType, @unchecked Sendable {
    /// The observable's element type: one change event.
    public typealias Element = ArrayChangeEvent<Item>

    @usableFromInline let core: ChangeEventCore<[Item], ArrayChangeEvent<Item>>
    private let observable: Observable<ArrayChangeEvent<Item>>

    /// An observable array holding `array`.
    public init(_ array: [Item] = []) {
        let core = ChangeEventCore<[Item], ArrayChangeEvent<Item>>(
            array, merger: ArrayTransactionChangeMerger()) { ArrayChangeEvent(array: $0, change: .reset) }
        self.core = core
        observable = Observable { observer, _ in core.subscribe(observer) }
    }

    /// A snapshot of the current elements.
    public var array: [Item] { core.value }

    /// The number of elements.
    public var count: Int { core.read { $0.count } }

    /// `true` when there are no elements.
    public var isEmpty: Bool { core.read { $0.isEmpty } }

    /// The element at `index` of the current array.
    public subscript(index: Int) -> Item { core.read { $0[index] } }

    /// The change events: the current array as `.reset` first, then every change.
    public func asObservable() -> Observable<ArrayChangeEvent<Item>> { observable }

    /// A `Driver` of the change events, delivered on the main thread (inline
    /// when already there, else queued in order). The array multicasts and
    /// replays by itself, so each subscriber gets its own initial `.reset`.
    public func asDriver() -> Driver<ArrayChangeEvent<Item>> {
        Driver(unchecked: observable.observeStateOnMain())
    }

    /// The whole array after each change (the current one first).
    public func arrays() -> Observable<[Item]> {
        observable.map(\.array)
    }
}
