/// A list of `Dependency` in memory the list allocates, initialises,
/// deinitialises and frees itself: a computed's dependencies
/// (`ComputedNode.dependencies`) and the reads an evaluation recorded
/// (`TrackingFrame.recorded`).
///
/// Not an `Array`, because an evaluation keeps a pointer into its node's
/// list from beginning to end (`TrackingFrame.expectedBase`, the tracked
/// read's fast path) while the slower paths write the same elements by
/// index: an array's buffer pointer is valid only inside its
/// `withUnsafe…BufferPointer` closure, and a copy-on-write could move the
/// elements away from it. Here the elements stay at `base` until the list
/// itself moves or frees them — `append` when it is full, `removeAll()`,
/// `swapStorage(with:)`, `deinit` — so a pointer taken from `base` is valid
/// until the owner of the list does one of those, and every read and write,
/// through the pointer or through the subscript, reaches the same memory.
///
/// The owner says how long such a pointer is kept by pinning the list:
/// while it is pinned, debug builds trap on any of the operations above and
/// on every append (release builds keep no pin state and check nothing).
///
/// Noncopyable: two copies would free the same memory. Guarded by the graph
/// lock, like everything of the node or frame that holds it.
@usableFromInline
struct DependencyList: ~Copyable {
    /// The first element; `nil` until something is appended. Valid as long
    /// as the list is not grown, emptied, swapped or freed (see the type).
    @usableFromInline private(set) var base: UnsafeMutablePointer<Dependency>?
    /// How many elements are initialised, from `base` on.
    @usableFromInline private(set) var count = 0
    /// How many elements `base` has room for.
    private var capacity = 0
    #if DEBUG
    /// Whether a pointer into the elements is being kept (see `pin()`).
    @usableFromInline var isPinned = false
    #endif

    /// An empty list (nothing allocated).
    @usableFromInline
    init() {}

    /// Frees the elements and their memory. Inlinable because the node's
    /// `dependencies` is `@usableFromInline`: its setter, which frees the old
    /// list, is compiled into clients and may only call inlinable code
    /// (Swift 6.3's optimiser crashes otherwise).
    @inlinable
    deinit {
        #if DEBUG
        assert(!isPinned, "a dependency list was freed while a pointer into it was kept")
        #endif
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// Whether the list has no elements.
    var isEmpty: Bool { count == 0 }

    /// The element at `index`, in place (reading it retains nothing; writing
    /// a field writes the stored element).
    @usableFromInline
    subscript(index: Int) -> Dependency {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "dependency index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(index >= 0 && index < count, "dependency index out of range")
            return base.unsafelyUnwrapped + index
        }
    }

    /// Adds `dependency` at the end, moving the elements to a larger
    /// allocation when the list is full.
    mutating func append(_ dependency: consuming Dependency) {
        assertNotPinned()
        if count == capacity { grow(to: Swift.max(4, capacity * 2)) }
        (base.unsafelyUnwrapped + count).initialize(to: dependency)
        count += 1
    }

    /// Adds copies of the first `prefix` elements of `other` (which retains
    /// what they hold, as copying any `Dependency` does).
    mutating func append(firstOf other: borrowing DependencyList, count prefix: Int) {
        precondition(prefix >= 0 && prefix <= other.count, "prefix out of range")
        assertNotPinned()
        guard prefix > 0 else { return }
        if count + prefix > capacity { grow(to: Swift.max(4, capacity * 2, count + prefix)) }
        (base.unsafelyUnwrapped + count).initialize(from: other.base.unsafelyUnwrapped, count: prefix)
        count += prefix
    }

    /// Whether an element's node has the identity `id`.
    func contains(id: ObjectIdentifier) -> Bool {
        var index = 0
        while index < count {
            if self[index].id == id { return true }
            index += 1
        }
        return false
    }

    /// The identities of the elements' nodes.
    var ids: Set<ObjectIdentifier> {
        var ids = Set<ObjectIdentifier>(minimumCapacity: count)
        var index = 0
        while index < count {
            ids.insert(self[index].id)
            index += 1
        }
        return ids
    }

    /// Whether both lists have the same nodes in the same order.
    func hasSameNodes(as other: borrowing DependencyList) -> Bool {
        guard count == other.count else { return false }
        var index = 0
        while index < count {
            if self[index].id != other[index].id { return false }
            index += 1
        }
        return true
    }

    /// Removes every element (releasing what they hold) and keeps the
    /// allocation for the next elements.
    mutating func removeAll() {
        assertNotPinned()
        guard count > 0 else { return }
        base.unsafelyUnwrapped.deinitialize(count: count)
        count = 0
    }

    /// Exchanges the elements (allocations and all) of this list and `other`.
    /// Nothing moves in memory: each allocation changes owner.
    mutating func swapStorage(with other: inout DependencyList) {
        assertNotPinned()
        other.assertNotPinned()
        swap(&base, &other.base)
        swap(&count, &other.count)
        swap(&capacity, &other.capacity)
    }

    /// Debug builds: records that a pointer into the elements is kept from
    /// now until `unpin()`; the operations that would move or free them trap
    /// meanwhile. Release builds: nothing.
    @inlinable @inline(__always)
    mutating func pin() {
        #if DEBUG
        assert(!isPinned, "a dependency list was pinned twice: two evaluations of one node")
        isPinned = true
        #endif
    }

    /// Ends what `pin()` began.
    @inlinable @inline(__always)
    mutating func unpin() {
        #if DEBUG
        assert(isPinned, "a dependency list was unpinned without being pinned")
        isPinned = false
        #endif
    }

    /// Traps in debug builds if a pointer into the elements is being kept.
    @usableFromInline
    func assertNotPinned() {
        #if DEBUG
        assert(!isPinned, "the elements of a dependency list were moved or freed while a pointer into them was kept")
        #endif
    }

    /// Moves the elements to an allocation with room for `newCapacity`.
    private mutating func grow(to newCapacity: Int) {
        assertNotPinned()
        let newBase = UnsafeMutablePointer<Dependency>.allocate(capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }
}
