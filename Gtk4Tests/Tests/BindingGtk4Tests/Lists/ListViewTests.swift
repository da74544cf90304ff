import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Dispatch
import XCTest

/// GTK 4 list views over observable arrays, with real widgets under Xvfb:
/// recycled rows, two-way row fields, selection both ways, model changes
/// while bound, background threads and the window's end.
@MainActor
final class ListViewTests: XCTestCase {
    /// Every bound row shows the element at its position.
    private func rowsShowTheirElements(_ factory: ListRowFactory<TaskRow>, _ array: MutableObservableArray<TaskItem>) -> Bool {
        let expected = array.array
        return factory.boundRows.allSatisfy { position, row in
            position < expected.count && row.label.label == expected[position].title
                && row.check.isActive == expected[position].done
        }
    }

    /// The bound rows that do not show their element, for failure messages.
    private func mismatches(_ factory: ListRowFactory<TaskRow>, _ array: MutableObservableArray<TaskItem>) -> String {
        let expected = array.array
        return factory.boundRows.compactMap { position, row in
            let shown = "\(row.label.label ?? "nil")/\(row.check.isActive)"
            guard position < expected.count else { return "\(position): \(shown) past the end" }
            let wanted = "\(expected[position].title)/\(expected[position].done)"
            return shown == wanted ? nil : "\(position): \(shown) instead of \(wanted)"
        }.joined(separator: ", ")
    }

    /// Scrolls `view` so that the row at `position` is shown (the list's `list.scroll-to-item` action).
    private func scroll(_ view: Widget, to position: Int) {
        // The call does not sink a floating GVariant (LeakSanitizer saw it): pass an owned one.
        let parameter = g_variant_ref_sink(g_variant_new_uint32(guint32(position)))
        defer { g_variant_unref(parameter) }
        gtk_widget_activate_action_variant(view.widgetPointer, "list.scroll-to-item", parameter)
    }

    nonisolated func testALongListRecyclesAFewRowsAndEachShowsItsElement() throws {
        try GtkTestKit.run(self) { test in
            let array = MutableObservableArray(tasks(10_000))
            let model = ObservableListModel(array)
            let view = ListView()
            let factory = view.show(ListSelection(model), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRowCount > 5 }))
            XCTAssertLessThan(factory.rowCount, 300, "rows are made for the visible part, not for 10,000 elements")
            XCTAssertTrue(test.rowsShowTheirElements(factory, array))
            XCTAssertEqual(factory.boundRows.first?.position, 0)

