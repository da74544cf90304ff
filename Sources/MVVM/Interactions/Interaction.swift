import ReactiveCore

/// A question a view model asks the view and awaits: "Delete this item?",
/// "Where should I save?". The view model does not know how it is asked (a
/// dialog, a file chooser, a test's canned answer); the view registers a
/// handler for as long as it lives.
///
/// <!-- snippet: doc-Interaction -->
/// ```swift
/// // view model
/// let confirmDelete = Interaction<String, Bool>(name: "confirmDelete")
/// func delete(_ item: String) async throws {
///     guard try await confirmDelete.ask(item) else { return }
///     items.removeAll { $0 == item }
/// }
/// ```
///
/// <!-- snippet: doc-Interaction-window -->
/// ```swift
/// // window, in its binding { } block: the handler ends with the window
/// viewModel.confirmDelete.handle { [weak self] item in
///     await MessageDialog.confirm(parent: self?.window, message: "Delete \(item)?", confirmLabel: "_Delete")
/// }
/// ```
///
/// The most recently registered handler answers (a dialog opened over a
/// window can take over its questions and give them back when it closes).
/// Asking with no handler registered throws ``InteractionError/noHandler(_:)``
/// at once: a question never hangs for want of a view. Handlers run on the
/// main actor and never run a nested main loop. Thread-safe.
public final class Interaction<Input, Output>: @unchecked Sendable {
    /// A handler: answers one question on the main actor.
    public typealias Handler = @MainActor (Input) async throws -> Output

    /// A name for error messages.
    public let name: String?

    private let lock = Lock()
    /// Guarded by `lock`: registered handlers, most recent last.
    private var handlers: [(id: UInt64, handler: Handler)] = []
    private var nextID: UInt64 = 0

    /// A new interaction with no handler.
    public init(name: String? = nil) {
        self.name = name
    }

    /// Whether a handler is registered.
    public var hasHandler: Bool { lock.withLock { !handlers.isEmpty } }

    /// Registers `handler` until the returned disposable is disposed (put it
    /// in the view's `binding { }` block).
    public func handle(_ handler: @escaping Handler) -> Disposable {
        let id = lock.withLock { () -> UInt64 in
            nextID &+= 1
            handlers.append((nextID, handler))
            return nextID
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.handlers.removeAll { $0.id == id } }
        }
    }

    /// Asks the question and returns the answer of the most recent handler.
    ///
    /// - Throws: ``InteractionError/noHandler(_:)`` when no handler is
    ///   registered, or what the handler throws (`CancellationError` when the
    ///   asking task is cancelled and the handler honours it).
    public func ask(_ input: Input) async throws -> Output {
        guard let handler = lock.withLock({ handlers.last?.handler }) else {
            throw InteractionError.noHandler(name ?? "\(Interaction.self)")
        }
        let question = UncheckedSendable(input)
        let answer = try await Self.run(handler, question)
        return answer.value
    }

    @MainActor
    private static func run(_ handler: Handler, _ question: UncheckedSendable<Input>) async throws -> UncheckedSendable<Output> {
        UncheckedSendable(try await handler(question.value))
    }

    /// Asks the question when subscribed, as an observable of the one answer
    /// (then completed); disposing the subscription cancels the asking task.
    public func request(_ input: Input) -> Observable<Output> {
        let question = UncheckedSendable(input)
        return Observable.create { [self] observer in
            let sink = UncheckedSendable(observer)
            let task = Task {
                do {
                    let answer = try await self.ask(question.value)
                    sink.value.onNext(answer)
                    sink.value.onCompleted()
                } catch {
                    sink.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension Interaction where Input == Void {
    /// Asks the question (see ``ask(_:)``).
    public func ask() async throws -> Output { try await ask(()) }
}

/// Why an ``Interaction`` got no answer.
public enum InteractionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No view registered a handler for the interaction named here.
    case noHandler(String)

    /// A readable description.
    public var description: String {
        switch self {
        case .noHandler(let name):
            return "nobody answers the interaction \(name): the view registers a handler with handle(_:) while it is shown"
        }
    }
}
