import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Interactions answered by real GTK dialogs, without a nested main loop.
final class DialogInteractionTests: XCTestCase {
    /// The shown toplevel windows of type `T`.
    @MainActor
    static func shownWindows<T: Window>(of type: T.Type) -> [T] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var result: [T] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                let widget = data.assumingMemoryBound(to: GtkWidget.self)
                if gtk_widget_get_visible(widget) != 0, let window = Widget.wrapper(for: widget) as? T {
                    result.append(window)
                }
            }
            node = current.pointee.next
        }
        return result
    }

    /// The shown file chooser dialogs (what a `FileChooserNative` shows without a portal).
    @MainActor
    static func shownFileChoosers() -> [Dialog] {
        shownWindows(of: Dialog.self).filter { $0.isA(gtk_file_chooser_dialog_get_type()) }
    }

    func testConfirmInteraction_answeredByClickingTheDialogsButton() throws {
        try onGtk {
            let parent = Window(title: "Settings")
            XCTAssertTrue(GtkTestKit.showAndWait(parent))
            let confirmClear = Interaction<String, Bool>(name: "confirmClear")
            let handler = confirmClear.handle { what in
                await MessageDialog.confirm(parent: parent, message: "Clear \(what)?", confirmLabel: "C_lear", destructive: true)
            }
            var first: Bool?
            Task { @MainActor in first = try await confirmClear.ask("the cache") }
            XCTAssertTrue(GtkTestKit.pump(until: { !Self.shownWindows(of: MessageDialog.self).isEmpty }))
            let dialog = try XCTUnwrap(Self.shownWindows(of: MessageDialog.self).first)
            XCTAssertEqual(dialog.message, "Clear the cache?")
            // What an assistive technology sees (ATK, the in-process side of AT-SPI).
            let dialogAccessible = gtk_widget_get_accessible(dialog.widgetPointer)
            XCTAssertEqual(atk_object_get_role(dialogAccessible), ATK_ROLE_ALERT)
            let confirmAccessible = try XCTUnwrap(dialog.button(for: .accept)).accessibleObject
            XCTAssertEqual(atk_object_get_role(confirmAccessible), ATK_ROLE_PUSH_BUTTON)
            XCTAssertEqual(String(cString: atk_object_get_name(confirmAccessible)), "Clear")
            XCTAssertTrue(dialog.button(for: .accept)?.hasStyleClass("destructive-action") ?? false)
            GtkTestKit.click(try XCTUnwrap(dialog.button(for: .accept) as? Button))
            XCTAssertTrue(GtkTestKit.pump(until: { first != nil }))
            XCTAssertEqual(first, true, "the button confirms")

            var second: Bool?
            Task { @MainActor in second = try await confirmClear.ask("the history") }
            XCTAssertTrue(GtkTestKit.pump(until: { !Self.shownWindows(of: MessageDialog.self).isEmpty }))
            let again = try XCTUnwrap(Self.shownWindows(of: MessageDialog.self).first)
            try GtkTestKit.pressKey(UInt32(GDK_KEY_Escape), in: again)
            XCTAssertTrue(GtkTestKit.pump(until: { second != nil }))
            XCTAssertEqual(second, false, "Escape cancels")
            XCTAssertTrue(GtkTestKit.pump(until: { Self.shownWindows(of: MessageDialog.self).isEmpty }), "answered dialogs go away")
            handler.dispose()
            parent.destroy()
        }
    }

    func testDialogDestroyedBeforeAnswering_answersDeleteEvent() throws {
        try onGtk {
            var response: ResponseType?
            let dialog = MessageDialog(parent: nil, type: .question, buttons: .yesNo, message: "Go?")
            Task { @MainActor in response = await dialog.answer() }
            XCTAssertTrue(GtkTestKit.pump(until: { dialog.isVisible }))
            dialog.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { response != nil }))
            XCTAssertEqual(response, .deleteEvent)
        }
    }

    func testCancellingTheAsker_closesTheDialog() throws {
        try onGtk {
            var answer: Bool?
            let asker = Task { @MainActor in await MessageDialog.confirm(parent: nil, message: "Wait?") }
            Task { @MainActor in answer = await asker.value }
            XCTAssertTrue(GtkTestKit.pump(until: { !Self.shownWindows(of: MessageDialog.self).isEmpty }))
            asker.cancel()
            XCTAssertTrue(GtkTestKit.pump(until: { answer != nil }))
            XCTAssertEqual(answer, false)
            XCTAssertTrue(GtkTestKit.pump(until: { Self.shownWindows(of: MessageDialog.self).isEmpty }))
        }
    }

    func testAboutDialog_showsTheProgramAndReturnsWhenClosed() throws {
        try onGtk {
            var closed = false
            Task { @MainActor in
                await AboutDialog.show(parent: nil, programName: "Gallery", version: "1.0", comments: "Samples", authors: ["Ada"])
                closed = true
            }
            XCTAssertTrue(GtkTestKit.pump(until: { !Self.shownWindows(of: AboutDialog.self).isEmpty }))
            let about = try XCTUnwrap(Self.shownWindows(of: AboutDialog.self).first)
            XCTAssertEqual(about.programName, "Gallery")
            XCTAssertEqual(about.version, "1.0")
            XCTAssertEqual(about.authors, ["Ada"])
            try GtkTestKit.pressKey(UInt32(GDK_KEY_Escape), in: about)
            XCTAssertTrue(GtkTestKit.pump(until: { closed }))
        }
    }

    func testFileChooser_answersTheChosenPath_orNilWhenCancelled() throws {
        try onGtk {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("binding-chooser-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let chooseTarget = Interaction<String, String?>(name: "chooseTarget")
            let handler = chooseTarget.handle { name in
                let chooser = FileChooserNative(title: "Export", parent: nil, mode: .save, acceptLabel: "_Export")
                chooser.setFolder(folder.path)
                chooser.setSuggestedName(name)
                return await chooser.choose()
            }
            var chosen: String??
            Task { @MainActor in chosen = try await chooseTarget.ask("report.txt") }
            XCTAssertTrue(GtkTestKit.pump(until: { !Self.shownFileChoosers().isEmpty }))
            let dialog = try XCTUnwrap(Self.shownFileChoosers().first)
            XCTAssertTrue(GtkTestKit.pump(until: {
                let name = gtk_file_chooser_get_filename(OpaquePointer(dialog.widgetPointer))
                defer { g_free(name) }
                return name != nil
            }))
            dialog.respond(.accept)
            XCTAssertTrue(GtkTestKit.pump(until: { chosen != nil }))
            XCTAssertEqual(chosen, .some(folder.appendingPathComponent("report.txt").path))

            var cancelled: String??
            Task { @MainActor in cancelled = try await chooseTarget.ask("other.txt") }
            XCTAssertTrue(GtkTestKit.pump(until: { !Self.shownFileChoosers().isEmpty }))
            try XCTUnwrap(Self.shownFileChoosers().first).respond(.cancel)
            XCTAssertTrue(GtkTestKit.pump(until: { cancelled != nil }))
            XCTAssertEqual(cancelled, .some(nil))
            handler.dispose()
        }
    }
}

extension Widget {
    /// The widget's ATK object.
    @MainActor
    var accessibleObject: UnsafeMutablePointer<AtkObject> { gtk_widget_get_accessible(widgetPointer) }
}
