import Binding

extension Reactive where Base: Button {
    /// The button as a command target: insensitive while the command cannot
    /// execute, executing it on each click.
    ///
    /// ```swift
    /// viewModel.save => saveButton.rx.command
    /// ```
    @MainActor public var command: CommandTarget<Void> { command(input: ()) }

    /// The button as the target of a command taking `input` on each click.
    @MainActor public func command<Input>(input: @autoclosure @escaping () -> Input) -> CommandTarget<Input> {
        let button = base
        return CommandTarget { canExecute, execute in
            let sensitivity = canExecute.drive(Binder(button) { $0.isSensitive = $1 })
            let clicks = button.rx.clicked.subscribe(onNext: { execute(input()) })
            return Disposables.create(sensitivity, clicks)
        }
    }
}
