import ReactiveCore

/// Something a ``Command`` can be bound to with `=>`: a button, a GAction,
/// any control that can be made insensitive and that triggers work.
///
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
@inlinable
public func => <Input, Output>(command: Command<Input, Output>, target: CommandTarget<Input>) -> Disposable {
    let attached = target.attach(command.canExecute) { [weak command] input in command?.trigger(input) }
    return Disposables.create(attached, command.cancelOnDispose())
}
