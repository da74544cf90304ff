import Binding
import Dispatch
import ReactiveCore

/// The state of one `relay <=> entry.rx.text(converter, …)` binding, on the main thread, for
/// either front end (the field is a ``ConvertedTextHost``; the rules are those the front ends'
/// `ConvertedText` documents).
@MainActor
package final class ConvertedTextBinding<Value: Equatable, Host: ConvertedTextHost> {
    private let relay: BehaviorRelay<Value>
    private weak var host: Host?
    private let converter: TextConverter<Value>
    private let trigger: UpdateTrigger
    private let field: (any ValidationField)?
    /// `true` between a user edit and the commit that writes it.
    private var isPending = false
    /// `true` while this binding writes the relay (its echo is ignored).
    private var isWritingModel = false
    private let pause = SerialDisposable()

    /// A binding of `relay` to `host`'s text through `converter`, writing when `trigger` says and
    /// reporting conversion problems to `field`; nothing happens before ``start()``.
    package init(
        relay: BehaviorRelay<Value>, host: Host, converter: TextConverter<Value>, trigger: UpdateTrigger,
        field: (any ValidationField)?
    ) {
        self.relay = relay
        self.host = host
        self.converter = converter
        self.trigger = trigger
        self.field = field
    }

    /// Shows the model's value and starts following both sides; the result ends the binding.
    package func start() -> Disposable {
        guard let host, !host.isTextHostGone else { return Disposables.create() }
        showModelValue(relay.value)
        var parts: [Disposable] = [pause]
        // A model change reaches the field through the main-thread delivery
        // queue as a hop after which the field reads the relay's current
        // value: inline on the main thread, and one waiting hop for any number
        // of writes from other threads (the field shows the latest value).
        let owner = UncheckedBox(self)
        let toField = MainDelivery<Void>(policy: .single) {
            MainActor.assumeIsolated { owner.value.map { $0.modelChanged($0.relay.value) } }
        }
        parts.append(relay.asObservable().skip(1).subscribe(onNext: { _ in toField.send(()) }))
        parts.append(Disposables.create(with: toField.cancel))
        parts.append(host.onHostTextEdited { [weak self] in self?.userEdited() })
        parts.append(host.onHostUnmapped { [weak self] in self?.commit(reformat: false) })
        switch trigger {
        case .onChange:
            break
        case .onFocusLoss, .afterPause:
            parts.append(host.onHostFocusLeft { [weak self] in self?.commit(reformat: true) })
            parts.append(host.onHostActivated { [weak self] in self?.commit(reformat: true) })
        case .onEnter:
            parts.append(host.onHostActivated { [weak self] in self?.commit(reformat: true) })
        case .explicit(let committer):
            parts.append(committer.commitRequests.subscribe(onNext: { [weak self] in
                if MainThread.isCurrent {
                    MainActor.assumeIsolated { self?.commit(reformat: true) }
                } else {
                    let target = UncheckedBox(self)
                    DispatchQueue.main.async { MainActor.assumeIsolated { target.value?.commit(reformat: true) } }
                }
            }))
        }
        // The subscriptions hold `self`'s closures; `self` lives while they do.
        let binding = self
        parts.append(Disposables.create { _ = binding })
        return Disposables.create(parts)
    }

    private func userEdited() {
        isPending = true
        field?.markEdited()
        switch trigger {
        case .onChange:
            commit(reformat: false)
        case .afterPause(let interval, let scheduler):
            pause.disposable = scheduler.scheduleRelative(interval) { [weak self] in
                MainActor.assumeIsolated { self?.commit(reformat: false) }
            }
        case .onFocusLoss, .onEnter, .explicit:
            break
        }
    }

    /// Writes the pending edit into the model, or reports why it cannot.
    private func commit(reformat: Bool) {
        guard isPending, let host, !host.isTextHostGone else { return }
        isPending = false
        pause.disposable = Disposables.create()
        switch converter.parse(host.hostText) {
        case .success(let value):
            field?.setConversionProblem(nil)
            if value != relay.value {
                isWritingModel = true
                relay.accept(value)
                isWritingModel = false
            }
            if reformat { showModelValue(value) }
        case .failure(let error):
            field?.setConversionProblem(error.message)
        }
    }

    private func modelChanged(_ value: Value) {
        guard !isWritingModel, let host, !host.isTextHostGone else { return }
        if case .success(let shown) = converter.parse(host.hostText), shown == value { return }
        isPending = false
        pause.disposable = Disposables.create()
        field?.setConversionProblem(nil)
        showModelValue(value)
    }

    private func showModelValue(_ value: Value) {
        guard let host, !host.isTextHostGone else { return }
        let text = converter.format(value)
        if host.hostText != text { host.showHostText(text) }
    }
}

/// Carries a main-thread object reference into a `Sendable` closure; dereferenced on the main thread only.
private struct UncheckedBox<Object: AnyObject>: @unchecked Sendable {
    weak var value: Object?
    init(_ value: Object?) { self.value = value }
}
