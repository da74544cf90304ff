@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class InfoBarTests: XCTestCase {
    func testBindersSetRevealedTypeAndCloseButton() throws {
        try onGtk {
            let bar = InfoBar()
            bar.rx.isRevealed.onNext(false)
            XCTAssertFalse(bar.isRevealed)
            bar.rx.isRevealed.onNext(true)
            XCTAssertTrue(bar.isRevealed)
            bar.rx.messageType.onNext(.error)
            XCTAssertEqual(bar.messageType, .error)
            bar.rx.showCloseButton.onNext(true)
            XCTAssertTrue(bar.showCloseButton)
            bar.destroy()
        }
    }

    func testResponseEventReportsButtonsAndCompletesOnDestroy() throws {
        try onGtk {
            let bar = InfoBar(messageType: .warning, showCloseButton: true)
            let retry = bar.addButton("Retry", response: .custom(7))
            let recorder = ControlRecorder(bar.rx.response)
            XCTAssertEqual(recorder.values, [], "no initial value")
            gtk_button_clicked(retry.widgetPointer(as: GtkButton.self))
            bar.respond(.close)
            XCTAssertEqual(recorder.values, [.custom(7), .close])
            XCTAssertEqual(ResponseType.custom(7).description, "custom(7)")
            bar.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
