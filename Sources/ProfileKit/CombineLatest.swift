import Binding
import Foundation

extension ProfileViewModel {
    /// The latest values of four sources, once each has produced one.
    ///
    /// A small local stand-in until the core's `Observable.combineLatest`
    /// lands; errors and completion of the sources are not needed here
    /// (relays never end), so only values are forwarded.
    static func combineLatest<A, B, C, D>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>
    ) -> Observable<(A, B, C, D)> {
        Observable.create { observer in
            let state = LatestValues<A, B, C, D>()
            let emit: (((inout LatestValues<A, B, C, D>.Values) -> Void)) -> Void = { update in
                if let values = state.update(update) { observer.onNext(values) }
            }
            return Disposables.create(
                a.subscribe(onNext: { value in emit { $0.a = value } }),
                b.subscribe(onNext: { value in emit { $0.b = value } }),
                c.subscribe(onNext: { value in emit { $0.c = value } }),
                d.subscribe(onNext: { value in emit { $0.d = value } })
            )
        }
    }
}

/// The last value of each source, behind a lock.
final class LatestValues<A, B, C, D>: @unchecked Sendable {
    struct Values { var a: A?; var b: B?; var c: C?; var d: D? }
    private var values = Values()
    private let lock = NSLock()

    /// Applies `update` and returns all four values once each is known.
    func update(_ update: (inout Values) -> Void) -> (A, B, C, D)? {
        lock.lock()
        defer { lock.unlock() }
        update(&values)
        guard let a = values.a, let b = values.b, let c = values.c, let d = values.d else { return nil }
        return (a, b, c, d)
    }
}
