import Binding
import BindingAdwaita
import BindingGtk4Testing
import CAdwaita
import Foundation
import XCTest

/// The generated libadwaita surface (`BindingAdwaita/Generated`) on real widgets: typed properties
/// two-way through `rx` (a GTK 4 protocol's on a libadwaita class included), signals as control
/// events, libadwaita's enums, the wrapper table, and bindings that end with the window.
@MainActor
final class GeneratedSurfaceTests: XCTestCase {
    /// `widget`'s pointer as C struct `T` (a checked cast the C module does not re-expose).
    private func pointer<T>(_ widget: Widget, as type: T.Type) -> UnsafeMutablePointer<T> {
        XCTAssertFalse(widget.isDestroyed)
        return UnsafeMutableRawPointer(widget.widgetPointer).assumingMemoryBound(to: T.self)
    }

    nonisolated func testEntryRowTextIsTwoWayThroughGtk4sEditableProtocol() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let row = EntryRow()
            let name = BehaviorRelay<String?>(value: "Ada")
            var sent: [String?] = []
            let recording = name.subscribe(onNext: { sent.append($0) })
            defer { recording.dispose() }
            let binding = name <=> row.rx.text
            defer { binding.dispose() }
            let editable = OpaquePointer(row.widgetPointer)
            XCTAssertEqual(String(cString: gtk_editable_get_text(editable)), "Ada", "the view model reaches the row")
            gtk_editable_set_text(editable, "Grace")
            XCTAssertEqual(name.value, "Grace", "a change made in C reaches the view model")
            name.accept("Linus")
            XCTAssertEqual(row.text, "Linus", "the typed accessor reads what the binding wrote")
            XCTAssertEqual(sent, ["Ada", "Grace", "Linus"], "no echo: each value once")
            row.showApplyButton = true
            XCTAssertNotEqual(adw_entry_row_get_show_apply_button(test.pointer(row, as: AdwEntryRow.self)), 0)
        }
    }

    nonisolated func testComboRowSelectionAndExpanderRowExpansionAreTwoWay() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let combo = ComboRow()
            let choices = gtk_string_list_new(nil)
            for choice in ["Small", "Medium", "Large"] { gtk_string_list_append(choices, choice) }
            adw_combo_row_set_model(test.pointer(combo, as: AdwComboRow.self), choices)
            g_object_unref(UnsafeMutableRawPointer(choices))
            let size = BehaviorRelay(value: 2)
            let sizeBinding = size <=> combo.rx.selected
            defer { sizeBinding.dispose() }
            XCTAssertEqual(adw_combo_row_get_selected(test.pointer(combo, as: AdwComboRow.self)), 2, "the view model's index is selected")
            adw_combo_row_set_selected(test.pointer(combo, as: AdwComboRow.self), 0)
            XCTAssertEqual(size.value, 0, "a selection made in C reaches the view model")

            let expander = ExpanderRow()
            let open = BehaviorRelay(value: true)
            let openBinding = open <=> expander.rx.isExpanded
            defer { openBinding.dispose() }
            XCTAssertNotEqual(adw_expander_row_get_expanded(test.pointer(expander, as: AdwExpanderRow.self)), 0)
            adw_expander_row_set_expanded(test.pointer(expander, as: AdwExpanderRow.self), 0)
            XCTAssertFalse(open.value, "collapsing in C reaches the view model")
        }
    }

    nonisolated func testTheStyleManagersColorSchemeIsALibadwaitaEnumBoundBothWays() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let manager = StyleManager.default
            XCTAssertTrue(manager === StyleManager.default, "one wrapper for the one style manager")
            let scheme = BehaviorRelay(value: ColorScheme.forceDark)
            let binding = scheme <=> manager.rx.colorScheme
            defer {
                binding.dispose()
                manager.colorScheme = .default
            }
            XCTAssertEqual(adw_style_manager_get_color_scheme(OpaquePointer(manager.objectPointer)), ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertTrue(manager.dark, "forced dark is shown dark")
            adw_style_manager_set_color_scheme(OpaquePointer(manager.objectPointer), ADW_COLOR_SCHEME_FORCE_LIGHT)
            XCTAssertEqual(scheme.value, .forceLight, "libadwaita's value comes back as the Swift case")
            XCTAssertFalse(manager.dark)
        }
    }

    nonisolated func testSignalsReachTheirControlEvents() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let dialog = AdwaitaMessageDialog()
            adw_message_dialog_add_response(test.pointer(dialog, as: AdwMessageDialog.self), "save", "Save")
            var responses: [String?] = []
            let answers = dialog.rx.response.subscribe(onNext: { responses.append($0) })
            defer { answers.dispose() }
            adw_message_dialog_response(test.pointer(dialog, as: AdwMessageDialog.self), "save")
            XCTAssertEqual(responses, ["save"], "the response id is the event's element")

            let row = ActionRow()
            var activations = 0
            let activated = row.rx.activated.subscribe(onNext: { activations += 1 })
            defer { activated.dispose() }
            adw_action_row_activate(test.pointer(row, as: AdwActionRow.self))
            XCTAssertEqual(activations, 1)
            dialog.destroy()
        }
    }

    nonisolated func testObjectsMadeInCAreWrappedAsTheirGeneratedClass() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            XCTAssertTrue(Widget.wrapper(for: adw_entry_row_new()) is EntryRow)
            let password = Widget.wrapper(for: adw_password_entry_row_new())
            XCTAssertTrue(password is PasswordEntryRow, "the most derived class")
            XCTAssertTrue(password is Editable, "a GTK 4 protocol through an ancestor")
            XCTAssertTrue(Widget.wrapper(for: adw_status_page_new()) is StatusPage)
            let about = Widget.wrapper(for: adw_about_window_new())
            XCTAssertTrue(about is AboutWindow && about is AdwaitaWindow && about is Window, "libadwaita windows are GTK 4 windows")
            (about as? Window)?.destroy()
            let toastPointer = UnsafeMutableRawPointer(adw_toast_new("Saved"))!
            let toast = Object.wrapper(for: toastPointer)
            g_object_unref(toastPointer)   // the wrapper holds its own reference
            XCTAssertEqual((toast as? Toast)?.title, "Saved")
        }
    }

    nonisolated func testBindingsEndWithThePreferencesWindowAndDestroyedRowsIgnoreWrites() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            let window = PreferencesWindow()
            let page = PreferencesPage()
            let group = PreferencesGroup()
            let row = ActionRow()
            adw_preferences_group_add(test.pointer(group, as: AdwPreferencesGroup.self), row.widgetPointer)
            adw_preferences_page_add(test.pointer(page, as: AdwPreferencesPage.self), test.pointer(group, as: AdwPreferencesGroup.self))
            adw_preferences_window_add(test.pointer(window, as: AdwPreferencesWindow.self), test.pointer(page, as: AdwPreferencesPage.self))
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let subtitle = BehaviorRelay<String?>(value: "bound")
            row.lifetime.insert(subtitle.bind(to: row.rx.subtitle))
            XCTAssertEqual(row.subtitle, "bound")
            var completed = false
            let events = row.rx.activated.subscribe(onCompleted: { completed = true })
            defer { events.dispose() }

            let rowPointer = test.pointer(row, as: AdwActionRow.self)
            window.destroy()
            XCTAssertTrue(row.isDestroyed, "the window's rows are destroyed with it")
            XCTAssertTrue(completed, "a control event completes with its widget")
            subtitle.accept("late")
            XCTAssertEqual(String(cString: adw_action_row_get_subtitle(rowPointer)), "bound", "the binding ended with the window")
            row.subtitle = "written"
            XCTAssertEqual(String(cString: adw_action_row_get_subtitle(rowPointer)), "bound", "the setter does nothing on a destroyed row")
        }
    }

    nonisolated func testAValueSentFromABackgroundThreadReachesARowOnTheMainThread() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let row = ActionRow()
            let status = BehaviorRelay<String?>(value: "main")
            let binding = status.bind(to: row.rx.subtitle)
            defer { binding.dispose() }
            XCTAssertEqual(row.subtitle, "main")
            DispatchQueue.global().async { status.accept("background") }
            XCTAssertTrue(GtkTestKit.pump(until: { row.subtitle == "background" }), "the binder delivers on the main thread")
        }
    }
}
