import Foundation
import MVVM
import ObservableCollections
import ReactiveCore
import BindingTesting
import XCTest

/// An element an editor pane edits.
private struct Expense: Identifiable, Equatable, Sendable {
    let id: Int
    var note: String
    var amount: Int
}

/// Master–detail editing: the selected element's fields, written back by
/// identity, following the selection and the source.
final class SelectedElementTests: XCTestCase {
    private func makeExpenses() -> MutableObservableArray<Expense> {
        MutableObservableArray((0..<6).map { Expense(id: $0, note: "note \($0)", amount: $0 * 10) })
    }

    func testNothingSelectedShowsTheEmptyValuesAndRefusesWrites() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let note = selection.field(\.note)
        let amount = selection.field(\.amount, empty: -1)
        var active: [Bool] = []
        let watch = selection.element.asObservable().map { $0 != nil }.subscribe(onNext: { active.append($0) })
        defer { watch.dispose() }
        XCTAssertEqual(note.value, "")
        XCTAssertEqual(amount.value, -1)
        let before = Recorded(expenses)
        note.accept("typed with nothing selected")
        XCTAssertEqual(note.value, "", "the refused write is undone")
        XCTAssertEqual(expenses.array.map(\.note), (0..<6).map { "note \($0)" })
        XCTAssertEqual(before.count, 1, "no event besides the first reset")
        XCTAssertEqual(active, [false])
    }

    func testSelectingShowsTheFieldsAndWritingUpdatesTheElementByIdentity() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let note = selection.field(\.note)
        XCTAssertTrue(note === selection.field(\.note), "one relay per key path")
        selection.element.accept(expenses[2])
        XCTAssertEqual(note.value, "note 2")
        let events = Recorded(expenses)
        note.accept("lunch")
        XCTAssertEqual(expenses[2].note, "lunch")
        XCTAssertEqual(events.changes, [.patch(ArrayChangeSet(updates: [2]))], "one update, by identity")
        XCTAssertEqual(selection.element.value?.note, "lunch")
        XCTAssertEqual(note.value, "lunch")
    }

    func testTheFieldSendsAnEditOnceAndNeverEchoesIt() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let note = selection.field(\.note)
        selection.element.accept(expenses[1])
        var seen: [String] = []
        let watch = note.asObservable().subscribe(onNext: { seen.append($0) })
        defer { watch.dispose() }
        note.accept("a")
        note.accept("ab")
        XCTAssertEqual(seen, ["note 1", "a", "ab"], "no value came back a second time")
    }

    func testAnElementReplacedElsewhereIsFollowedByTheEditor() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let amount = selection.field(\.amount, empty: 0)
        selection.element.accept(expenses[3])
        expenses.update(id: 3) { $0.amount = 99 }
        XCTAssertEqual(amount.value, 99)
        expenses.insert(Expense(id: 10, note: "new", amount: 1), at: 0)   // moves it to index 4
        expenses.move(from: 4, to: 0)
        expenses[0].amount = 7
        XCTAssertEqual(amount.value, 7, "followed through an insert and a move")
        expenses.replace(with: [Expense(id: 3, note: "reloaded", amount: 5)])
        XCTAssertEqual(amount.value, 5, "found again by id after a reset")
        XCTAssertEqual(selection.field(\.note).value, "reloaded")
    }

    func testSelectionRemovedWhileEditingClearsTheEditor() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let note = selection.field(\.note)
        selection.element.accept(expenses[4])
        note.accept("half-typed")
        expenses.remove(at: 4)
        XCTAssertNil(selection.element.value)
        XCTAssertEqual(note.value, "")
        note.accept("more typing")                       // a late write goes nowhere
        XCTAssertEqual(note.value, "")
        XCTAssertFalse(expenses.array.contains { $0.note == "more typing" })
    }

    func testAnElementFilteredOutWhileEditedIsDeselectedAndKeepsTheEdit() {
        let expenses = makeExpenses()
        let visible = expenses.filtered { !$0.note.contains("done") }.sorted { $0.amount > $1.amount }
        let selection = SelectedElement(in: visible)
        let note = selection.field(\.note)
        selection.element.accept(expenses[2])
        note.accept("done with it")                      // the edit itself filters it out
        XCTAssertEqual(expenses[2].note, "done with it", "written into the source array")
        XCTAssertNil(selection.element.value)
        XCTAssertEqual(note.value, "")
        expenses[2].note = "back"                        // visible again: not selected again by itself
        XCTAssertNil(selection.element.value)
    }

    func testChangingTheSelectionMidEditLeavesTheFirstElementAsEdited() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let note = selection.field(\.note)
        selection.element.accept(expenses[0])
        note.accept("first")
        selection.element.accept(expenses[5])
        XCTAssertEqual(note.value, "note 5")
        note.accept("second")
        XCTAssertEqual(expenses.array.map(\.note), ["first", "note 1", "note 2", "note 3", "note 4", "second"])
        selection.element.accept(nil)
        XCTAssertEqual(note.value, "")
    }

    func testAMappedSourceIsReadOnly() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses.mapped { $0 })
        let note = selection.field(\.note)
        selection.element.accept(expenses[1])
        note.accept("edited")
        XCTAssertEqual(note.value, "note 1", "refused: nothing to write into")
        XCTAssertEqual(expenses[1].note, "note 1")
    }

    func testAKeyPathIdentifiesElementsThatAreNotIdentifiable() {
        struct Row: Equatable, Sendable { var code: String; var label: String }
        let rows = MutableObservableArray([Row(code: "a", label: "A"), Row(code: "b", label: "B")])
        let selection = SelectedElement(in: rows, id: \.code)
        let label = selection.field(\.label)
        selection.element.accept(rows[1])
        label.accept("Bee")
        XCTAssertEqual(rows.array, [Row(code: "a", label: "A"), Row(code: "b", label: "Bee")])
    }

    func testWritesFromBackgroundThreadsReachTheArrayAndTheField() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let amount = selection.field(\.amount, empty: 0)
        selection.element.accept(expenses[0])
        let done = DispatchGroup()
        for writer in 0..<4 {
            DispatchQueue.global().async(group: done) {
                for value in 0..<100 { amount.accept(writer * 1_000 + value) }
            }
            DispatchQueue.global().async(group: done) {
                for value in 0..<100 { expenses[1].amount = value }
            }
        }
        done.wait()
        // Simultaneous writers converge: the field and the element end up agreeing on one written value.
        // `accept` and the array's mutations from several threads at once may return before every event
        // is delivered (the rest follows on a delivery worker, in order), and a late field value is still
        // written into the array; so the three are compared inside the wait, which ends once they agree.
        semWaitUntil("the field and the element show the array's amount") {
            amount.value == expenses[0].amount && selection.element.value?.amount == expenses[0].amount
        }
        XCTAssertEqual(selection.element.value?.id, 0)
        XCTAssertTrue((0..<4).contains(expenses[0].amount / 1_000) && expenses[0].amount % 1_000 < 100,
                      "\(expenses[0].amount) was written by a writer")
        XCTAssertEqual(expenses[1].amount, 99, "the other element got its own writes only")
    }

    func testHasSelectionFollowsTheSelection() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        var states: [Bool] = []
        let watch = selection.hasSelection.drive(onNext: { states.append($0) })
        defer { watch.dispose() }
        selection.element.accept(expenses[0])
        selection.element.accept(expenses[1])
        expenses.removeAll()
        XCTAssertEqual(states, [false, true, false])
    }

    func testDisposalEndsFollowingAndWritingBack() {
        let expenses = makeExpenses()
        weak var released: SelectedElement<Expense>?
        var note: BehaviorRelay<String>?
        do {
            let selection = SelectedElement(in: expenses)
            released = selection
            note = selection.field(\.note)
            selection.element.accept(expenses[0])
            selection.dispose()
            selection.dispose()                          // idempotent
            expenses[0].note = "after disposal"
            XCTAssertEqual(note?.value, "note 0", "no longer follows")
        }
        XCTAssertNil(released, "the array does not keep the selection alive")
        note?.accept("written to nothing")
        XCTAssertEqual(expenses[0].note, "after disposal")
    }

    func testADroppedSelectionKeepsFollowingWhileItsSourceLives() {
        let expenses = makeExpenses()
        let element: BehaviorRelay<Expense?>
        let note: BehaviorRelay<String>
        do {
            let selection = SelectedElement(in: expenses.filtered { _ in true })
            element = selection.element
            note = selection.field(\.note)
        }
        element.accept(expenses[3])
        XCTAssertEqual(note.value, "note 3")
        note.accept("still bound")
        XCTAssertEqual(expenses[3].note, "still bound")
        expenses[3].note = "from elsewhere"
        XCTAssertEqual(note.value, "from elsewhere")
    }

    func testTheSelectionDoesNotKeepItsArrayAlive() {
        weak var released: MutableObservableArray<Expense>?
        var selection: SelectedElement<Expense>?
        do {
            let expenses = makeExpenses()
            released = expenses
            selection = SelectedElement(in: expenses)
            selection?.element.accept(expenses[0])
        }
        XCTAssertNil(released)
        selection?.field(\.note).accept("written to nothing")
        XCTAssertEqual(selection?.field(\.note).value, "note 0", "refused: the array is gone")
    }

    func testDisposalDuringEmissionStopsAtOnce() {
        let expenses = makeExpenses()
        let selection = SelectedElement(in: expenses)
        let note = selection.field(\.note)
        selection.element.accept(expenses[0])
        let watch = selection.element.asObservable().subscribe(onNext: { element in
            if element?.note == "stop" { selection.dispose() }
        })
        defer { watch.dispose() }
        note.accept("stop")
        expenses[0].note = "later"
        XCTAssertEqual(note.value, "stop")
    }
}

/// The change events of an array, recorded from subscription on.
private final class Recorded<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [ArrayChangeEvent<Item>] = []
    private var subscription: Disposable?

    init(_ array: ObservableArray<Item>) {
        subscription = array.asObservable().subscribe(onNext: { [weak self] event in
            self?.lock.withLock { self?.events.append(event) }
        })
    }

    deinit { subscription?.dispose() }

    var count: Int { lock.withLock { events.count } }

    /// The changes after the first reset.
    var changes: [ArrayChange] { lock.withLock { events.dropFirst().map(\.change) } }
}
