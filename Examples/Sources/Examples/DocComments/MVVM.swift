// The examples of the doc comments of MVVM: each region is the ```swift block after the
// `/// <!-- snippet: NAME -->` line of the file named above it (bash Scripts/check-snippets.sh).
import Binding
import BindingGtk
import Foundation
import Observation

/// Stands in for a store that saves a profile's name.
@MainActor
final class ProfileStore {
    func save(_ name: String) async throws {}
}

/// Stands in for a logger.
struct StandInLogger: Sendable {
    func error(_ message: String) { print(message) }
}

let logger = StandInLogger()

/// A value of 0 to 100, for the checked converter example.
struct Percent: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

// MVVM/Commands/Command.swift
enum DocCommand {
    // snippet: doc-Command
    @MainActor final class ProfileViewModel {
        @Mutable var name = ""
        @Bindable private(set) var isValid = false
        @LateInit var save: Command<Void, Void>
        private let store: ProfileStore

        init(store: ProfileStore) {
            self.store = store
            save = Command(enabledIf: $isValid) { [unowned self] in
                try await self.store.save(self.name)   // an `async` service; runs on the main actor
            }
        }
    }
    // end-snippet

    @MainActor
    final class Window: BindingContext {
        let disposeBag = DisposeBag()
        let viewModel = ProfileViewModel(store: ProfileStore())
        let saveButton = Button(label: "Save")
        let spinner = Spinner()
        func show(_ error: Error) { print(error) }

        func bind() {
            binding {
                // snippet: doc-Command-window
                viewModel.save => saveButton.rx.command            // insensitive while it cannot run
                viewModel.save.isExecuting => spinner.rx.isAnimating
                viewModel.save.errors => { [weak self] error in self?.show(error) }
                // end-snippet
            }
        }
    }
}

// MVVM/Commands/CommandErrorHandler.swift
func docCommandErrorHandler() {
    // snippet: doc-CommandErrorHandler
    CommandErrorHandler.handler = { unhandled in logger.error("\(unhandled)") }
    // end-snippet
}

/// A window with a save command, a button and a spinner, for the binding examples.
@MainActor
final class DocSaveWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = DocCommand.ProfileViewModel(store: ProfileStore())
    let window = ApplicationWindow(application: Application(id: "org.example.Docs"), title: "Docs")
    let saveButton = Button(label: "Save")

    // MVVM/Commands/CommandTarget.swift
    func bind() {
        binding {
            // snippet: doc-CommandTarget
            viewModel.save => saveButton.rx.command
            viewModel.save => window.rx.action("save", accelerators: ["<Primary>s"])
            // end-snippet
        }
    }
}

/// A view model with a price, for the converter examples.
final class PriceViewModel {
    @Mutable var price = DocTextConverterMap.Money(amount: 0)
}

// MVVM/Conversion/TextConverter+Map.swift
@MainActor
final class DocTextConverterMap: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = PriceViewModel()
    let priceEntry = Entry()

    // snippet: doc-TextConverter-Map
    struct Money: Equatable { var amount: Decimal }
    let money = TextConverter<Decimal>.decimal(fractionDigits: 2).map(to: { Money(amount: $0) }, from: \.amount)
    func bind() { binding { viewModel.$price <=> priceEntry.rx.text(money, updating: .onFocusLoss) } }
    // end-snippet
}

// MVVM/Conversion/TextConverter+Map.swift
func docTextConverterMap2() -> TextConverter<Percent> {
    // snippet: doc-TextConverter-Map-2
    let percent = TextConverter<Int>.integer().map(
        checking: { (0...100).contains($0) ? .success(Percent($0)) : .failure(ConversionError("Enter 0 to 100")) },
        from: \.value)
    // end-snippet
    return percent
}

/// Stands in for a service that saves a profile.
struct ProfileSaver {
    func save(_ profile: RemoteProfile) {}
}

// MVVM/Conversion/UpdateTrigger.swift
final class DocUpdateTrigger {
    let service = ProfileSaver()
    var profile = RemoteProfile()

    // snippet: doc-UpdateTrigger
    let edits = EditCommitter()
    func save() { edits.commit(); service.save(profile) }   // the model has the typed text now
    // end-snippet
}

// MVVM/Interactions/Interaction.swift
enum DocInteraction {
    @MainActor
    final class ViewModel {
        var items = ["Rent"]

        // snippet: doc-Interaction
        // view model
        let confirmDelete = Interaction<String, Bool>(name: "confirmDelete")
        func delete(_ item: String) async throws {
            guard try await confirmDelete.ask(item) else { return }
            items.removeAll { $0 == item }
        }
        // end-snippet
    }

    @MainActor
    final class View: BindingContext {
        let disposeBag = DisposeBag()
        let viewModel = ViewModel()
        let window = Window(title: "Items")

        func bind() {
            binding {
                // snippet: doc-Interaction-window
                // window, in its binding { } block: the handler ends with the window
                viewModel.confirmDelete.handle { [weak self] item in
                    await MessageDialog.confirm(parent: self?.window, message: "Delete \(item)?", confirmLabel: "_Delete")
                }
                // end-snippet
            }
        }
    }
}

