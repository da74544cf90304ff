import Synchronization

/// Something that can be released: a subscription, a binding, a scheduled action.
///
/// `dispose()` may be called from any thread and any number of times; only the
/// first call has an effect.
///
/// Class-bound: a stored disposable is two words, not a five-word existential,
/// which keeps every subscription, bag and composite small.
public protocol Disposable: AnyObject, Sendable, DisposableConvertible {
    /// Releases the resource. Idempotent and thread-safe.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
///
/// Class-bound, so that the lifetimes captured by every operator closure are
/// two words rather than a five-word existential.
public protocol Cancelable: AnyObject, Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`; it is disposed when the bag is.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

/// Factory functions for the common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `action` once, on the first `dispose()`.
    ///
    /// The action runs on the thread that disposes; it may capture non-`Sendable`
    /// state on the understanding that disposal follows the observable contract.
    public static func create(with action: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(action)
    }

    /// A disposable that disposes both arguments.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        CompositeDisposable(first, second)
    }

    /// A disposable that disposes all arguments.
    public static func create(_ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }

    /// A disposable that disposes all elements of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing.
final class NopDisposable: Disposable {
    static let instance = NopDisposable()
    private init() {}
    func dispose() {}
}

/// Runs a closure once on the first `dispose()`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let action: OnceAction

    init(_ action: @escaping () -> Void) {
        self.action = OnceAction(action)
    }

    var isDisposed: Bool { action.isTaken }

    func dispose() {
        action.take()?()
    }
}

/// A closure that can be taken out exactly once, from any thread: the first
/// `take()` gets it, later ones get `nil`.
struct OnceAction: ~Copyable, @unchecked Sendable {
    private let action: SanitizedMutex<UncheckedSendable<(() -> Void)?>>

    init(_ action: @escaping () -> Void) {
        self.action = SanitizedMutex(UncheckedSendable(action))
    }

    /// Whether the closure was taken.
    var isTaken: Bool { action.withLock { $0.value == nil } }

    /// The closure, the first time; `nil` afterwards. Run or release it
    /// after this returns (not under the lock).
    func take() -> (() -> Void)? {
        action.withLock { state in
            let taken = state.value
            state.value = nil
            return taken
        }
    }
}

/// A disposable that only records that it was disposed.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// A new disposable, disposed already when `isDisposed` is `true`.
    public init(isDisposed: Bool = false) { disposed = Atomic(isDisposed) }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() { disposed.store(true, ordering: .releasing) }
}
