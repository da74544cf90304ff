import Binding

extension Reactive where Base: Button {
    /// The button as a command target: insensitive while the command cannot execute, executing
    /// it on each click (`viewModel.save => saveButton.rx.command`), as in the GTK 3 layer.
    @MainActor public var command: CommandTarget<Void> {
        let button = base
        return CommandTarget { canExecute, execute in
            let sensitivity = canExecute.drive(Binder(button) { $0.isSensitive = $1 })
            let clicks = button.rx.clicked.subscribe(onNext: { execute(()) })
            return Disposables.create(sensitivity, clicks)
        }
    }
}
