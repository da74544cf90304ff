@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// Equatable but not hashable: selects the `Driver<[Item]>` overloads diffed with `==`.
private struct Planet: Equatable {
    var name: String
}

/// List bindings whose source completes after its first values keep working
/// (elements, selection, model events) until the binding is disposed or the
/// widget destroyed, and then free their controller.
final class CompletedSourceListTests: XCTestCase {
    private static let words = ["alpha", "beta", "gamma"]
    private static let planets = [Planet(name: "Earth"), Planet(name: "Mercury"), Planet(name: "Venus")]

    // MARK: - ListBox

    func testListBoxRowFactoryFromCompletedObservable() throws {
        try onGtk {
            Self.checkListBox(Self.words) { list in
                list.rx.items(Observable.just(Self.words).diff()) { _, word in Label(word) }
            }
        }
    }

    func testListBoxTextRowsFromCompletedObservable() throws {
        try onGtk {
            // Two arrays, then completion: the second is applied as a patch first.
            Self.checkListBox(Self.words) { list in
                list.rx.items(Observable.of(["beta"], Self.words).diff(), text: { $0 })
            }
        }
    }

    func testListBoxReusableRowsFromCompletedObservable() throws {
        try onGtk {
            Self.checkListBox(Self.words) { list in
                list.rx.items(Observable.just(Self.words).diff(), makeRow: { Label() },
                              configure: { _, word, label in label.text = word })
            }
        }
    }

    func testListBoxDriverOfHashableArraysThatCompletes() throws {
        try onGtk {
            Self.checkListBox(Self.words) { list in
                list.rx.items(Driver.just(Self.words)) { _, word in Label(word) }
            }
        }
    }

    func testListBoxDriverOfEquatableArraysThatCompletes() throws {
        try onGtk {
            Self.checkListBox(Self.planets) { list in
                list.rx.items(Driver.just(Self.planets)) { _, planet in Label(planet.name) }
            }
        }
    }

    func testListBoxSectionsFromCompletedObservable() throws {
        try onGtk {
            let event = SectionedArrayChangeEvent(sections: [
                ArraySection(metadata: SectionTitles(header: "Greek"), items: ["alpha", "beta"]),
                ArraySection(metadata: SectionTitles(header: "More"), items: ["gamma"]),
            ], change: .reset)
            Self.checkListBox(Self.words) { list in
                list.rx.items(sections: Observable.just(event)) { _, word in Label(word) }
            }
        }
    }

    func testListBoxSectionsWithHeaderTitleFromCompletedObservable() throws {
        try onGtk {
            let event = SectionedArrayChangeEvent(sections: [
                ArraySection(metadata: "Greek", items: ["alpha", "beta", "gamma"]),
            ], change: .reset)
            Self.checkListBox(Self.words) { list in
                list.rx.items(sections: Observable.just(event), headerTitle: { $0 }) { _, word in Label(word) }
            }
        }
    }

    /// A mutable array never completes; its bindings must still keep their
    /// controller while bound (the binding is the array's only holder here)
    /// and free it on disposal and destruction.
    func testListBoxMutableArrayEntryPoints() throws {
        try onGtk {
            Self.checkListBox(Self.words) { list in
                list.rx.items(MutableObservableArray(Self.words)) { _, word in Label(word) }
            }
            Self.checkListBox(Self.words) { list in
                list.rx.items(MutableObservableArray(Self.words), text: { $0 })
            }
            Self.checkListBox(Self.words) { list in
                list.rx.items(MutableObservableArray(Self.words), makeRow: { Label() },
                              configure: { _, word, label in label.text = word })
            }
            Self.checkListBox(Self.words) { list in
                list.rx.items(sections: MutableObservableSectionedArray([
                    ArraySection(metadata: SectionTitles(header: "Greek"), items: Self.words),
                ])) { _, word in Label(word) }
            }
        }
    }

