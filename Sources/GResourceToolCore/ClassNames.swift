/// The "did you mean" hint of an unknown class name: the known name closest
/// to it by edit distance, when it is close enough to be a typo.
enum ClassNames {
    /// `"; did you mean \"GtkEntry\"?"` for `GtkEntyr`, or an empty string when no
    /// known name is within a third of the name's length in edits.
    static func suggestion<Names: Sequence<String>>(for name: String, among known: Names) -> String {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < best?.distance ?? Int.max || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best.map { "; did you mean \"\($0.name)\"?" } ?? ""
    }

    /// The Levenshtein distance of `a` and `b` (insertions, deletions and substitutions of characters).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
