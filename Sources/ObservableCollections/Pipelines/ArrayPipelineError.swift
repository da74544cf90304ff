import ReactiveCore

/// Why an array pipeline stopped: it ends with this error instead of
/// emitting a list that no longer matches its source.
public enum ArrayPipelineError: Error, Equatable, CustomStringConvertible {
    /// Two elements had the same `id`. A stage keyed by identity (sort,
    /// transform, auto-refresh, group) cannot tell them apart; `key`
    /// describes the duplicated id.
    case duplicateKey(String)

    public var description: String {
        switch self {
        case .duplicateKey(let key):
            return "two elements have the id \(key): every element of a pipeline keyed by identity needs its own id"
        }
    }
}
