import Binding

/// The view model of the start-up probe's window: the fields, problems and state the GTK 3
/// profile window binds, without storage or validation rules (those are ProfileKit's, which the
/// GTK 4 profile sample will bring).
final class ProfileFormModel: @unchecked Sendable {
    @Mutable var name = ""
    @Mutable var email = ""
    @Mutable var age = ""
    @Bindable var nameProblem = ""
    @Bindable var emailProblem = ""
    @Bindable var ageProblem = ""
    @Bindable var bioProblem = ""
    @Bindable var errorMessage = ""
    @Bindable var isSaving = false
}
