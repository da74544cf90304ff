import Binding
import BindingGLib

/// An editable widget's text read through a converter and an update trigger: the right side of
/// `relay <=> entry.rx.text(converter, updating: trigger, validating: field)`, with the same
/// rules as GTK 3's:
///
/// - At creation the model's value wins: the field shows `converter.format(value)`.
/// - The user's edits reach the model when `trigger` says (see `UpdateTrigger`), converted with
///   `converter.parse`. Text that cannot be converted leaves the model untouched and becomes the
///   field's conversion problem (withdrawn once the text converts again); edits count as edits
///   of the field.
/// - An edit still pending when the widget is unmapped (its window closes or hides) is written
///   first.
/// - A model change sets the text unless the text already means that value (`"1.50"` stays
///   while the model holds 1.5), so typing and input methods are never disturbed by their own
///   echo. After a commit on focus loss or Enter, the text is rewritten in the converter's format.
///
/// Works with every `Editable`: `Entry`, `SpinButton`, `PasswordEntry`, `SearchEntry`, `Text`,
/// `EditableLabel` and libadwaita's `EntryRow`. Enter is the widget's `activate` signal (an entry
/// row's `entry-activated`); a widget with neither (`EditableLabel`) commits on focus loss only.
/// Focus loss is followed for a widget that is in its window when the binding starts (as it is
/// when bound after loading a `.ui` file), as GTK 4's validation does.
@MainActor
public struct ConvertedText<Value> {
    let editable: any Editable
    let converter: TextConverter<Value>
    let trigger: UpdateTrigger
    let field: (any ValidationField)?
}

extension Reactive where Base: Editable {
    /// The text as a value of another type, written into the model when `trigger` says;
    /// conversion problems go to `field` (see ``ConvertedText``).
    ///
    /// <!-- not-compiled: GTK 4 code; the Examples package builds against the GTK 3 front end only (the same statement is in ProfileSampleGtk4) -->
    /// ```swift
    /// viewModel.$age <=> ageEntry.rx.text(.integer(), updating: .onFocusLoss, validating: viewModel.ageField)
    /// ```
    @MainActor public func text<Value>(
        _ converter: TextConverter<Value>,
        updating trigger: UpdateTrigger = .onChange,
        validating field: (any ValidationField)? = nil
    ) -> ConvertedText<Value> {
        ConvertedText(editable: base, converter: converter, trigger: trigger, field: field)
    }

    /// The text as typed, written into the model when `trigger` says.
    @MainActor public func text(updating trigger: UpdateTrigger) -> ConvertedText<String> {
        ConvertedText(editable: base, converter: .identity, trigger: trigger, field: nil)
    }
}

/// Binds `relay` two ways to a converted editable text (see ``ConvertedText``). Ends when
/// disposed or when the widget is destroyed.
@MainActor
public func <=> <Value: Equatable>(relay: BehaviorRelay<Value>, target: ConvertedText<Value>) -> Disposable {
    bind(relay, to: target.editable, target)
}

/// Starts the shared binding on `editable` (its concrete type, for its `rx` members).
@MainActor
private func bind<Value: Equatable, Field: Editable>(
    _ relay: BehaviorRelay<Value>, to editable: Field, _ target: ConvertedText<Value>
) -> Disposable {
    let host = EditableTextHost(editable)
    let binding = ConvertedTextBinding(
        relay: relay, host: host, converter: target.converter, trigger: target.trigger, field: target.field
    ).start()
    // The binding holds its host weakly, as GTK 3's holds its entry; the host lives while the binding does.
    return Disposables.create(binding, Disposables.create { withExtendedLifetime(host) {} })
}
