@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class StackTests: XCTestCase {
    func testVisibleChildNameTwoWayWithSwitcher() throws {
        try onGtk {
            let window = Window(title: "Pages")
            let box = Box(spacing: 4)
            let stack = Stack()
            let switcher = StackSwitcher(stack: stack)
            XCTAssertTrue(switcher.stack === stack)
            stack.addNamed(Label("One"), name: "one", title: "One")
            stack.addNamed(Label("Two"), name: "two", title: "Two")
            box.packStart(switcher)
            box.packStart(Separator())
            box.packStart(stack, expand: true)
            window.add(box)
            GtkTestKit.showAndWait(window)
            let page = BehaviorRelay<String?>(value: "two")
            let binding = page <=> stack.rx.visibleChildName
            XCTAssertEqual(stack.visibleChildName, "two")
            // The user clicks the switcher's first button.
            let first = try XCTUnwrap(switcher.children.first)
            gtk_button_clicked(first.widgetPointer(as: GtkButton.self))
            XCTAssertEqual(page.value, "one")
            page.accept("missing")
            XCTAssertEqual(stack.visibleChildName, "one")
            binding.dispose()
            window.destroy()
        }
    }

    func testHeaderBarTitleAndSubtitle() throws {
        try onGtk {
            let header = HeaderBar()
            header.rx.title.onNext("Profile")
            header.rx.subtitle.onNext("Unsaved")
            XCTAssertEqual(header.title, "Profile")
            XCTAssertEqual(header.subtitle, "Unsaved")
            let link = LinkButton(uri: "https://example.org", label: "Site")
            link.rx.uri.onNext("https://gtk.org")
            XCTAssertEqual(link.uri, "https://gtk.org")
            // A GtkLinkButton is a GtkButton: the Swift class is a Button too.
            let asButton: Button = link
            XCTAssertEqual(asButton.label, "Site")
            XCTAssertTrue(Widget.wrapper(for: link.widgetPointer) is Button)
            link.destroy()
            header.destroy()
        }
    }
}
