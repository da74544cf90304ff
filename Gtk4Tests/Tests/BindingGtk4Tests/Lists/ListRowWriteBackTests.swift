import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// A real row's two-way field writing back while another thread edits the
/// array: the edit reaches the row's element, never the one now at its position.
@MainActor
final class ListRowWriteBackTests: XCTestCase {
    private func setActive(_ row: TaskRow, _ active: Bool) {
        // As a click would: the button's own state changes.
        gtk_check_button_set_active(UnsafeMutableRawPointer(row.check.widgetPointer).assumingMemoryBound(to: GtkCheckButton.self), active ? 1 : 0)
    }

    nonisolated func testARowsEditMadeWhileABackgroundInsertIsOnItsWayReachesItsElement() throws {
        try GtkTestKit.run(self) { test in
            let array = MutableObservableArray(tasks(20))
            let model = ObservableListModel(array)
            let view = ListView()
            let factory = view.show(ListSelection(model), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRows.contains { $0.position == 2 } }))
            let row = try XCTUnwrap(factory.boundRows.first { $0.position == 2 }?.row)
            XCTAssertEqual(row.label.label, "Task 2")

            onAnotherThread { array.insert(TaskItem(title: "Inserted"), at: 0) }
            test.setActive(row, true)
            XCTAssertEqual(array.array.filter(\.done).map(\.title), [], "nothing is written at position 2, now \"Task 1\"")
            XCTAssertTrue(GtkTestKit.pump(until: { model.pendingWriteCount == 0 && model.count == 21 }))
            XCTAssertEqual(array.array.filter(\.done).map(\.title), ["Task 2"])
            XCTAssertEqual(row.label.label, "Task 2", "the row still shows its element")
            XCTAssertTrue(row.check.isActive)
        }
    }

    nonisolated func testARowsEditOfAnElementDeletedMeanwhileGoesNowhere() throws {
        try GtkTestKit.run(self) { test in
            let array = MutableObservableArray(tasks(20))
            let model = ObservableListModel(array)
            let view = ListView()
            let factory = view.show(ListSelection(model), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRows.contains { $0.position == 3 } }))
            let row = try XCTUnwrap(factory.boundRows.first { $0.position == 3 }?.row)

            onAnotherThread { array.remove(at: 3) }
            test.setActive(row, true)
            XCTAssertTrue(GtkTestKit.pump(until: { model.pendingWriteCount == 0 && model.count == 19 }))
            XCTAssertEqual(array.array.filter(\.done).map(\.title), [], "the deleted element's edit is dropped, no neighbour takes it")
            XCTAssertFalse(array.array.contains { $0.title == "Task 3" })
        }
    }
}
