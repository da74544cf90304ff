import BindingGLib

/// The Swift code run for one `<signal handler="…">` of a composite widget's
/// template, keyed by the handler's name in ``CompositeWidget/signalHandlers``.
@MainActor
public struct TemplateSignalHandler<Owner: Widget>: Sendable {
    /// Runs the handler for `owner` with the emission's arguments.
    let run: @MainActor (Owner, SignalArguments) -> Bool

    /// Calls `action` with the composite widget whose template declared the signal,
    /// whichever of its objects emitted it. Signals that return a `gboolean` get
    /// `false` (other handlers run too).
    public init(_ action: @escaping @MainActor (Owner) -> Void) {
        run = { owner, _ in
            action(owner)
            return false
        }
    }

    /// Calls `action` with the composite widget and the emission's arguments
    /// (index 0 is the emitting object); its result goes to signals that return a
    /// `gboolean` (`true` stops other handlers), and other signals ignore it.
    public init(arguments action: @escaping @MainActor (Owner, SignalArguments) -> Bool) {
        run = action
    }
}
