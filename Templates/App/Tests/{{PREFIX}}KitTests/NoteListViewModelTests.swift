import Binding
import XCTest
import {{PREFIX}}Kit

/// The view model on its own: no window, no display.
final class NoteListViewModelTests: XCTestCase {
    func testAddingANoteTrimsItsTitleClearsTheEntryAndCountsIt() {
        let viewModel = NoteListViewModel()
        XCTAssertEqual(viewModel.summary, "No notes yet")
        viewModel.newTitle = "  Buy milk "
        XCTAssertTrue(viewModel.add.canExecuteNow)

        viewModel.add.execute()

        XCTAssertEqual(viewModel.notes.array.map(\.title), ["Buy milk"])
        XCTAssertEqual(viewModel.newTitle, "")
        XCTAssertEqual(viewModel.summary, "1 note")
    }

    func testABlankTitleCannotBeAdded() {
        let viewModel = NoteListViewModel()
        viewModel.newTitle = "   "
        XCTAssertFalse(viewModel.add.canExecuteNow)

        viewModel.add.execute()   // refused: nothing is added

        XCTAssertEqual(viewModel.notes.count, 0)
    }

    func testADuplicateOrTooLongTitleIsExplainedAndCannotBeAdded() {
        let viewModel = NoteListViewModel(titles: ["Buy milk"])
        viewModel.newTitle = " Buy milk"
        XCTAssertFalse(viewModel.add.canExecuteNow)
        XCTAssertEqual(viewModel.titleField.currentState.messages, ["There is already a note “Buy milk”"])

        viewModel.newTitle = String(repeating: "a", count: NoteListViewModel.maximumTitleLength + 1)
        XCTAssertFalse(viewModel.add.canExecuteNow)
        XCTAssertEqual(viewModel.titleField.currentState.messages, ["Keep the title to 60 characters or fewer"])

        viewModel.add.execute()
        XCTAssertEqual(viewModel.notes.count, 1)
    }

    func testDeleteRemovesOnlyThatNoteAndIgnoresAnUnknownID() throws {
        let viewModel = NoteListViewModel(titles: ["Buy milk", "Call the plumber"])
        let milk = try XCTUnwrap(viewModel.notes.array.first)

        viewModel.delete.execute(milk.id)
        viewModel.delete.execute(milk.id)   // already gone: nothing happens

        XCTAssertEqual(viewModel.notes.array.map(\.title), ["Call the plumber"])
        XCTAssertEqual(viewModel.summary, "1 note")
    }

    func testTheShownOrderFollowsTheNewestFirstPreference() {
        let viewModel = NoteListViewModel(titles: ["first", "second", "third"])
        var shown: [String] = []
        let subscription = viewModel.shownNotes.arrays().subscribe(onNext: { shown = $0.map(\.title) })
        defer { subscription.dispose() }
        XCTAssertEqual(shown, ["third", "second", "first"])

        viewModel.newestFirst = false

        XCTAssertEqual(shown, ["first", "second", "third"])
    }
}
