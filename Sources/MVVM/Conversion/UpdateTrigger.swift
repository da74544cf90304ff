import ReactiveCore

/// When a two-way text binding writes what the user typed into the view
/// model (WPF's `UpdateSourceTrigger`).
///
/// Whatever the trigger, an edit still pending when its window closes (or
/// the field is hidden) is written first: no typed text is silently lost.
/// Text that cannot be converted never reaches the model; it becomes a
/// problem on the field's validation.
public enum UpdateTrigger: Sendable {
    /// On every change (every key press): the default.
    case onChange
    /// When the field loses focus, or the user presses Enter in it.
    case onFocusLoss
    /// When the user presses Enter in the field.
    case onEnter
    /// When the user stops typing for `pause`, and on focus loss or Enter.
    /// `scheduler` must run its actions on the main thread (the main
    /// scheduler, or a `TestScheduler` advanced on the main thread in tests).
    case afterPause(RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance)
    /// When the view model calls `committer.commit()` (before it saves, say).
    case explicit(EditCommitter)
}

/// Lets a view model commit the pending edits of the fields bound with
/// ``UpdateTrigger/explicit(_:)``:
///
/// <!-- snippet: doc-UpdateTrigger -->
/// ```swift
/// let edits = EditCommitter()
/// func save() { edits.commit(); service.save(profile) }   // the model has the typed text now
/// ```
///
/// `commit()` called on the main thread writes synchronously, before it
/// returns; from another thread the writes happen on the main thread soon after.
public final class EditCommitter: Sendable {
    private let requests = PublishRelay<Void>()

    /// A committer with no bound fields yet.
    public init() {}

    /// Writes every bound field's pending edit into the model.
    public func commit() { requests.accept(()) }

    /// The commit requests (for the bindings).
    public var commitRequests: Observable<Void> { requests.asObservable() }
}
