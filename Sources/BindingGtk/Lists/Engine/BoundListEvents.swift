import Binding

/// The element events every list widget bound to an array offers
/// (`modelSelected`, `modelActivated`, `itemActivated`), written once for
/// `ListBox` and `TreeView`: each widget supplies its index events and how
/// an index finds its bound element.
@MainActor
enum BoundListEvents {
    /// The bound element at each index of `indices` (indices without one are skipped).
    static func elements<Base: Widget, Element>(
        of base: Base, at indices: ControlEvent<Int>, as type: Element.Type,
        lookup: @escaping @MainActor (Base, Int) -> Any?
    ) -> ControlEvent<Element> {
        ControlEvent(events: boundElements(of: base, at: indices.asObservable()) { widget, index in
            typed(lookup(widget, index), as: type, in: widget)
        })
    }

    /// Each index of `indices` with its bound element.
    static func indexedElements<Base: Widget, Element>(
        of base: Base, at indices: ControlEvent<Int>, as type: Element.Type,
        lookup: @escaping @MainActor (Base, Int) -> Any?
    ) -> ControlEvent<(index: Int, element: Element)> {
        ControlEvent(events: boundElements(of: base, at: indices.asObservable()) { widget, index in
            typed(lookup(widget, index), as: type, in: widget).map { (index: index, element: $0) }
        })
    }

    /// `element` as `type`; traps when the bound elements are of another
    /// type (a programming error, as in RxCocoa).
    static func typed<Element>(_ element: Any?, as type: Element.Type, in widget: Widget) -> Element? {
        guard let element else { return nil }
        guard let typed = element as? Element else {
            preconditionFailure("\(Swift.type(of: widget)) rows show \(Swift.type(of: element)), not \(Element.self)")
        }
        return typed
    }
}
