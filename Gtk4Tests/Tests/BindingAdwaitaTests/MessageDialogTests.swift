import Binding
import BindingAdwaita
import BindingGtk4Testing
import CAdwaita
import XCTest

/// libadwaita's message dialog as the answer to a view model's `Interaction`.
@MainActor
final class MessageDialogTests: XCTestCase {
    private func shownDialog() -> AdwaitaMessageDialog? {
        GtkTestKit.toplevels(of: AdwaitaMessageDialog.self).last
    }

    private func respond(_ id: String, to dialog: AdwaitaMessageDialog) {
        adw_message_dialog_response(UnsafeMutableRawPointer(dialog.widgetPointer).assumingMemoryBound(to: AdwMessageDialog.self), id)
    }

    nonisolated func testAnInteractionIsAnsweredByTheButtonChosen() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let window = AdwaitaWindow()
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let confirmClear = Interaction<Void, Bool>(name: "confirmClear")
            let handler = confirmClear.handle { await AdwaitaMessageDialog.confirm(parent: window, heading: "Clear the cache?", destructive: true) }
            defer { handler.dispose() }
            for (response, expected) in [("confirm", true), ("cancel", false)] {
                var answer: Bool?
                Task { answer = try await confirmClear.ask() }
                XCTAssertTrue(GtkTestKit.pump(until: { test.shownDialog() != nil }), "the question is shown")
                let dialog = try XCTUnwrap(test.shownDialog())
                XCTAssertEqual(dialog.heading, "Clear the cache?")
                XCTAssertTrue(dialog.transientFor === window, "modal over the window")
                XCTAssertEqual(dialog.defaultResponse, "cancel", "Enter cancels a destructive question")
                test.respond(response, to: dialog)
                XCTAssertTrue(GtkTestKit.pump(until: { answer != nil }))
                XCTAssertEqual(answer, expected, response)
                XCTAssertTrue(dialog.isDestroyed, "the dialog ends with its answer")
            }
            window.destroy()
        }
    }

    nonisolated func testADestroyedDialogAnswersItsCloseResponse() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let dialog = AdwaitaMessageDialog(parent: nil, heading: "Discard?")
            dialog.addResponse("keep", label: "_Keep")
            dialog.addResponse("discard", label: "_Discard", appearance: .destructive)
            dialog.closeResponse = "keep"
            var answer: String?
            Task { answer = await dialog.answer() }
            XCTAssertTrue(GtkTestKit.pump(until: { test.shownDialog() === dialog }))
            dialog.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { answer != nil }))
            XCTAssertEqual(answer, "keep")

            let late = AdwaitaMessageDialog(parent: nil, heading: "Already gone")
            late.destroy()
            var lateAnswer: String?
            Task { lateAnswer = await late.answer() }
            XCTAssertTrue(GtkTestKit.pump(until: { lateAnswer != nil }), "a destroyed dialog answers at once")
            XCTAssertEqual(lateAnswer, "close", "libadwaita's default close response")
        }
    }

    nonisolated func testCancellingTheAwaitingTaskClosesTheDialog() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let dialog = AdwaitaMessageDialog(parent: nil, heading: "Wait")
            dialog.addResponse("ok", label: "_OK")
            var answer: String?
            let task = Task { answer = await dialog.answer() }
            XCTAssertTrue(GtkTestKit.pump(until: { test.shownDialog() === dialog }))
            task.cancel()
            XCTAssertTrue(GtkTestKit.pump(until: { answer != nil }))
            XCTAssertEqual(answer, "close")
            XCTAssertTrue(dialog.isDestroyed)
        }
    }
}
