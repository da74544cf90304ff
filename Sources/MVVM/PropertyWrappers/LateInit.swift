import ReactiveCore
import Synchronization

/// A property set once in the initialiser, after `self` exists: the short way
/// to declare a ``Command`` whose work calls the view model's own methods.
///
/// <!-- snippet: doc-LateInit -->
/// ```swift
/// @MainActor final class ProfileViewModel {
///     @Mutable var name = ""
///     @Bindable private(set) var isValid = false
///     @LateInit var save: Command<Void, Void>
///     private let store: ProfileStore
///
///     init(store: ProfileStore) {
///         self.store = store
///         save = Command(enabledIf: $isValid) { [unowned self] in
///             try await self.store.save(self.name)
///         }
///     }
/// }
/// ```
///
/// A stored `let` cannot capture `self`, and a `lazy var` whose initialiser
/// reads main-actor state and passes a main-actor closure is refused by Swift
/// 6.3 ("default argument cannot be both main actor-isolated and
/// nonisolated"); the initialiser has neither problem. Reading the property
/// before it is set, or setting it twice, stops with a message naming the
/// mistake. Thread-safe.
@propertyWrapper
public final class LateInit<Value>: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    private var stored: Value?

    /// An unset property.
    public init() {}

    /// The value. Set it once, in the initialiser.
    public var wrappedValue: Value {
        get {
            guard let value = lock.withLock({ stored }) else {
                preconditionFailure("@LateInit property of type \(Value.self) read before the initialiser set it")
            }
            return value
        }
        set {
            let wasSet = lock.withLock { () -> Bool in
                defer { stored = newValue }
                return stored != nil
            }
            precondition(!wasSet, "@LateInit property of type \(Value.self) set twice")
        }
    }

    /// Whether the initialiser has set the value.
    public var projectedValue: Bool { lock.withLock { stored != nil } }
}
