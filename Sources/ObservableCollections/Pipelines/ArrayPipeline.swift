import MVVM
import ReactiveCore

/// A live view derived from an observable array — filtered, sorted, mapped
/// — that emits fine-grained change events (never whole arrays to diff).
///
/// <!-- snippet: doc-ArrayPipeline -->
/// ```swift
/// let visible = tasks                                  // MutableObservableArray<Task>
///     .filtered(by: viewModel.$filter) { filter, task in filter.includes(task) }
///     .sorted { ($0.due, $0.id) < ($1.due, $1.id) }
/// listBox.rx.items(visible) { row in TaskRow(row) }    // rows follow each change
///     .disposed(by: disposeBag)
/// ```
///
/// A pipeline is a description, like an `Observable`: each subscription runs
/// its own stages, and the first event it receives is a `.reset` with the
/// whole derived array, then one `.patch` per source change that changed
/// the output (the change set follows `ArrayChangeSet`'s index convention).
/// Each stage costs, per single-element change, a few binary searches or a
/// bit-count over the elements — not a pass over them.
///
/// Threading: the source may change on any thread, and a predicate or
/// comparator may change on another; each stage handles one input at a
/// time, in arrival order (an input arriving meanwhile is queued, never
/// blocking or re-entering). Events reach a list binding on the main thread
/// (bindings observe on the main scheduler; `asDriver()` does too).
///
/// Keyed stages (`sorted`, `transformed`, `autoRefresh`) need `Identifiable`
/// elements: a duplicate id ends the pipeline with
/// `ArrayPipelineError.duplicateKey` naming the id, leaving the last output
/// as it was.
public struct ArrayPipeline<Item>: ObservableType {
    /// The pipeline's events: one change event each.
    public typealias Element = ArrayChangeEvent<Item>

    let events: Observable<ArrayChangeEvent<Item>>
    /// The `MutableObservableArray` the elements come from, when the stages
    /// so far keep its elements as they are (filters, sorts, refreshes):
    /// row components write an edited element back there, by identity.
    package let root: AnyObject?

    init(events: Observable<ArrayChangeEvent<Item>>, root: AnyObject?) {
        self.events = events
        self.root = root
    }

    /// The change events (each subscription runs the stages anew).
    public func asObservable() -> Observable<ArrayChangeEvent<Item>> { events }

    /// The change events delivered on the main thread (inline when already there).
    public func asDriver() -> Driver<ArrayChangeEvent<Item>> {
        Driver(unchecked: events.observeStateOnMain())
    }

    /// The whole derived array after each change (the first one too).
    public func arrays() -> Observable<[Item]> { events.map(\.array) }
}

/// Something an array pipeline can start from: an observable array or another pipeline.
public protocol ArrayPipelineSource<Item> {
    /// The element type.
    associatedtype Item
    /// This source as a pipeline (an observable array: its events, unchanged).
    var pipeline: ArrayPipeline<Item> { get }
}

extension ObservableArray: ArrayPipelineSource {
    /// The array's change events as the start of a pipeline.
    public var pipeline: ArrayPipeline<Item> {
        ArrayPipeline(events: asObservable(), root: self is MutableObservableArray<Item> ? self : nil)
    }
}

extension ArrayPipeline: ArrayPipelineSource {
    /// The pipeline itself.
    public var pipeline: ArrayPipeline<Item> { self }
}

extension ObservableConvertibleType {
    /// These change events (an observable array's, a `diff()` of whole
    /// arrays) as the start of a pipeline. The first event must be a
    /// `.reset` with the whole array, as every change-event source sends.
    public func asArrayPipeline<Item>() -> ArrayPipeline<Item> where Element == ArrayChangeEvent<Item> {
        ArrayPipeline(events: asObservable(), root: nil)
    }
}