            for target in [5_000, 9_990, 2_000] {
                test.scroll(view, to: target)
                XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRows.contains { $0.position == target } }),
                              "scrolled to \(target): rows at \(factory.boundRows.map(\.position))")
                XCTAssertTrue(test.rowsShowTheirElements(factory, array), "after scrolling to \(target): \(test.mismatches(factory, array))")
                XCTAssertLessThan(factory.rowCount, 300, "scrolling reuses rows")
                XCTAssertLessThanOrEqual(factory.boundRowCount, factory.rowCount)
            }
            XCTAssertGreaterThan(factory.boundRows.map(\.row.binds).reduce(0, +), factory.boundRowCount,
                                 "rows were bound to more than one element")
        }
    }

    nonisolated func testRowsThatOnlyMoveKeepTheirBindingsAndFollowTheirElements() throws {
        try GtkTestKit.run(self) { test in
            let array = MutableObservableArray(tasks(30))
            let view = ListView()
            let factory = view.show(ListSelection(ObservableListModel(array)), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRowCount > 5 }))
            let before = Dictionary(uniqueKeysWithValues: factory.boundRows.map {
                (ObjectIdentifier($0.row), (title: $0.row.label.label, binds: $0.row.binds))
            })
            // Every row below position 0 moves down one place, then those below 5 move back up.
            array.insert(TaskItem(title: "New"), at: 0)
            array.remove(at: 5)
            XCTAssertTrue(GtkTestKit.pump(until: {
                factory.boundRows.first?.row.label.label == "New" && test.rowsShowTheirElements(factory, array)
            }), test.mismatches(factory, array))
            let moved = factory.boundRows.filter { before[ObjectIdentifier($0.row)]?.title == $0.row.label.label }
            XCTAssertGreaterThan(moved.count, 5, "rows kept their elements")
            for (position, row) in moved {
                XCTAssertEqual(row.binds, before[ObjectIdentifier(row)]?.binds, "the row at \(position) only moved: not bound again")
            }
            // The moved rows' bindings are live: an update of a moved element reaches its row.
            array[3] = TaskItem(title: "Edited", done: true)
            XCTAssertTrue(GtkTestKit.pump(until: { test.rowsShowTheirElements(factory, array) }), test.mismatches(factory, array))
            XCTAssertTrue(factory.boundRows.contains { $0.position == 3 && $0.row.label.label == "Edited" && $0.row.check.isActive })
        }
    }

    nonisolated func testARowsFieldWritesBackAndUpdatesReachTheRows() throws {
        try GtkTestKit.run(self) { test in
            let array = MutableObservableArray(tasks(20))
            let view = ListView()
            let factory = view.show(ListSelection(ObservableListModel(array)), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRows.contains { $0.position == 2 } }))
            let row = try XCTUnwrap(factory.boundRows.first { $0.position == 2 }?.row)
            // As a click would: the button's own state changes.
            gtk_check_button_set_active(UnsafeMutableRawPointer(row.check.widgetPointer).assumingMemoryBound(to: GtkCheckButton.self), 1)
            XCTAssertEqual(array[2].done, true, "the row's edit is written into the array")
            XCTAssertEqual(array.array.filter(\.done).count, 1)

            array[3] = TaskItem(title: "Renamed", done: true)
            XCTAssertTrue(GtkTestKit.pump(until: { test.rowsShowTheirElements(factory, array) }))
            array.insert(TaskItem(title: "New first"), at: 0)
            array.remove(at: 5)
            array.move(from: 1, to: 10)
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRows.first?.row.label.label == "New first" }))
            XCTAssertTrue(test.rowsShowTheirElements(factory, array), "rows follow inserts, removes and moves")
        }
    }

    nonisolated func testSingleSelectionIsTwoWay() throws {
        try GtkTestKit.run(self) { _ in
            let array = MutableObservableArray(tasks(30))
            let selection = ListSelection(ObservableListModel(array), mode: .single)
            let view = ListView()
            view.show(selection, rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let selected = BehaviorRelay<Int?>(value: nil)
            var elements: [String?] = []
            let bag = DisposeBag()
            bag.insert(selected <=> selection.rxSelectedIndex)
            bag.insert(selection.rxSelectedElement.subscribe(onNext: { elements.append($0?.title) }))

            // The user selects (as a click does).
            gtk_selection_model_select_item(selection.selectionPointerForTests, 4, 1)
            XCTAssertEqual(selected.value, 4)
            // The view model selects.
            selected.accept(7)
            XCTAssertEqual(gtk_single_selection_get_selected(selection.selectionPointerForTests), 7)
            // A model change moves the selection with its element.
            array.insert(TaskItem(title: "Before"), at: 0)
            XCTAssertEqual(selected.value, 8)
            array[8] = TaskItem(title: "Selected, renamed")
            XCTAssertEqual(elements.last, "Selected, renamed", "an update of the selected element is reported")
            array.remove(at: 8)
            XCTAssertEqual(selected.value, nil, "deleting the selected element clears the selection")
            XCTAssertEqual(elements, [nil, "Task 4", "Task 7", "Selected, renamed", nil])
            selected.accept(500)
            XCTAssertNil(selection.selectedIndex, "a position past the end selects nothing")
        }
    }

    nonisolated func testMultipleSelectionIsTwoWayAndNoneSelectsNothing() throws {
        try GtkTestKit.run(self) { _ in
            let model = ObservableListModel(MutableObservableArray(tasks(10)))
            let multiple = ListSelection(model, mode: .multiple)
            var seen: [[Int]] = []
            let watch = multiple.rxSelectedIndices.subscribe(onNext: { seen.append($0) })
            defer { watch.dispose() }
            multiple.rxSelectedIndices.onNext([1, 3, 5])
            gtk_selection_model_unselect_item(multiple.selectionPointerForTests, 3)
            XCTAssertEqual(seen, [[], [1, 3, 5], [1, 5]])
            let none = ListSelection(model, mode: .none)
            none.selectedIndex = 2
            XCTAssertNil(none.selectedIndex)
        }
    }

    nonisolated func testBackgroundThreadChangesReachTheRowsOnTheMainThread() throws {
        try GtkTestKit.run(self) { test in
            let array = MutableObservableArray(tasks(50))
            let view = ListView()
            let model = ObservableListModel(array)
            let factory = view.show(ListSelection(model), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let finished = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for index in 0..<300 {
                    array.insert(TaskItem(title: "Background \(index)"), at: index % 7)
                    if index % 2 == 0 { array.remove(at: array.count - 1) }
                    if index % 5 == 0 { array[0] = TaskItem(title: "Updated \(index)", done: index % 10 == 0) }
                }
                finished.signal()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { finished.wait(timeout: .now()) == .success }, timeout: .seconds(30)))
            XCTAssertTrue(GtkTestKit.pump(until: {
                factory.boundRows.first?.row.label.label == array[0].title && test.rowsShowTheirElements(factory, array)
            }, timeout: .seconds(60)), "the rows show the array after the last change (model: \(model.count) items, first \(model.elements.first?.title ?? "-"), array \(array.count)): \(test.mismatches(factory, array).prefix(300))")
        }
    }

    nonisolated func testDestroyingTheWindowEndsEveryRowsBindings() throws {
        try GtkTestKit.run(self) { _ in
            let array = MutableObservableArray(tasks(100))
            let view = ListView()
            let factory = view.show(ListSelection(ObservableListModel(array)), rows: TaskRow.self)
            let (window, _) = listWindow(view)
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRowCount > 0 }))
            let row = try XCTUnwrap(factory.boundRows.first?.row)
            window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRowCount == 0 }), "no row keeps its bindings")
            array[0] = TaskItem(title: "After the window", done: true)
            MainLoop.runPending()
            XCTAssertEqual(row.label.label, "Task 0", "a row of a destroyed window no longer follows its element")
        }
    }

    nonisolated func testGridColumnAndDropDownShowTheModel() throws {
        try GtkTestKit.run(self) { _ in
            let array = MutableObservableArray(tasks(40))
            let model = ObservableListModel(array)
            let grid = GridView()
            let gridRows = grid.show(ListSelection(model), rows: TaskRow.self)
            let columns = ColumnView()
            columns.show(ListSelection(model, mode: .multiple))
            let cells = columns.appendColumn("Task", cells: TaskRow.self)
            let dropDown = DropDown()
            let dropDownRows = dropDown.show(model, rows: TaskRow.self)
            let box = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            for child in [grid, columns] as [Widget] {
                let scrolled = ScrolledWindow()
                scrolled.child = child
                gtk_widget_set_vexpand(scrolled.widgetPointer, 1)
                gtk_box_append(cgtk4_box(box.widgetPointer), scrolled.widgetPointer)
            }
            gtk_box_append(cgtk4_box(box.widgetPointer), dropDown.widgetPointer)
            let window = Window(title: "Lists")
            window.setDefaultSize(width: 400, height: 600)
            window.child = box
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            for factory in [gridRows, cells] {
                XCTAssertTrue(GtkTestKit.pump(until: { factory.boundRowCount > 0 }))
                XCTAssertTrue(factory.boundRows.allSatisfy { $0.row.label.label == array[$0.position].title })
            }
            // The drop-down's button shows the selected element (its row has no list position).
            XCTAssertTrue(GtkTestKit.pump(until: { dropDownRows.boundRows.contains { $0.row.label.label == "Task 0" } }))
            var chosen: [Int] = []
            let watch = dropDown.rx.selected.subscribe(onNext: { chosen.append($0) })
            defer { watch.dispose() }
            dropDown.rx.selected.onNext(3)
            XCTAssertEqual(Int(gtk_drop_down_get_selected(OpaquePointer(dropDown.widgetPointer))), 3)
            gtk_drop_down_set_selected(OpaquePointer(dropDown.widgetPointer), 5)
            XCTAssertEqual(chosen.last, 5)
            XCTAssertTrue(GtkTestKit.pump(until: {
                dropDownRows.boundRows.contains { $0.row.label.label == "Task 5" }
            }), "the button shows the selected element")
        }
    }
}
