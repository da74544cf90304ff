import MVVM
import ReactiveCore

// The stages of an array pipeline. Each returns a new pipeline; see
// `ArrayPipeline` for the threading and identity rules.

extension ArrayPipelineSource {
    /// The elements for which `isIncluded` is `true`, in source order.
    ///
    /// A changed element is tested again; one that starts or stops passing
    /// is inserted or deleted, one that still passes is updated.
    public func filtered(_ isIncluded: @escaping (Item) -> Bool) -> ArrayPipeline<Item> {
        let source = pipeline
        return ArrayPipeline(events: PipelineStageRunner.observable(source: source.events, controls: nil) { _ in
            FilterStage(predicate: isIncluded)
        }, root: source.root)
    }

    /// The elements that pass the latest predicate of `predicates` (a
    /// Driver or any observable of predicates); nothing is emitted until
    /// the first predicate arrives. A new predicate is applied to every
    /// element: those passing before and after stay, without update.
    public func filtered<Predicates: ObservableConvertibleType>(by predicates: Predicates) -> ArrayPipeline<Item>
        where Predicates.Element == (Item) -> Bool {
        let source = pipeline
        return ArrayPipeline(events: PipelineStageRunner.observable(
            source: source.events, controls: predicates.asObservable()) { _ in FilterStage(predicate: nil) },
            root: source.root)
    }

    /// The elements for which `isIncluded(state, element)` holds, with the
    /// latest `state` (a search text, a filter choice): a new state
    /// re-filters every element.
    ///
    /// <!-- snippet: doc-ArrayPipeline-Operators -->
    /// ```swift
    /// tasks.filtered(by: viewModel.$filter) { filter, task in filter == .all || task.isDone == (filter == .done) }
    /// ```
    public func filtered<State: ObservableConvertibleType>(
        by state: State, _ isIncluded: @escaping (State.Element, Item) -> Bool
    ) -> ArrayPipeline<Item> {
        filtered(by: state.asObservable().map { value in { item in isIncluded(value, item) } })
    }

    /// The elements as `transform` maps them, position for position; a
    /// changed element is mapped again. For outputs made once per element
    /// (row models), use ``transformed(make:update:end:)``.
    public func mapped<Output>(_ transform: @escaping (Item) -> Output) -> ArrayPipeline<Output> {
        let source = pipeline
        return ArrayPipeline(events: PipelineStageRunner.observable(source: source.events, controls: nil) { _ in
            TransformStage<Item, Int, Output>(key: { _ in 0 }, make: transform, update: nil, end: { _ in })
        }, root: nil)
    }
}

extension ArrayPipelineSource where Item: Identifiable {
    /// The elements in the order `areInIncreasingOrder` gives; elements it
    /// finds equal keep their arrival order (break ties by id for an order
    /// that does not depend on history). A changed element that changes
    /// place is a move plus an update, so rows and the selection follow it.
    public func sorted(by areInIncreasingOrder: @escaping (Item, Item) -> Bool) -> ArrayPipeline<Item> {
        let source = pipeline
        return ArrayPipeline(events: PipelineStageRunner.observable(source: source.events, controls: nil) { _ in
            SortStage(comparator: areInIncreasingOrder)
        }, root: source.root)
    }

    /// The elements sorted by the latest comparator of `comparators`;
    /// nothing is emitted until the first arrives. A new comparator moves
    /// the fewest elements.
    public func sorted<Comparators: ObservableConvertibleType>(by comparators: Comparators) -> ArrayPipeline<Item>
        where Comparators.Element == (Item, Item) -> Bool {
        let source = pipeline
        return ArrayPipeline(events: PipelineStageRunner.observable(
            source: source.events, controls: comparators.asObservable()) { _ in SortStage(comparator: nil) },
            root: source.root)
    }

    /// The elements sorted by `areInIncreasingOrder(state, a, b)` with the
    /// latest `state` (a sort choice from a combo box, say).
    public func sorted<State: ObservableConvertibleType>(
        by state: State, _ areInIncreasingOrder: @escaping (State.Element, Item, Item) -> Bool
    ) -> ArrayPipeline<Item> {
        sorted(by: state.asObservable().map { value in { left, right in areInIncreasingOrder(value, left, right) } })
    }

    /// One output per element, made by `make` once when the element arrives
    /// and ended by `end` (and `dispose()` when it is `Disposable`) when it
    /// leaves or the subscription ends. A changed element that keeps its id
    /// updates its output in place with `update` (without `update`, the
    /// output is made again).
    ///
    /// <!-- snippet: doc-ArrayPipeline-Operators-2 -->
    /// ```swift
    /// let rows = tasks.filtered { !$0.isDone }.transformed(make: TaskRowModel.init, update: { $0.task = $1 })
    /// ```
    public func transformed<Output>(
        make: @escaping (Item) -> Output,
        update: ((inout Output, Item) -> Void)? = nil,
        end: ((Output) -> Void)? = nil
    ) -> ArrayPipeline<Output> {
        let source = pipeline
        let finish: (Output) -> Void = { output in
            end?(output)
            (output as? Disposable)?.dispose()
        }
        return ArrayPipeline(events: PipelineStageRunner.observable(source: source.events, controls: nil) { _ in
            TransformStage<Item, Item.ID, Output>(key: \.id, make: make, update: update, end: finish)
        }, root: nil)
    }

    /// The same elements, with an update of an element's position whenever
    /// `property(element)` (its own observable property: a relay, a
    /// `@Mutable`'s projection) emits a new value, so that stages after this
    /// one (a filter on `isDone`, a sort on `title`) look at it again.
    ///
    /// <!-- snippet: doc-ArrayPipeline-Operators-3 -->
    /// ```swift
    /// let open = tasks.autoRefresh { $0.$isDone }.filtered { !$0.isDone }   // Task is a class
    /// ```
    public func autoRefresh<Property: ObservableConvertibleType>(
        _ property: @escaping (Item) -> Property
    ) -> ArrayPipeline<Item> {
        let source = pipeline
        return ArrayPipeline(events: PipelineStageRunner.observable(source: source.events, controls: nil) { send in
            AutoRefreshStage(changes: { property($0).asObservable().map { _ in () } }, refresh: send)
        }, root: source.root)
    }
}
