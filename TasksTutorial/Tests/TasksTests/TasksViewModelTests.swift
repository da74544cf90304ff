@testable import Tasks
import XCTest

/// The view model on its own: no window, no display.
final class TasksViewModelTests: XCTestCase {
    func testAddingATaskClearsTheTitleAndCountsIt() {
        let viewModel = TasksViewModel()
        viewModel.newTitle = "  Buy milk "
        XCTAssertTrue(viewModel.add.canExecuteNow)

        viewModel.add.execute()

        XCTAssertEqual(viewModel.tasks.array.map(\.title), ["Buy milk"])
        XCTAssertEqual(viewModel.newTitle, "")
        XCTAssertEqual(viewModel.summary, "Tasks: 1, done: 0")
    }

    func testABlankOrDuplicateTitleCannotBeAdded() {
        let viewModel = TasksViewModel(titles: ["Buy milk"])
        viewModel.newTitle = "   "
        XCTAssertFalse(viewModel.add.canExecuteNow)

        viewModel.newTitle = "Buy milk"
        XCTAssertFalse(viewModel.add.canExecuteNow)
        XCTAssertEqual(viewModel.titleField.currentState.messages, ["There is already a task “Buy milk”"])

        viewModel.add.execute()   // refused: nothing is added
        XCTAssertEqual(viewModel.tasks.count, 1)
    }
}
