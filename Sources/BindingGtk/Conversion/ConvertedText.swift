import Binding

/// An entry's text read through a converter and an update trigger: the right
/// side of `relay <=> entry.rx.text(converter, updating: trigger, validating: field)`.
///
/// - At creation the model's value wins: the entry shows `converter.format(value)`.
/// - The user's edits reach the model when `trigger` says (see
///   `UpdateTrigger`), converted with `converter.parse`. Text that cannot
///   be converted leaves the model untouched and becomes the field's
///   conversion problem (withdrawn once the text converts again); edits
///   count as edits of the field.
/// - An edit still pending when the entry is unmapped (its window closes or
///   hides) is written first.
/// - A model change sets the text unless the text already means that value
///   (`"1.50"` stays while the model holds 1.5), so typing and input methods
///   are never disturbed by their own echo. After a commit on focus loss or
///   Enter, the text is rewritten in the converter's format.
@MainActor
public struct ConvertedText<Value> {
    let entry: Entry
    let converter: TextConverter<Value>
    let trigger: UpdateTrigger
    let field: (any ValidationField)?
}

extension Reactive where Base: Entry {
    /// The text as a value of another type, written into the model when
    /// `trigger` says; conversion problems go to `field` (see ``ConvertedText``).
    ///
    /// <!-- snippet: doc-ConvertedText -->
    /// ```swift
    /// viewModel.$age <=> ageEntry.rx.text(.integer(), updating: .onFocusLoss, validating: viewModel.ageField)
    /// ```
    @MainActor public func text<Value>(
        _ converter: TextConverter<Value>,
        updating trigger: UpdateTrigger = .onChange,
        validating field: (any ValidationField)? = nil
    ) -> ConvertedText<Value> {
        ConvertedText(entry: base, converter: converter, trigger: trigger, field: field)
    }

    /// The text as typed, written into the model when `trigger` says.
    @MainActor public func text(updating trigger: UpdateTrigger) -> ConvertedText<String> {
        ConvertedText(entry: base, converter: .identity, trigger: trigger, field: nil)
    }
}

/// Binds `relay` two ways to a converted entry text (see ``ConvertedText``).
/// Ends when disposed or when the entry is destroyed.
@MainActor
public func <=> <Value: Equatable>(relay: BehaviorRelay<Value>, target: ConvertedText<Value>) -> Disposable {
    ConvertedTextBinding(
        relay: relay, host: target.entry, converter: target.converter, trigger: target.trigger, field: target.field
    ).start()
}
