import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// The Swift value types that replaced untyped GTK properties: string arrays, `Rectangle`
/// (`GdkRectangle`), `FontDescription` (`PangoFontDescription`) and `ActionTarget` (`GVariant`).
final class GeneratedValueTypeTests: XCTestCase {
    func testStringArraysRoundTripIncludingEmptyAndNonASCII() throws {
        try onGtk {
            let button = ScaleButton()
            button.icons = ["audio-volume-muted", "audio-volume-high", "é✓"]
            XCTAssertEqual(button.icons, ["audio-volume-muted", "audio-volume-high", "é✓"])
            button.icons = []
            XCTAssertEqual(button.icons, [])
            let dialog = AboutDialog(parent: nil)
            var seen: [[String]] = []
            let subscription = dialog.rx.artists.subscribe(onNext: { seen.append($0) })
            dialog.setProperty("artists", ["Ada", "Grace"])
            XCTAssertEqual(seen, [[], ["Ada", "Grace"]])
            subscription.dispose()
            button.destroy()
            dialog.destroy()
        }
    }

    func testRectangleRoundTripsThroughAPopover() throws {
        try onGtk {
            let anchor = Button(label: "Anchor")
            let popover = Popover(relativeTo: anchor)
            popover.pointingTo = Rectangle(x: 3, y: 4, width: 20, height: 10)
            XCTAssertEqual(popover.pointingTo, Rectangle(x: 3, y: 4, width: 20, height: 10))
            XCTAssertEqual(popover.pointingTo.description, "3,4 20x10")
            popover.destroy()
            anchor.destroy()
        }
    }

    func testFontDescriptionIsReadAndWrittenInPangosTextForm() throws {
        try onGtk {
            let description = FontDescription("Serif Bold 14")
            XCTAssertEqual(description.family, "Serif")
            XCTAssertEqual(description.pointSize, 14)
            XCTAssertNil(FontDescription("Serif").pointSize)
            let fontButton = FontButton()
            fontButton.fontDesc = description
            XCTAssertEqual(fontButton.fontDesc, description)
            XCTAssertEqual(fontButton.font, "Serif Bold 14")
            let tag = TextTag()
            tag.fontDesc = FontDescription("Monospace 9")
            XCTAssertEqual(tag.family, "Monospace")
            XCTAssertEqual(tag.fontDesc.pointSize, 9)
            fontButton.destroy()
        }
    }

    func testActionTargetsOfEachKindRoundTripAndNoneReadsAsNil() throws {
        try onGtk {
            let button = Button(label: "Zoom")
            XCTAssertNil(button.actionTarget)
            let targets: [ActionTarget] = [
                .bool(true), .int(-7), .double(2.5), .string("fr"), .other(type: "(ii)", text: "(1, 2)"),
            ]
            for target in targets {
                button.actionTarget = target
                XCTAssertEqual(button.actionTarget, target)
            }
            button.actionTarget = nil
            XCTAssertNil(button.actionTarget)
            button.destroy()
        }
    }

    func testActionTargetParsingReportsBadInputClearly() throws {
        XCTAssertEqual(try ActionTarget.parse("[1, 2]", type: "ai"), .other(type: "ai", text: "[1, 2]"))
        XCTAssertEqual(try ActionTarget.parse("'x'", type: "s"), .string("x"))
        XCTAssertThrowsError(try ActionTarget.parse("1", type: "zz")) { error in
            XCTAssertTrue("\(error)".contains("not a GVariant type string"), "\(error)")
        }
        XCTAssertThrowsError(try ActionTarget.parse("(1, ", type: "(ii)")) { error in
            XCTAssertTrue("\(error)".contains("\"(1, \""), "\(error)")
        }
    }

    func testAnUnparsableOtherTargetIsStoredAsNoTargetWithoutACritical() throws {
        try onGtk {
            let button = Button(label: "Zoom")
            button.actionTarget = .int(1)
            button.actionTarget = .other(type: "(ii)", text: "not a tuple")
            XCTAssertNil(button.actionTarget)
            button.destroy()
        }
    }
}