    /// Binds a new list box with `bind` (whose source has completed by the
    /// time it returns) to show `elements` (three of them), then checks that
    /// the binding still reads, writes and reports elements, and that
    /// disposing it, or destroying a list box, frees its controller.
    @MainActor
    static func checkListBox<Element: Equatable>(
        _ elements: [Element], file: StaticString = #filePath, line: UInt = #line,
        bind: (ListBox) -> Disposable
    ) {
        let list = ListBox()
        let binding = bind(list)
        XCTAssertEqual(list.rowCount, elements.count, "rows", file: file, line: line)
        XCTAssertNotNil(list.itemsController, "the controller outlives the completed source", file: file, line: line)
        let selected = ListEventRecorder(list.rx.selectedElement(Element.self))
        let models = ListEventRecorder(list.rx.modelSelected(Element.self))
        let activated = ListEventRecorder(list.rx.modelActivated(Element.self))

        list.selectRowAsUser(at: 1)
        XCTAssertEqual(selected.values, [nil, elements[1]], "selectedElement after a user selection", file: file, line: line)
        XCTAssertEqual(models.values, [elements[1]], "modelSelected", file: file, line: line)
        list.rx.selectedElement(Element.self).onNext(elements[2])
        XCTAssertEqual(list.selectedIndex, 2, "writing selectedElement selects its row", file: file, line: line)
        XCTAssertEqual(ListEventRecorder(list.rx.selectedElement(Element.self)).values, [elements[2]],
                       "selectedElement reads the written element", file: file, line: line)
        list.activateRow(at: 0)
        XCTAssertEqual(activated.values, [elements[0]], "modelActivated", file: file, line: line)

        weak let controller = list.itemsController
        XCTAssertNotNil(controller, file: file, line: line)
        binding.dispose()
        XCTAssertNil(controller, "disposing the binding frees its controller", file: file, line: line)
        XCTAssertNil(list.boundElement(at: 0, as: Element.self), file: file, line: line)
        list.destroy()

        let other = ListBox()
        let otherBinding = bind(other)
        weak let otherController = other.itemsController
        XCTAssertNotNil(otherController, file: file, line: line)
        other.destroy()
        XCTAssertNil(otherController, "destroying the list box frees the controller", file: file, line: line)
        otherBinding.dispose()
    }

    // MARK: - ComboBoxText

    func testComboBoxFromCompletedObservable() throws {
        try onGtk {
            Self.checkComboBox(Self.words) { combo in
                combo.rx.items(Observable.of(["beta"], Self.words).diff(), title: { $0 })
            }
        }
    }

    func testComboBoxWithIDsFromCompletedObservable() throws {
        try onGtk {
            Self.checkComboBox(Self.words) { combo in
                combo.rx.items(Observable.just(Self.words).diff(), id: { "id-\($0)" }, title: { $0 })
            }
        }
    }

    func testComboBoxDriverOfHashableArraysThatCompletes() throws {
        try onGtk {
            Self.checkComboBox(Self.words) { combo in
                combo.rx.items(Driver.just(Self.words), title: { $0 })
            }
        }
    }

    func testComboBoxDriverOfEquatableArraysThatCompletes() throws {
        try onGtk {
            Self.checkComboBox(Self.planets) { combo in
                combo.rx.items(Driver.just(Self.planets), title: { $0.name })
            }
        }
    }

    func testComboBoxMutableArray() throws {
        try onGtk {
            Self.checkComboBox(Self.words) { combo in
                combo.rx.items(MutableObservableArray(Self.words), title: { $0 })
            }
        }
    }

    /// As ``checkListBox(_:file:line:bind:)`` for a combo box (which has no
    /// `modelSelected`: `selectedElement` reports the user's selections).
    @MainActor
    static func checkComboBox<Element: Equatable>(
        _ elements: [Element], file: StaticString = #filePath, line: UInt = #line,
        bind: (ComboBoxText) -> Disposable
    ) {
        let combo = ComboBoxText()
        let binding = bind(combo)
        XCTAssertEqual(combo.itemCount, elements.count, "items", file: file, line: line)
        XCTAssertNotNil(combo.itemsController, "the controller outlives the completed source",
                        file: file, line: line)
        let selected = ListEventRecorder(combo.rx.selectedElement(Element.self))
        combo.selectAsUser(1)
        XCTAssertEqual(selected.values, [nil, elements[1]], "selectedElement after a user selection", file: file, line: line)
        combo.rx.selectedElement(Element.self).onNext(elements[2])
        XCTAssertEqual(combo.selectedIndex, 2, "writing selectedElement selects its item", file: file, line: line)
        XCTAssertEqual(selected.values, [nil, elements[1]], "no echo", file: file, line: line)
        XCTAssertEqual(ListEventRecorder(combo.rx.selectedElement(Element.self)).values, [elements[2]],
                       "selectedElement reads the written element", file: file, line: line)

        weak let controller = combo.itemsController
        XCTAssertNotNil(controller, file: file, line: line)
        binding.dispose()
        XCTAssertNil(controller, "disposing the binding frees its controller", file: file, line: line)
        XCTAssertNil(combo.itemsController, file: file, line: line)
        combo.destroy()

        let other = ComboBoxText()
        let otherBinding = bind(other)
        weak let otherController = other.itemsController
        XCTAssertNotNil(otherController, file: file, line: line)
        other.destroy()
        XCTAssertNil(otherController, "destroying the combo box frees the controller", file: file, line: line)
        otherBinding.dispose()
    }

