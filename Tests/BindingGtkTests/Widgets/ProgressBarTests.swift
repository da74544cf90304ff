@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ProgressBarTests: XCTestCase {
    func testFractionTextAndPulse() throws {
        try onGtk {
            let bar = ProgressBar()
            bar.rx.fraction.onNext(0.25)
            XCTAssertEqual(bar.fraction, 0.25, accuracy: 0.001)
            bar.rx.fraction.onNext(7)
            XCTAssertEqual(bar.fraction, 1, accuracy: 0.001)
            bar.rx.text.onNext("Uploading")
            XCTAssertEqual(bar.text, "Uploading")
            XCTAssertTrue(bar.showText)
            bar.rx.pulse.onNext(())
            bar.destroy()
        }
    }

    func testLevelBarValue() throws {
        try onGtk {
            let level = LevelBar(minimum: 0, maximum: 5)
            level.rx.value.onNext(3)
            XCTAssertEqual(level.value, 3, accuracy: 0.001)
            level.rx.value.onNext(9)
            XCTAssertEqual(level.value, 5, accuracy: 0.001)
            level.destroy()
        }
    }
}
