import Binding
import CGLib
import Dispatch

extension Reactive where Base: ActionMap {
    /// A plain action `name` in this map, as a command target: enabled while
    /// the command can execute (greying out its menu items and buttons),
    /// executing it on activation (menu item, `action-name` button,
    /// accelerator). `accelerators` (`["<Primary>s"]`) are set beside it.
    ///
    /// <!-- snippet: doc-ActionMap-Rx -->
    /// ```swift
    /// viewModel.save => window.rx.action("save", accelerators: ["<Primary>s"])
    /// ```
    ///
    /// Disposing the binding removes the action and its accelerators.
    @MainActor
    public func action(_ name: String, accelerators: [String] = []) -> CommandTarget<Void> {
        let map = base
        return CommandTarget { canExecute, execute in
            let action = SimpleAction(name: name)
            action.isEnabled = false
            let activation = action.onActivate { execute(()) }
            map.add(action)
            if !accelerators.isEmpty && !map.setAccelerators(accelerators, forAction: name) {
                reportActionProblem("the accelerators \(accelerators) of \(map.actionPrefix).\(name) were not set: "
                    + (map.acceleratorOwner == nil ? "the window belongs to no application yet" : "one does not parse"))
            }
            let enabled = canExecute.drive(Binder(action) { $0.isEnabled = $1 })
            let detach = UncheckedSendable { @MainActor [weak map, weak action] in
                enabled.dispose()
                activation.dispose()
                guard let map, let action, map.action(named: name) === action else { return }
                map.removeAction(named: name)
                if !accelerators.isEmpty { map.setAccelerators([], forAction: name) }
            }
            // GObjects are touched on the main thread, whichever thread disposes.
            return Disposables.create {
                if MainThread.isCurrent {
                    MainActor.assumeIsolated { detach.value() }
                } else {
                    DispatchQueue.main.async { detach.value() }
                }
            }
        }
    }

    /// A toggle action `name` (a check menu item, `<Primary>…` to flip it)
    /// as a two-way Boolean property: `viewModel.$isDark <=> window.rx.toggleAction("dark")`.
    ///
    /// The action is added when this is called, starting `false` (a two-way
    /// binding then sets the view model's value), and stays in the map.
    @MainActor
    public func toggleAction(_ name: String, accelerators: [String] = []) -> ControlProperty<Bool> {
        let action = statefulAction(name, kind: .toggle(initial: false), accelerators: accelerators)
        return ActionStateProperty.make(action, read: { $0.boolState }, write: { $0.boolState = $1 }) { state in
            if case .bool(let value) = state { return value }
            return nil
        }
    }

    /// A radio action `name` as a two-way string property; menu items share
    /// the action with one target each (`win.theme::dark`, or `target` in a
    /// `.ui` menu). The action is added when this is called and stays in the map.
    @MainActor
    public func radioAction(_ name: String, initial: String = "", accelerators: [String: [String]] = [:]) -> ControlProperty<String> {
        let action = statefulAction(name, kind: .radio(initial: initial), accelerators: [])
        for (target, keys) in accelerators where !base.setAccelerators(keys, forAction: "\(name)::\(target)") {
            reportActionProblem("the accelerators \(keys) of \(base.actionPrefix).\(name)::\(target) were not set")
        }
        return ActionStateProperty.make(action, read: { $0.stringState }, write: { $0.stringState = $1 }) { state in
            if case .string(let value) = state { return value }
            return nil
        }
    }

    /// A radio action whose targets are the raw values of `Choice`:
    /// `viewModel.$theme <=> window.rx.radioAction("theme", of: Theme.self)`.
    @MainActor
    /// A state that is no raw value reads as the first case.
    public func radioAction<Choice: RawRepresentable & CaseIterable>(_ name: String, of type: Choice.Type) -> ControlProperty<Choice>
        where Choice.RawValue == String {
        let fallback = type.allCases.first!
        return radioAction(name, initial: fallback.rawValue).map(
            get: { Choice(rawValue: $0) ?? fallback },
            set: { $0.rawValue })
    }

    @MainActor
    private func statefulAction(_ name: String, kind: SimpleAction.Kind, accelerators: [String]) -> SimpleAction {
        let action = SimpleAction(name: name, kind: kind)
        base.add(action)
        if !accelerators.isEmpty && !base.setAccelerators(accelerators, forAction: name) {
            reportActionProblem("the accelerators \(accelerators) of \(base.actionPrefix).\(name) were not set")
        }
        return action
    }
}

/// The two-way property of a stateful action's state.
@MainActor
enum ActionStateProperty {
    /// `read`/`write` access the state; `requested` extracts a value from a
    /// state request (a menu activation). A request is applied, then
    /// reported; a programmatic write is not reported (no echo).
    static func make<Value>(
        _ action: SimpleAction,
        read: @escaping @MainActor (SimpleAction) -> Value,
        write: @escaping @MainActor (SimpleAction, Value) -> Void,
        requested: @escaping (SimpleAction.State) -> Value?
    ) -> ControlProperty<Value> {
        let changes = PublishRelay<Value>()
        action.onStateRequest { [weak action] state in
            guard let action, let value = requested(state) else { return }
            write(action, value)
            changes.accept(value)
        }
        let weakAction = UncheckedSendable(WeakReference(action))
        let values = Observable<Value>.deferred {
            MainActor.assumeIsolated {
                guard let action = weakAction.value.object else { return Observable<Value>.empty() }
                return changes.asObservable().startWith(read(action))
            }
        }
        return ControlProperty(values: values, valueSink: Binder(action) { write($0, $1) })
    }
}

/// Says why an action binding could not do what was asked (on standard error;
/// the app keeps working).
package func reportActionProblem(_ message: String) {
    print("Binding: \(message)")
}