    // MARK: - TreeView

    @MainActor private static var wordColumns: [Column<String>] { [Column(title: "Word", value: { $0 })] }

    func testTreeViewFromCompletedObservable() throws {
        try onGtk {
            Self.checkTreeView(Self.words) { view in
                view.rx.items(Observable.of(["beta"], Self.words).diff(), columns: Self.wordColumns)
            }
        }
    }

    func testTreeViewDriverOfHashableArraysThatCompletes() throws {
        try onGtk {
            Self.checkTreeView(Self.words) { view in
                view.rx.items(Driver.just(Self.words), columns: Self.wordColumns)
            }
        }
    }

    func testTreeViewDriverOfEquatableArraysThatCompletes() throws {
        try onGtk {
            let columns = [Column<Planet>(title: "Planet", value: { $0.name })]
            Self.checkTreeView(Self.planets) { view in
                view.rx.items(Driver.just(Self.planets), columns: columns)
            }
        }
    }

    func testTreeViewMutableArray() throws {
        try onGtk {
            Self.checkTreeView(Self.words) { view in
                view.rx.items(MutableObservableArray(Self.words), columns: Self.wordColumns)
            }
        }
    }

    /// As ``checkListBox(_:file:line:bind:)`` for a tree view (which has no
    /// `selectedElement`: its `selectedIndex` and element lookups are checked).
    /// `sortsByHeader`: the rows are in a `GtkListStore` that clicking a
    /// header sorts (not so for a table read on demand).
    @MainActor
    static func checkTreeView<Element: Equatable>(
        _ elements: [Element], sortsByHeader: Bool = true,
        file: StaticString = #filePath, line: UInt = #line, bind: (TreeView) -> Disposable
    ) {
        let view = TreeView()
        let binding = bind(view)
        XCTAssertEqual(view.rowCount, elements.count, "rows", file: file, line: line)
        XCTAssertNotNil(view.itemsController, "the controller outlives the completed source", file: file, line: line)
        let models = ListEventRecorder(view.rx.modelSelected(Element.self))
        let activated = ListEventRecorder(view.rx.modelActivated(Element.self))
        view.selectRowAsUser(at: 1)
        XCTAssertEqual(models.values, [elements[1]], "modelSelected", file: file, line: line)
        XCTAssertEqual(view.element(atShownRow: 1, as: Element.self), elements[1], file: file, line: line)
        XCTAssertEqual(view.element(atShownRow: 2, as: Element.self), elements[2], file: file, line: line)
        view.rx.selectedIndex.onNext(2)
        XCTAssertEqual(view.selectedRow, 2, "writing selectedIndex selects its row", file: file, line: line)
        view.activateRow(at: 0)
        XCTAssertEqual(activated.values, [elements[0]], "modelActivated", file: file, line: line)

        if sortsByHeader {
            // Sorting and unsorting go through the controller's store handlers: still connected.
            view.model?.sortColumn = (0, false)
            XCTAssertEqual(view.element(atShownRow: 0, as: Element.self), elements.last, file: file, line: line)
            view.model?.sortColumn = nil
            XCTAssertEqual(view.element(atShownRow: 0, as: Element.self), elements.first,
                           "unsorted, the rows are back in array order", file: file, line: line)
        }

        weak let controller = view.itemsController
        XCTAssertNotNil(controller, file: file, line: line)
        binding.dispose()
        XCTAssertNil(controller, "disposing the binding frees its controller", file: file, line: line)
        view.destroy()

        let other = TreeView()
        let otherBinding = bind(other)
        weak let otherController = other.itemsController
        XCTAssertNotNil(otherController, file: file, line: line)
        other.destroy()
        XCTAssertNil(otherController, "destroying the tree view frees the controller", file: file, line: line)
        otherBinding.dispose()
    }

    // MARK: - No cycle through the controller

