import ReactiveCore

// Each stage as a `PipelineStage`: its control input is what may change
// while the pipeline runs.

extension FilterStage: PipelineStage {
    typealias Input = Item
    typealias Output = Item
    typealias Control = (Item) -> Bool

    func apply(_ predicate: @escaping (Item) -> Bool) -> ArrayChangeEvent<Item>? { setPredicate(predicate) }
    func finish() {}
}

extension SortStage: PipelineStage {
    typealias Input = Item
    typealias Output = Item
    typealias Control = (Item, Item) -> Bool

    func apply(_ comparator: @escaping (Item, Item) -> Bool) -> ArrayChangeEvent<Item>? { setComparator(comparator) }
    func finish() {}
}

extension TransformStage: PipelineStage {
    typealias Input = Item
    typealias Control = Never

    func apply(_ control: Never) -> ArrayChangeEvent<Output>? {}
}
