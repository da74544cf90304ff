import ReactiveCore

/// One bit per source element (`true`: the element passes a filter), with
/// the rank query a filter needs to turn a source index into an output
/// index: how many included elements come before it.
///
/// Bits are packed 64 to a word, so a rank over 100,000 elements adds up
/// about 1,600 population counts, and inserting or removing a bit shifts the
/// words after it (no per-element work).
struct InclusionBits {
    private(set) var words: [UInt64] = []
    /// The number of bits.
    private(set) var count = 0

    init() {}

    /// The bit at `index` (`0..<count`).
    subscript(index: Int) -> Bool {
        get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
        set {
            let mask: UInt64 = 1 << UInt64(index & 63)
            if newValue { words[index >> 6] |= mask } else { words[index >> 6] &= ~mask }
        }
    }

    /// How many bits before `index` are set (`0...count`).
    func rank(_ index: Int) -> Int {
        let whole = index >> 6
        var total = 0
        words.withUnsafeBufferPointer { buffer in
            for word in 0..<whole { total &+= buffer[word].nonzeroBitCount }
            let rest = index & 63
            if rest > 0 { total &+= (buffer[whole] & ((1 << UInt64(rest)) - 1)).nonzeroBitCount }
        }
        return total
    }

    /// Adds a bit at the end.
    mutating func append(_ bit: Bool) {
        if count & 63 == 0 { words.append(0) }
        count += 1
        if bit { self[count - 1] = true }
    }

    /// Inserts a bit at `index` (`0...count`); later bits move up by one.
    mutating func insert(_ bit: Bool, at index: Int) {
        if count & 63 == 0 { words.append(0) }
        count += 1
        let first = index >> 6
        let offset = UInt64(index & 63)
        let lowMask: UInt64 = (1 << offset) &- 1
        words.withUnsafeMutableBufferPointer { buffer in
            var carry = buffer[first] >> 63
            let word = buffer[first]
            buffer[first] = (word & lowMask) | ((word & ~lowMask) << 1) | ((bit ? 1 : 0) << offset)
            var position = first + 1
            while position < buffer.count {
                let next = buffer[position]
                buffer[position] = (next << 1) | carry
                carry = next >> 63
                position += 1
            }
        }
    }

    /// Removes the bit at `index` (`0..<count`); later bits move down by one.
    mutating func remove(at index: Int) {
        let first = index >> 6
        let offset = UInt64(index & 63)
        let lowMask: UInt64 = (1 << offset) &- 1
        words.withUnsafeMutableBufferPointer { buffer in
            let last = buffer.count - 1
            let word = buffer[first]
            var shifted = (word & lowMask) | ((word >> 1) & ~lowMask)
            var position = first
            while position < last {
                let next = buffer[position + 1]
                buffer[position] = shifted | ((next & 1) << 63)
                shifted = next >> 1
                position += 1
            }
            buffer[last] = shifted
        }
        count -= 1
        if count & 63 == 0 { words.removeLast() }
    }
}