// MVVM/Observation/ObservationDriver.swift
enum DocObservation {
    // snippet: doc-ObservationDriver
    @Observable final class Profile { var name = "" }
    // end-snippet

    @MainActor
    final class View: BindingContext {
        let disposeBag = DisposeBag()
        let profile = Profile()
        let nameLabel = Label()

        func bind() {
            binding {
                // snippet: doc-ObservationDriver-view
                observe(\.name, on: profile) => nameLabel.rx.text
                // end-snippet
            }
        }
    }
}

// MVVM/PropertyWrappers/Bindable.swift, ViewAction.swift
enum DocWrappers {
    final class ViewModel {
        // snippet: doc-Bindable
        @Bindable private(set) var isLoading = false   // in the view model
        // end-snippet

        // snippet: doc-ViewAction
        @ViewAction var showError: (String) -> Void   // in the view model
        func save() { showError("Could not save") }
        // end-snippet
    }

    @MainActor
    final class View: BindingContext {
        let disposeBag = DisposeBag()
        let viewModel = ViewModel()
        let spinner = Spinner()

        func bind() {
            binding {
                // snippet: doc-Bindable-view
                viewModel.$isLoading => spinner.rx.isAnimating   // in the view's binding { } block
                // end-snippet
                // snippet: doc-ViewAction-view
                viewModel.$showError => { message in print(message) }   // in the view's binding { } block
                // end-snippet
            }
        }
    }
}

// MVVM/PropertyWrappers/LateInit.swift
enum DocLateInit {
    // snippet: doc-LateInit
    @MainActor final class ProfileViewModel {
        @Mutable var name = ""
        @Bindable private(set) var isValid = false
        @LateInit var save: Command<Void, Void>
        private let store: ProfileStore

        init(store: ProfileStore) {
            self.store = store
            save = Command(enabledIf: $isValid) { [unowned self] in
                try await self.store.save(self.name)
            }
        }
    }
    // end-snippet
}

// MVVM/SharedSequence/SharedSequencePortedOperators.swift
@MainActor
final class DocDocumentWindow {
    /// The view model of the two examples.
    final class ViewModel {
        @ViewAction.NoParam var saved: () -> Void
        @Bindable var title = "Untitled"
    }

    let viewModel = ViewModel()
    let window = Window(title: "Document")
    let bag = DisposeBag()
    func close() { window.destroy() }

    func bind() {
        // snippet: doc-SharedSequencePortedOperators
        viewModel.$saved.emit(with: self, onNext: { owner, _ in owner.close() }).disposed(by: bag)
        // end-snippet
        // snippet: doc-SharedSequencePortedOperators-2
        viewModel.$title.drive(with: self, onNext: { owner, title in owner.window.title = title })
            .disposed(by: bag)
        // end-snippet
    }
}

// MVVM/Validation/FormValidation.swift
enum DocFormValidation {
    @MainActor
    final class ViewModel {
        @Mutable var name = ""
        @Mutable var age = 0

        // snippet: doc-FormValidation
        let form = FormValidation(display: .afterEdit)
        let nameField: ValidatedField<String>
        let ageField: ValidatedField<Int>

        init() {
            nameField = form.field(_name).rule("Enter your name") { !$0.isEmpty }
            ageField = form.field(_age).rule("Enter an age from 0 to 150") { (0...150).contains($0) }
        }
        // end-snippet
    }

    @MainActor
    final class View: BindingContext {
        let disposeBag = DisposeBag()
        let viewModel = ViewModel()
        let saveButton = Button(label: "Save")
        var form: FormValidation { viewModel.form }

        func bind() {
            binding {
                // snippet: doc-FormValidation-view
                form.isValid => saveButton.rx.isEnabled
                // end-snippet
            }
        }
    }
}

// MVVM/Validation/ValidatedField.swift
final class DocValidatedField {
    @Mutable var email = ""
    @Mutable var password = ""
    @Mutable var confirm = ""
    let form = FormValidation()
    let service = AccountService()
    func isPlausibleEmail(_ address: String) -> Bool { address.contains("@") }

    func makeEmailField() -> ValidatedField<String> {
        // snippet: doc-ValidatedField
        let email = form.field($email)
            .rule("Enter your email address") { !$0.isEmpty }
            .rule("Use an address like name@example.org", isPlausibleEmail)
            .asyncRule(debounce: .milliseconds(400)) { [service] address in service.isTaken(address) }
        // end-snippet
        return email
    }

    func makeConfirmField() -> ValidatedField<String> {
        // snippet: doc-ValidatedField-2
        let confirmField = form.field($confirm)
            .rule("The passwords differ", valid: Observable.combineLatest($password, $confirm).map { $0 == $1 })
        // end-snippet
        return confirmField
    }
}

// MVVM/Validation/FormValidation+Mutable.swift
// snippet: doc-FormValidation-mutable
@MainActor final class NameFormViewModel {
    @Mutable var name = ""
    let form = FormValidation()
    let nameField: ValidatedField<String>

    init() {
        nameField = form.field(_name).rule("Enter your name") { !$0.isEmpty }
    }
}
// end-snippet
