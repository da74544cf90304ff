/// A binary heap: `top` is the element that `precedes` puts before all
/// others. Push and pop are O(log n); `replace(with:)` is O(n).
struct BinaryHeap<Element> {
    private var storage: [Element] = []
    private let precedes: (Element, Element) -> Bool

    init(precedes: @escaping (Element, Element) -> Bool) {
        self.precedes = precedes
    }

    var count: Int { storage.count }

    var top: Element? { storage.first }

    mutating func push(_ element: Element) {
        storage.append(element)
        siftUp(storage.count - 1)
    }

    @discardableResult
    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        if !storage.isEmpty { siftDown(0) }
        return top
    }

    /// Makes the heap hold exactly `elements` (Floyd's bottom-up construction).
    mutating func replace(with elements: [Element]) {
        storage = elements
        var index = storage.count / 2 - 1
        while index >= 0 {
            siftDown(index)
            index -= 1
        }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(storage[child], storage[parent]) else { return }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { return }
            var first = left
            if left + 1 < storage.count && precedes(storage[left + 1], storage[left]) { first = left + 1 }
            guard precedes(storage[first], storage[parent]) else { return }
            storage.swapAt(first, parent)
            parent = first
        }
    }
}
