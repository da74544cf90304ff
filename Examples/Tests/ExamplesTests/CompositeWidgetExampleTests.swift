// The "UI files and resources" article's composite widget (GreetingRow) runs as the article says.
import BindingGtk
import BindingGtkTesting
@testable import Examples
import XCTest

final class CompositeWidgetExampleTests: XCTestCase {
    func testTheRowsAreBuiltFromTheTemplateAndTheirSignalRunsTheHandler() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let list = try makeGreetingList(names: ["Ada", "Ken"])
            defer { list.destroy() }
            let rows = list.children.compactMap { $0 as? GreetingRow }
            XCTAssertEqual(rows.map(\.template.nameLabel.text), ["Hello, Ada!", "Hello, Ken!"])
            XCTAssertEqual(try firstGreetingWaves(), 1)
        }
    }
}
