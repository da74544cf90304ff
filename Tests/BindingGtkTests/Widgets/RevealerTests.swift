@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class RevealerTests: XCTestCase {
    func testIsRevealedBinder() throws {
        try onGtk {
            let revealer = Revealer()
            revealer.rx.isRevealed.onNext(true)
            XCTAssertTrue(revealer.isRevealed)
            revealer.destroy()
            revealer.rx.isRevealed.onNext(false)
        }
    }
}
