import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// GTK interfaces are generated once, as Swift protocols (`Orientable`, `FileChooser`, …): the
/// wrapped classes conform, generic code works through the protocol, and the members stay
/// reachable on each class as before.
final class GeneratedInterfaceTests: XCTestCase {
    /// Flips any orientable widget through the protocol alone.
    @MainActor
    private static func flip<T: Orientable>(_ widget: T) -> Orientation {
        widget.orientation = widget.orientation == .horizontal ? .vertical : .horizontal
        return widget.orientation
    }

    func testClassesConformAndGenericCodeWorksThroughTheProtocol() throws {
        try onGtk {
            let box = Box(orientation: .horizontal)
            let paned = Paned()
            XCTAssertTrue((box as Widget) is Orientable)
            XCTAssertFalse((Label("x") as Widget) is Orientable)
            XCTAssertEqual(Self.flip(box), .vertical)
            XCTAssertEqual(Self.flip(paned), paned.orientation)
            // Conformance is inherited: a subclass of a conforming class is one too.
            XCTAssertTrue((FileChooserDialog() as Widget) is FileChooser)
            XCTAssertTrue((Entry() as Widget) is Editable)
            box.destroy()
            paned.destroy()
        }
    }

    func testInterfaceMembersKeepTheirSpellingOnEachClass() throws {
        try onGtk {
            let button = FileChooserButton(title: "Open")
            button.localOnly = false
            XCTAssertFalse(button.localOnly)
            button.showHidden = true
            XCTAssertTrue(button.showHidden)
            let widget = FileChooserWidget()
            XCTAssertEqual(widget.action, .open)
            widget.action = .save
            XCTAssertEqual(widget.action, .save)
            button.destroy()
            widget.destroy()
        }
    }

    func testReactiveInterfacePropertyHearsGtkSideChangesAndEndsOnDestroy() throws {
        try onGtk {
            let box = Box(orientation: .horizontal)
            var seen: [Orientation] = []
            var completed = false
            let subscription = box.rx.orientation.subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
            // A change made on the GTK side (not through Swift) arrives.
            box.setProperty("orientation", Orientation.vertical)
            XCTAssertEqual(seen, [.horizontal, .vertical])
            box.destroy()
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func testInterfaceSignalArrivesThroughTheProtocolsControlEvent() throws {
        try onGtk {
            let entry = Entry()
            var changes = 0
            let subscription = entry.rx.changed.subscribe(onNext: { changes += 1 })
            entry.text = "typed"
            XCTAssertEqual(changes, 1)
            subscription.dispose()
            entry.destroy()
        }
    }
}
