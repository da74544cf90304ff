import BindingGLib
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Composite-template widgets: `GreetingRow` (`Resources/greeting-row.ui`), its
/// generated `Template`, its signal handlers, and its use by name in another `.ui` file.
final class CompositeWidgetTests: XCTestCase {
    func testEveryInstanceIsBuiltFromTheTemplateWithItsOwnTypedChildren() throws {
        try onGtk {
            let rows = try (0..<50).map { _ in try GreetingRow() }
            defer { rows.forEach { $0.destroy() } }
            XCTAssertEqual(GreetingRow.Template.childIDs, ["content", "greeting-label", "wave-button"])
            for row in rows {
                XCTAssertEqual(row.typeName, "GreetingRow")
                XCTAssertTrue(row.isA(gtk_list_box_row_get_type()))
                XCTAssertEqual(row.template.greetingLabel.text, "Hello")
                XCTAssertTrue(row.template.waveButton.parent === row.template.content)
                XCTAssertTrue(row.template.content.parent === row)
            }
            XCTAssertFalse(rows[0].template.waveButton === rows[1].template.waveButton, "each instance has its own children")
            XCTAssertEqual(try GreetingRow.register(), try GreetingRow.register(), "registered once")
        }
    }

    func testTheTemplatesSignalsRunTheSwiftHandlersOfTheirOwnInstance() throws {
        try onGtk {
            let first = try GreetingRow()
            let second = try GreetingRow()
            defer {
                first.destroy()
                second.destroy()
            }
            first.template.waveButton.click()
            first.template.waveButton.click()
            second.template.waveButton.click()
            XCTAssertEqual(first.waves, 2)
            XCTAssertEqual(first.secondHandlerRuns, 2)
            XCTAssertEqual(second.waves, 1)
            XCTAssertTrue(first.lastSender === first.template.waveButton, "the handler gets the emission's arguments")
        }
    }

    func testAnotherUIFileBuildsTheClassByNameAndItsOutletIsTyped() throws {
        try onGtk {
            let ui = try CompositeHostUI.load()
            defer { ui.window.destroy() }
            XCTAssertTrue(type(of: ui.firstRow) == GreetingRow.self)
            XCTAssertEqual(ui.list.children.count, 2, "the row without an id is built too")
            XCTAssertTrue(ui.list.children.allSatisfy { $0 is GreetingRow })
            ui.firstRow.template.waveButton.click()
            XCTAssertEqual(ui.firstRow.waves, 1)
        }
    }

    func testARowThatDestroysItselfDuringTheEmissionRunsNoLaterHandler() throws {
        try onGtk {
            var row: GreetingRow? = try GreetingRow()
            let probe = FinalizationProbe(UnsafeMutableRawPointer(row!.objectPointer))
            let button = row!.template.waveButton
            row!.destroysItselfOnWave = true
            button.click()
            XCTAssertEqual(row?.waves, 1)
            XCTAssertEqual(row?.secondHandlerRuns, 0, "the second handler of the same emission saw a destroyed row")
            XCTAssertTrue(row?.isDestroyed == true)
            button.click()   // destroyed with its row: GTK disconnected its handlers
            XCTAssertEqual(row?.waves, 1)
            row = nil
            XCTAssertTrue(probe.isFinalized)
        }
    }

    func testAChildThatOutlivesItsRowNoLongerReachesIt() throws {
        try onGtk {
            var row: GreetingRow? = try GreetingRow()
            let probe = FinalizationProbe(UnsafeMutableRawPointer(row!.objectPointer))
            let button = row!.template.waveButton
            row!.template.content.remove(button)
            row!.destroy()
            row = nil
            XCTAssertTrue(probe.isFinalized)
            button.click()   // its handlers' row is gone: nothing runs, nothing crashes
            XCTAssertFalse(button.isDestroyed)
            button.destroy()
        }
    }

    func testAMissingChildIDIsAnErrorNamingTheFileAndTheID() throws {
        try onGtk {
            XCTAssertThrowsError(try MissingChildRow.register()) { error in
                XCTAssertEqual(error as? CompositeTemplateError, .missingChild(file: GreetingRow.Template.resourcePath, id: "farewell-label"))
                XCTAssertTrue("\(error)".contains("greeting-row.ui: the template has no object with id \"farewell-label\""), "\(error)")
            }
            XCTAssertEqual(g_type_from_name("GreetingRow"), try GreetingRow.register(), "the failed class registered nothing")
        }
    }

    func testSignalHandlersMustMatchTheTemplatesSignals() throws {
        try onGtk {
            let file = GreetingRow.Template.resourcePath
            XCTAssertThrowsError(try HandlerlessRow()) { error in
                XCTAssertEqual(error as? CompositeTemplateError, .missingHandler(file: file, handler: "onWave", className: "GreetingRow"))
            }
            XCTAssertThrowsError(try MisspelledHandlerRow.register()) { error in
                XCTAssertEqual(error as? CompositeTemplateError, .unusedHandler(file: file, handler: "onWaev", className: "GreetingRow"))
                XCTAssertTrue("\(error)".contains("\"onWaev\""), "\(error)")
            }
        }
    }

    func testAMissingTemplateFileIsAnError() throws {
        try onGtk {
            XCTAssertThrowsError(try AbsentFileRow.register()) { error in
                XCTAssertEqual(error as? CompositeTemplateError, .missingFile(file: AbsentFileTemplate.resourcePath))
            }
            XCTAssertEqual(g_type_from_name("AbsentFileRow"), 0)
        }
    }

    func testChildrenOfAWidgetOfAnotherClassAreAnError() throws {
        try onGtk {
            _ = try GreetingRow.register()
            let label = Label("plain")
            XCTAssertThrowsError(try GreetingRow.Template(children: label)) { error in
                XCTAssertEqual((error as? OutletError)?.file, GreetingRow.Template.resourcePath)
            }
        }
    }
}
