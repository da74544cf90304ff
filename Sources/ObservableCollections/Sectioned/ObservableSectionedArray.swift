import MVVM
import ReactiveCore

/// A read-only, observable array of sections, each with metadata (such as
/// header and footer titles) and items. Subscribers receive the current
/// sections as a `.reset`, then one `SectionedArrayChangeEvent` per change with
/// section-level and item-level changes (see `SectionedChangeSet`).
///
/// Thread-safe like `ObservableArray`; it never fails or completes.
public class ObservableSectionedArray<SectionMetadata, Item>: ObservableType, @unchecked Sendable {
    /// The observable's element type: one change event.
    public typealias Element = SectionedArrayChangeEvent<SectionMetadata, Item>

    /// One section of this array.
    public typealias Section = ArraySection<SectionMetadata, Item>

    let core: ChangeEventCore<[Section], Element>
    private let observable: Observable<Element>

    /// An observable sectioned array holding `sections`.
    public init(_ sections: [Section] = []) {
        let core = ChangeEventCore<[Section], Element>(sections) { SectionedArrayChangeEvent(sections: $0, change: .reset) }
        self.core = core
        observable = Observable { observer, _ in core.subscribe(observer) }
    }

    /// A snapshot of the current sections.
    public var sections: [Section] { core.value }

    /// The number of sections.
    public var sectionCount: Int { core.read { $0.count } }

    /// The items of section `section`.
    public func items(inSection section: Int) -> [Item] { core.read { $0[section].items } }

    /// The metadata of section `section`.
    public func metadata(ofSection section: Int) -> SectionMetadata { core.read { $0[section].metadata } }

    /// The item at `index`.
    public subscript(index: ItemIndex) -> Item { core.read { $0[index.section].items[index.item] } }

    /// The change events: the current sections as `.reset` first, then every change.
    public func asObservable() -> Observable<Element> { observable }

    /// A `Driver` of the change events, delivered on the main thread; each
    /// subscriber gets its own initial `.reset`.
    public func asDriver() -> Driver<Element> {
        Driver(unchecked: observable.observeStateOnMain())
    }
}
