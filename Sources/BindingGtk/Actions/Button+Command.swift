import Binding

extension Reactive where Base: Button {
    /// The button as a command target: insensitive while the command cannot
    /// execute, executing it on each click.
    ///
    /// <!-- snippet: doc-Button-Command -->
    /// ```swift
    /// viewModel.save => saveButton.rx.command
    /// ```
    @MainActor public var command: CommandTarget<Void> {
        let button = base
        return CommandTarget { canExecute, execute in
            Self.attach(button, canExecute) { execute(()) }
        }
    }

    /// The button as the target of a command taking `input` on each click.
    @MainActor public func command<Input>(input: @autoclosure @escaping () -> Input) -> CommandTarget<Input> {
        let button = base
        return CommandTarget { canExecute, execute in
            Self.attach(button, canExecute) { execute(input()) }
        }
    }

    /// Makes `button` follow `canExecute` and run `click` on each click.
    @MainActor
    private static func attach(_ button: Base, _ canExecute: Driver<Bool>, click: @escaping () -> Void) -> Disposable {
        let sensitivity = canExecute.drive(Binder(button) { $0.isSensitive = $1 })
        let clicks = button.rx.clicked.subscribe(onNext: click)
        return Disposables.create(sensitivity, clicks)
    }
}
