import MVVM
import ReactiveCore
import XCTest

/// The example of `Command`'s and `LateInit`'s doc comments, as written there
/// (with a store and a way to make the name valid), so that it keeps compiling.
private protocol ProfileStore: Sendable {
    func save(_ name: String) async throws
}

private actor RecordingStore: ProfileStore {
    private(set) var saved: [String] = []
    func save(_ name: String) async throws { saved.append(name) }
}

@MainActor
private final class ProfileViewModel {
    @Mutable var name = ""
    @Bindable private(set) var isValid = false
    @LateInit var save: Command<Void, Void>
    private let store: ProfileStore
    /// Not in the doc comment: what it says of a command whose work does not use `self`.
    let clearLog = Command<Void, Int> { 0 }

    init(store: ProfileStore) {
        self.store = store
        save = Command(enabledIf: $isValid) { [unowned self] in
            try await self.store.save(self.name)   // an `async` service; runs on the main actor
        }
    }

    /// Not in the doc comment: what makes `isValid` change.
    func nameChanged() { isValid = !name.isEmpty }
}

final class CommandDocumentationExampleTests: XCTestCase {
    @MainActor
    func testTheDocumentedViewModelCompiles_andItsCommandRunsOnceValid() async throws {
        let store = RecordingStore()
        let viewModel = ProfileViewModel(store: store)
        XCTAssertTrue(viewModel.$save, "the initialiser set the command")
        XCTAssertFalse(viewModel.save.canExecuteNow, "not valid yet")
        viewModel.name = "Grace"
        viewModel.nameChanged()
        XCTAssertTrue(viewModel.save.canExecuteNow)
        try await viewModel.save.perform()
        let saved = await store.saved
        XCTAssertEqual(saved, ["Grace"])
        let cleared = try await viewModel.clearLog.perform()
        XCTAssertEqual(cleared, 0)
    }
}
