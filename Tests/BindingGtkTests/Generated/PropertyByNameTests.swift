import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// `rx.property(_:as:)`: any GObject property by name, checked against its `GParamSpec` at bind
/// time, with clear errors and no GLib critical (the tests run with criticals fatal).
final class PropertyByNameTests: XCTestCase {
    func testBindsAnyPropertyTwoWaysWithoutEcho() throws {
        try onGtk {
            let label = Label("Hi")
            let property = try label.rx.property("selectable", as: Bool.self)
            var values: [Bool] = []
            let subscription = property.subscribe(onNext: { values.append($0) })
            defer { subscription.dispose() }
            label.setPropertyValue("selectable", true)
            XCTAssertEqual(values, [false, true], "GTK-side changes arrive")
            property.onNext(false)
            XCTAssertFalse(label.isSelectable)
            XCTAssertEqual(values, [false, true], "values sent from Swift are not heard back")
        }
    }

    func testUnknownPropertyIsAClearError() throws {
        try onGtk {
            let label = Label("Hi")
            XCTAssertThrowsError(try label.rx.property("no-such-thing", as: Bool.self)) { error in
                let error = error as? PropertyBindingError
                XCTAssertEqual(error?.reason, .noSuchProperty)
                XCTAssertEqual(error?.description, "GtkLabel has no property \"no-such-thing\"")
            }
        }
    }

    func testWrongTypeIsAClearErrorNamingBothTypes() throws {
        try onGtk {
            let label = Label("Hi")
            XCTAssertThrowsError(try label.rx.property("label", as: Double.self)) { error in
                let error = error as? PropertyBindingError
                XCTAssertEqual(error?.reason, .typeMismatch(propertyType: "gchararray", requestedType: "Double (gdouble)"))
                XCTAssertEqual(
                    error?.description,
                    "GtkLabel's property \"label\" holds gchararray, which does not convert to and from Double (gdouble)"
                )
            }
        }
    }

    func testReadOnlyAndConstructOnlyPropertiesAreRefused() throws {
        try onGtk {
            let label = Label("Hi")
            XCTAssertThrowsError(try label.rx.property("cursor-position", as: Int32.self)) { error in
                XCTAssertEqual((error as? PropertyBindingError)?.reason, .notReadableAndWritable)
            }
            let window = Window()
            defer { window.destroy() }
            XCTAssertThrowsError(try window.rx.property("type", as: WindowType.self)) { error in
                XCTAssertEqual((error as? PropertyBindingError)?.reason, .notReadableAndWritable)
            }
        }
    }

    func testEnumPropertyByNameAndCompletionOnDestroy() throws {
        try onGtk {
            let label = Label("Hi")
            let property = try label.rx.property("halign", as: Align.self)
            var values: [Align] = []
            var completed = false
            let subscription = property.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
            label.halign = .end
            XCTAssertEqual(values, [.fill, .end])
            label.destroy()
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func testNonWidgetObjectBindsByName() throws {
        try onGtk {
            let buffer = EntryBuffer()
            let text = try buffer.rx.property("text", as: String.self)
            var values: [String] = []
            let subscription = text.subscribe(onNext: { values.append($0) })
            defer { subscription.dispose() }
            buffer.text = "abc"
            text.onNext("xyz")
            XCTAssertEqual(buffer.text, "xyz")
            XCTAssertEqual(values, ["", "abc"])
        }
    }
}
