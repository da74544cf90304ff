import ReactiveCore

/// Something a ``Command`` can be bound to with `=>`: a button, a GAction,
/// any control that can be made insensitive and that triggers work.
///
/// <!-- snippet: doc-CommandTarget -->
/// ```swift
/// viewModel.save => saveButton.rx.command
/// viewModel.save => window.rx.action("save", accelerators: ["<Primary>s"])
/// ```
///
/// A target is given the command's `canExecute` and a function that executes
/// it; what it returns ends the binding.
public struct CommandTarget<Input> {
    /// Attaches a command: `(canExecute, execute) -> binding`.
    public typealias Attach = (_ canExecute: Driver<Bool>, _ execute: @escaping (Input) -> Void) -> Disposable

    @usableFromInline let attach: Attach

    /// A target that `attach` connects.
    public init(attach: @escaping Attach) {
        self.attach = attach
    }
}

/// Binds `command` to `target`: the target is enabled while the command can
/// execute and executes it when triggered. Disposing the binding (the
/// window's `binding { }` bag does on destroy) detaches the target and
/// cancels the command's running executions.
///
/// The binding keeps the command alive until it is disposed, as a
/// subscription keeps its source: a command made in a local scope and bound
/// in a window's `binding { }` block runs on every click for as long as the
/// window exists, and is freed when the window is destroyed.
@inlinable
public func => <Input, Output>(command: Command<Input, Output>, target: CommandTarget<Input>) -> Disposable {
    // The target's handler holds the command strongly; disposing the target
    // releases the handler, and with it the command.
    let attached = target.attach(command.canExecute) { input in command.trigger(input) }
    return Disposables.create(attached, command.cancelOnDispose())
}
