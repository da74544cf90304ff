// The examples of the doc comments of ObservableCollections' aggregates, shared pipelines and
// selections: each region is the ```swift block after the `/// <!-- snippet: NAME -->` line of the
// file named above it (bash Scripts/check-snippets.sh).
import Binding
import BindingGtk
import Foundation

/// The expenses the doc comments edit and total.
enum DocEditing {
    struct Expense: Identifiable, Equatable, Sendable {
        let id: Int
        var note = ""
        var amount: Decimal = 0
        var date = CalendarDate(year: 2026, month: 1, day: 1)
        func matches(_ query: String) -> Bool { query.isEmpty || note.contains(query) }
    }

    /// A reading whose amount a spin button edits.
    struct Reading: Identifiable, Equatable, Sendable {
        let id: Int
        var amount: Double = 0
    }

    final class ViewModel {
        @Mutable var query = ""
        let expenses = MutableObservableArray<Expense>()

        // ObservableCollections/Pipelines/ArrayPipeline+Shared.swift
        func docShared() {
            // snippet: doc-ArrayPipeline-Shared
            let visible = expenses.filtered(by: $query) { query, expense in expense.matches(query) }
                .sorted { ($0.date, $0.id) < ($1.date, $1.id) }
                .shared()
            // end-snippet
            _ = visible
        }
    }

    // ObservableCollections/Aggregates/ArrayAggregate.swift
    static func docAggregate(visible: MutableObservableArray<Expense>) {
        // snippet: doc-ArrayAggregate
        let total = visible.aggregate(.sum(\.amount))     // Observable<Decimal>
        let latest = visible.aggregate(.max(\.date))      // Observable<CalendarDate?>
        // end-snippet
        _ = (total, latest)
    }

    // ObservableCollections/Aggregates/ArrayAggregate.swift
    @MainActor
    static func docAggregateCount(visible: MutableObservableArray<Expense>, countLabel: Label, window: Window) {
        window.binding {
            // snippet: doc-ArrayAggregate-aggregate
            visible.aggregate(.count).map { "\($0) expenses" } => countLabel.rx.text
            // end-snippet
        }
    }

    // ObservableCollections/Selection/SelectedElement.swift
    @MainActor
    static func docSelectedElement(visible: MutableObservableArray<Expense>, table: TreeView, noteEntry: Entry, window: Window) {
        // snippet: doc-SelectedElement
        let selection = SelectedElement(in: visible)    // visible: a pipeline over `expenses`
        window.binding {
            selection.element <=> table.rx.selectedElement(Expense.self)
            selection.field(\.note) <=> noteEntry.rx.text ?? ""
            selection.hasSelection => noteEntry.rx.isSensitive
        }
        // end-snippet
    }

    // ObservableCollections/Selection/SelectedElement+Field.swift
    @MainActor
    static func docFieldEmpty(selection: SelectedElement<Reading>, amountSpin: SpinButton, window: Window) {
        window.binding {
            // snippet: doc-SelectedElement-field-empty
            selection.field(\.amount, empty: 0) <=> amountSpin.rx.value
            // end-snippet
        }
    }

    // ObservableCollections/Selection/SelectedElement+Field.swift
    @MainActor
    static func docFieldText(selection: SelectedElement<Expense>, noteEntry: Entry, window: Window) {
        window.binding {
            // snippet: doc-SelectedElement-field-text
            selection.field(\.note) <=> noteEntry.rx.text ?? ""
            // end-snippet
        }
    }
}
