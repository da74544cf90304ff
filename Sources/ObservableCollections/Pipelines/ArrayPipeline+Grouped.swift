import ReactiveCore

extension ArrayPipelineSource where Item: Identifiable & Equatable {
    /// The elements in sections, one per distinct `key(element)`, sections
    /// ordered by key and each section's items in the source's order (sort
    /// upstream to order them): the change events a sectioned list binding
    /// takes (`listBox.rx.items(sections:headerTitle:rowFactory:)`).
    ///
    /// <!-- snippet: doc-ArrayPipeline-Grouped -->
    /// ```swift
    /// listBox.rx.items(sections: results.sorted { $0.title < $1.title }.grouped(by: \.category),
    ///                  headerTitle: { $0 }) { _, result in Label(result.title) }
///     .disposed(by: disposeBag)
    /// ```
    ///
    /// Each change is sent as the fine-grained sectioned change set between
    /// the groups before and after it (a new key is an inserted section, an
    /// emptied one a deleted section; an element changing group is a delete
    /// plus an insert). Unlike the other stages, a change costs one pass over
    /// the elements (regrouping and comparing). A duplicate id ends it with
    /// `ArrayPipelineError.duplicateKey`.
    public func grouped<Key: Comparable & Hashable>(
        by key: @escaping (Item) -> Key
    ) -> Observable<SectionedArrayChangeEvent<Key, Item>> {
        let source = pipeline.events
        return Observable { observer, lifetime in
            var previous: [ArraySection<Key, Item>]?
            var failed = false
            return source.run(AnyObserver { event in
                guard !failed else { return }
                switch event {
                case .next(let change):
                    var seen = Set<Item.ID>(minimumCapacity: change.array.count)
                    var groups: [Key: [Item]] = [:]
                    for item in change.array {
                        guard seen.insert(item.id).inserted else {
                            failed = true
                            observer.on(.error(ArrayPipelineError.duplicateKey(String(describing: item.id))))
                            return
                        }
                        groups[key(item), default: []].append(item)
                    }
                    let sections = groups.keys.sorted().map { ArraySection(metadata: $0, items: groups[$0]!) }
                    defer { previous = sections }
                    guard let old = previous else {
                        observer.on(.next(SectionedArrayChangeEvent(sections: sections, change: .reset)))
                        return
                    }
                    let set = SectionedDiffer.changeSet(
                        from: old, to: sections, sectionIdentity: \.metadata, isMetadataEqual: ==,
                        itemIdentity: \.id, isItemContentEqual: ==)
                    if !set.isEmpty { observer.on(.next(SectionedArrayChangeEvent(sections: sections, change: .patch(set)))) }
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }, lifetime)
        }
    }
}
