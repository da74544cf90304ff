@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class DialogTests: XCTestCase {
    func testResponseFromButtonClickInsideTheMainLoopWithoutNestedLoop() throws {
        try onGtk {
            let parent = Window(title: "Parent")
            let dialog = Dialog(title: "Confirm", parent: parent)
            dialog.addButton("_Cancel", response: .cancel)
            let ok = dialog.addButton("_OK", response: .ok)
            XCTAssertTrue(dialog.button(for: .ok) === ok)
            var answers: [ResponseType] = []
            let subscription = dialog.rx.response.take(1).subscribe(onNext: { answer in
                answers.append(answer)
                dialog.destroy()
            })
            GtkTestKit.showAndWait(dialog)
            // Click from main-queue work running inside gtk_main, like an app would.
            DispatchQueue.main.async {
                gtk_button_clicked(ok.widgetPointer(as: GtkButton.self))
                MainLoop.quit()
            }
            XCTAssertTrue(try runMainLoop())
            XCTAssertEqual(answers, [.ok])
            XCTAssertTrue(dialog.isDestroyed)
            subscription.dispose()
            parent.destroy()
        }
    }

    func testResponseCompletesWhenDialogIsDestroyed() throws {
        try onGtk {
            let dialog = Dialog(title: "Bye")
            let recorder = ControlRecorder(dialog.rx.response)
            dialog.respond(.apply)
            dialog.destroy()
            XCTAssertEqual(recorder.values, [.apply])
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testMessageDialogShowsTextAsWrittenAndAnswers() throws {
        try onGtk {
            let dialog = MessageDialog(type: .question, buttons: .yesNo, message: "Delete 100% of %s?", secondaryText: "Cannot undo")
            XCTAssertEqual(dialog.message, "Delete 100% of %s?")
            XCTAssertEqual(dialog.secondaryText, "Cannot undo")
            dialog.rx.secondaryText.onNext(nil)
            XCTAssertNil(dialog.secondaryText)
            let recorder = ControlRecorder(dialog.rx.response)
            let no = try XCTUnwrap(dialog.button(for: .no))
            gtk_button_clicked(no.widgetPointer(as: GtkButton.self))
            XCTAssertEqual(recorder.values, [.no])
            dialog.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
