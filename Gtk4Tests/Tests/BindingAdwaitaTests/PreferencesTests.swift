import Binding
import BindingAdwaita
import BindingGtk4Testing
import CAdwaita
import XCTest

/// A preferences window built from pages, groups and rows, its rows bound two-way.
@MainActor
final class PreferencesTests: XCTestCase {
    private enum Quality: String, CaseIterable {
        case low, medium, high
    }

    nonisolated func testRowsInAPreferencesWindowAreBoundTwoWay() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let window = PreferencesWindow()
            let page = PreferencesPage()
            let group = PreferencesGroup()
            let name = EntryRow()
            let quality = ComboRow()
            let sound = ActionRow()
            let toggle = Switch()
            let advanced = ExpanderRow()
            let detail = ActionRow()
            sound.addSuffix(toggle, activates: true)
            advanced.addRow(detail)
            for row in [name, quality, sound, advanced] as [Widget] { group.add(row) }
            page.add(group)
            window.add(page)
            XCTAssertTrue(GtkTestKit.presentAndWait(window))

            let userName = BehaviorRelay<String?>(value: "Ada")
            let level = BehaviorRelay(value: Quality.high)
            let soundOn = BehaviorRelay(value: false)
            let extras = BehaviorRelay(value: false)
            let allCases = Quality.allCases
            window.lifetime.insert(userName <=> name.rx.text)
            window.lifetime.insert(Driver.just(allCases.map(\.rawValue)) => quality.rx.choices)
            window.lifetime.insert(level.bind(
                to: quality.rx.selected,
                toControl: { allCases.firstIndex(of: $0) ?? 0 },
                toModel: { allCases.indices.contains($0) ? allCases[$0] : nil }
            ))
            window.lifetime.insert(soundOn <=> toggle.rx.isActive)
            window.lifetime.insert(extras <=> advanced.rx.enableExpansion)

            XCTAssertTrue(GtkTestKit.type("Grace", into: name))
            XCTAssertEqual(userName.value, "Grace", "typing in the entry row reaches the view model")
            XCTAssertEqual(quality.selected, 2, "the view model's choice is selected")
            adw_combo_row_set_selected(UnsafeMutableRawPointer(quality.widgetPointer).assumingMemoryBound(to: AdwComboRow.self), 0)
            XCTAssertEqual(level.value, .low, "choosing in the combo row reaches the view model")
            XCTAssertTrue(GtkTestKit.activate(sound), "activating the row toggles its switch")
            XCTAssertTrue(GtkTestKit.pump(until: { soundOn.value }))
            extras.accept(true)
            XCTAssertTrue(advanced.enableExpansion)
            window.destroy()
            XCTAssertTrue(name.isDestroyed && detail.isDestroyed)
            group.add(ActionRow())   // adding to a destroyed group does nothing
        }
    }

    nonisolated func testChoicesKeepTheSelectionWhileItIsInRange() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let row = ComboRow()
            row.setChoices(["a", "b", "c"])
            row.selected = 2
            row.setChoices(["x", "y", "z", "w"])
            XCTAssertEqual(row.selected, 2, "still in range: kept")
            row.setChoices(["only"])
            XCTAssertEqual(row.selected, 0, "out of range: the first item")
        }
    }
}
