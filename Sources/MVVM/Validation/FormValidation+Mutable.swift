import ReactiveCore

extension FormValidation {
    /// A field validating a `@Mutable` property, given by its backing storage
    /// (`form.field(_email)`): the form of ``field(_:)-(Source)`` that a view model's
    /// initialiser can call before every stored property is set, where `$email`
    /// (which reads `self`) is refused. Declaring the field with `let` and
    /// making it there means the compiler sees that every field exists, and
    /// that ``isValid`` knows its rules, before anything reads them:
    ///
    /// <!-- snippet: doc-FormValidation-mutable -->
    /// ```swift
    /// @MainActor final class NameFormViewModel {
    ///     @Mutable var name = ""
    ///     let form = FormValidation()
    ///     let nameField: ValidatedField<String>
    ///
    ///     init() {
    ///         nameField = form.field(_name).rule("Enter your name") { !$0.isEmpty }
    ///     }
    /// }
    /// ```
    public func field<Value>(_ state: Mutable<Value>) -> ValidatedField<Value> {
        field(state.relay)
    }
}
