import Binding

// How the engine finds the selected elements again after a reset: by the
// identity of elements (`id` for `Identifiable` ones, or the key path given to
// `rx.selectedElement(_:id:)`), recorded whenever the selection changes.

extension ListEngine {
    /// The selection changed outside the engine's changes: records the
    /// identities of the selected elements (when elements have one).
    final func selectionChanged() {
        guard identity != nil, !isApplying else { return }
        recordSelection(selectedIndices())
    }

    func recordSelection(_ indices: [Int]) {
        guard let identity else { return }
        selectedIdentities = indices.compactMap { item(at: $0).flatMap(identity) }
    }

    /// The indices of the elements with `identities`, ascending (a linear search).
    func indices(ofIdentities identities: [AnyHashable]) -> [Int] {
        guard let identity, !identities.isEmpty else { return [] }
        let wanted = Set(identities)
        var found: [Int] = []
        for (index, element) in elements.prefix(count).enumerated() {
            if let id = identity(element), wanted.contains(id) { found.append(index) }
            if found.count == wanted.count { break }
        }
        return found
    }

    /// The identity of the element at `index`, if elements have one.
    final func identity(at index: Int) -> AnyHashable? {
        guard let identity else { return nil }
        return item(at: index).flatMap(identity)
    }

    /// The index of the element whose identity is `id` (a linear search).
    final func index(ofIdentity id: AnyHashable) -> Int? {
        guard let identity else { return nil }
        return elements.prefix(count).firstIndex { identity($0) == id }
    }
}