    /// An unparented widget, bound to a completed source, is freed with its
    /// controller once Swift lets go of it (widget → controller → widget
    /// would keep both alive).
    func testUnparentedWidgetsAndTheirControllersAreFreed() throws {
        try onGtk {
            weak var list: ListBox?
            weak var listController: (any ListItemsControlling)?
            weak var combo: ComboBoxText?
            weak var comboController: (any ListItemsControlling)?
            weak var view: TreeView?
            weak var viewController: (any ListItemsControlling)?
            do {
                let newList = ListBox()
                _ = newList.rx.items(Driver.just(Self.words)) { _, word in Label(word) }
                list = newList
                listController = newList.itemsController
                let newCombo = ComboBoxText()
                _ = newCombo.rx.items(Driver.just(Self.words), title: { $0 })
                combo = newCombo
                comboController = newCombo.itemsController
                let newView = TreeView()
                _ = newView.rx.items(Driver.just(Self.words), columns: Self.wordColumns)
                view = newView
                viewController = newView.itemsController
                XCTAssertNotNil(listController)
                XCTAssertNotNil(comboController)
                XCTAssertNotNil(viewController)
            }
            XCTAssertNil(list)
            XCTAssertNil(listController)
            XCTAssertNil(combo)
            XCTAssertNil(comboController)
            XCTAssertNil(view)
            XCTAssertNil(viewController)
        }
    }

    /// Widgets in a window, bound to completed sources, are freed with their
    /// controllers when the window is destroyed.
    func testControllersAreFreedWithTheirWindow() throws {
        try onGtk {
            weak var list: ListBox?
            weak var listController: (any ListItemsControlling)?
            weak var combo: ComboBoxText?
            weak var comboController: (any ListItemsControlling)?
            weak var view: TreeView?
            weak var viewController: (any ListItemsControlling)?
            do {
                let window = Window()
                let box = Box()
                window.add(box)
                let newList = ListBox()
                let newCombo = ComboBoxText()
                let newView = TreeView()
                box.packStart(newList)
                box.packStart(newCombo)
                box.packStart(newView)
                window.binding {
                    newList.rx.items(Observable.just(Self.words).diff(), text: { $0 })
                    newCombo.rx.items(Observable.just(Self.words).diff(), title: { $0 })
                    newView.rx.items(Observable.just(Self.words).diff(), columns: Self.wordColumns)
                }
                GtkTestKit.showAndWait(window)
                newList.selectRowAsUser(at: 2)
                XCTAssertEqual(newList.boundElement(at: 2, as: String.self), "gamma")
                list = newList
                listController = newList.itemsController
                combo = newCombo
                comboController = newCombo.itemsController
                view = newView
                viewController = newView.itemsController
                XCTAssertNotNil(listController)
                XCTAssertNotNil(comboController)
                XCTAssertNotNil(viewController)
                window.destroy()
            }
            MainLoop.runPending()
            XCTAssertNil(listController)
            XCTAssertNil(comboController)
            XCTAssertNil(viewController)
            XCTAssertNil(list)
            XCTAssertNil(combo)
            XCTAssertNil(view)
        }
    }

    /// The element events hold their widget weakly, like the index events
    /// they are built on: a subscription kept in the widget's own lifetime
    /// bag does not keep an unparented widget (and its controller) alive.
    func testElementEventsDoNotKeepTheirWidgetAlive() throws {
        try onGtk {
            weak var list: ListBox?
            weak var listController: (any ListItemsControlling)?
            weak var view: TreeView?
            weak var viewController: (any ListItemsControlling)?
            do {
                let newList = ListBox()
                _ = newList.rx.items(Driver.just(Self.words)) { _, word in Label(word) }
                newList.rx.modelSelected(String.self).subscribe(onNext: { _ in }).disposed(by: newList.lifetime)
                newList.rx.modelActivated(String.self).subscribe(onNext: { _ in }).disposed(by: newList.lifetime)
                newList.rx.itemActivated(String.self).subscribe(onNext: { _ in }).disposed(by: newList.lifetime)
                list = newList
                listController = newList.itemsController
                let newView = TreeView()
                _ = newView.rx.items(Driver.just(Self.words), columns: Self.wordColumns)
                newView.rx.modelSelected(String.self).subscribe(onNext: { _ in }).disposed(by: newView.lifetime)
                newView.rx.modelActivated(String.self).subscribe(onNext: { _ in }).disposed(by: newView.lifetime)
                newView.rx.itemActivated(String.self).subscribe(onNext: { _ in }).disposed(by: newView.lifetime)
                view = newView
                viewController = newView.itemsController
            }
            XCTAssertNil(list)
            XCTAssertNil(listController)
            XCTAssertNil(view)
            XCTAssertNil(viewController)
        }
    }
}
