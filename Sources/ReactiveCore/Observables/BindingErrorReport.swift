/// Reports an error that reached a binding, which by design never fails: a
/// bound sequence, or a `Computed` whose evaluation threw. Bindings in the MVVM
/// layer call it too.
@usableFromInline
package func reportBindingError(_ error: any Error, file: StaticString = #fileID, line: UInt = #line) {
    print("Binding error: \(error) — a bound sequence must not fail; use asDriver(onErrorJustReturn:) or catch")
}
