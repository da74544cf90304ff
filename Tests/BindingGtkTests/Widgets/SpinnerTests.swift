@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class SpinnerTests: XCTestCase {
    func testIsAnimatingBinderAppliesFromAnyThreadAndStopsAfterDestroy() throws {
        try onGtk {
            let spinner = Spinner()
            XCTAssertFalse(spinner.isAnimating)
            spinner.rx.isAnimating.onNext(true)
            XCTAssertTrue(spinner.isAnimating)
            let sink = spinner.rx.isAnimating
            onBackgroundThread { sink.onNext(false) }
            XCTAssertTrue(GtkTestKit.pump(until: { !spinner.isAnimating }, timeout: .seconds(2)))
            spinner.destroy()
            spinner.rx.isAnimating.onNext(true)
        }
    }

    func testDriverBindingEndsWithTheWidget() throws {
        try onGtk {
            let spinner = Spinner()
            let busy = BehaviorRelay(value: true)
            let subscription = busy.asDriver() => spinner.rx.isAnimating
            XCTAssertTrue(spinner.isAnimating)
            busy.accept(false)
            XCTAssertFalse(spinner.isAnimating)
            spinner.lifetime.insert(subscription)
            spinner.destroy()
            busy.accept(true)
        }
    }
}
