import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Generated signals connect through the GObject core's one GClosure marshaller, which converts
/// the emission's `GValue` arguments (objects to wrappers, integers, enums).
final class SignalClosureTests: XCTestCase {
    func testSignalArgumentsArriveAsSwiftValues() throws {
        try onGtk {
            let notebook = Notebook()
            let first = Label("one")
            let second = Label("two")
            var pages: [(page: Widget?, pageNum: Int)] = []
            let subscription = notebook.rx.switchPage.subscribe(onNext: { pages.append($0) })
            defer { subscription.dispose() }
            notebook.add(first)
            notebook.add(second)
            first.show()
            second.show()
            notebook.page = 1
            XCTAssertEqual(pages.last?.pageNum, 1)
            XCTAssertTrue(pages.last?.page === second)
            notebook.destroy()
        }
    }

    func testEventCompletesOnDestroyAndDisposingDisconnects() throws {
        try onGtk {
            let adjustment = Adjustment()
            adjustment.upper = 100
            var changes = 0
            let subscription = adjustment.rx.valueChanged.subscribe(onNext: { changes += 1 })
            adjustment.value = 10
            XCTAssertEqual(changes, 1)
            subscription.dispose()
            adjustment.value = 20
            XCTAssertEqual(changes, 1, "disposing disconnected the closure")

            let expander = Expander(label: "More")
            var completed = false
            let activation = expander.rx.activate.subscribe(onCompleted: { completed = true })
            expander.destroy()
            XCTAssertTrue(completed)
            activation.dispose()
        }
    }

    func testHandlerResultIsReturnedToABooleanSignal() throws {
        try onGtk {
            let label = Label("_Name")
            var received: [Bool] = []
            let connection = label.connectClosure("mnemonic-activate") { arguments in
                received.append(arguments.value(1, as: Bool.self))
                return true
            }
            defer { connection.disconnect() }
            var values = [GValue](repeating: GValue(), count: 2)
            _ = g_value_init(&values[0], label.gType)
            g_value_set_object(&values[0], label.objectPointer)
            _ = g_value_init(&values[1], Bool.valueGType)
            g_value_set_boolean(&values[1], 1)
            var result = GValue()
            _ = g_value_init(&result, Bool.valueGType)
            g_signal_emitv(values, g_signal_lookup("mnemonic-activate", label.gType), 0, &result)
            XCTAssertEqual(received, [true])
            XCTAssertEqual(g_value_get_boolean(&result), 1, "the handler's true reached GTK")
            g_value_unset(&result)
            for index in values.indices { g_value_unset(&values[index]) }
        }
    }
}
