@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

private struct Language: Equatable, Hashable {
    var code: String
    var name: String
}

final class ComboBoxItemsTests: XCTestCase {
    /// The combo box's item texts, read from its model.
    @MainActor
    private static func texts(_ combo: ComboBoxText) -> [String] {
        guard let model = gtk_combo_box_get_model(combo.comboBoxPointer) else { return [] }
        var texts: [String] = []
        var iter = GtkTreeIter()
        var valid = gtk_tree_model_get_iter_first(model, &iter) != 0
        while valid {
            var value = GValue()
            gtk_tree_model_get_value(model, &iter, 0, &value)
            texts.append(String(cString: g_value_get_string(&value)))
            g_value_unset(&value)
            valid = gtk_tree_model_iter_next(model, &iter) != 0
        }
        return texts
    }

    func testItemsFollowChangesAndSelectionStaysOnItsElement() throws {
        try onGtk {
            let combo = ComboBoxText()
            let languages = MutableObservableArray([
                Language(code: "en", name: "English"), Language(code: "fr", name: "French"),
                Language(code: "de", name: "German"),
            ])
            let binding = combo.rx.items(languages, id: { $0.code }, title: { $0.name })
            XCTAssertEqual(Self.texts(combo), ["English", "French", "German"])
            let indices = ListEventRecorder(combo.rx.selectedIndex)
            let ids = ListEventRecorder(combo.rx.activeID)
            combo.selectAsUser(1)
            XCTAssertEqual(combo.activeID, "fr")

            languages.insert(Language(code: "es", name: "Spanish"), at: 0)
            XCTAssertEqual(Self.texts(combo), ["Spanish", "English", "French", "German"])
            XCTAssertEqual(combo.selectedText, "French", "the selection stayed on French")
            XCTAssertEqual(indices.values, [nil, 1, 2], "the new index is reported")
            languages.move(from: 2, to: 0)
            XCTAssertEqual(Self.texts(combo), ["French", "Spanish", "English", "German"])
            XCTAssertEqual(combo.selectedIndex, 0, "a moved selected item stays selected")
            languages[0] = Language(code: "fr", name: "Français")
            XCTAssertEqual(Self.texts(combo), ["Français", "Spanish", "English", "German"])
            XCTAssertEqual(combo.selectedText, "Français", "an updated selected item stays selected")
            languages.remove(at: 3)
            XCTAssertEqual(combo.selectedIndex, 0)
            XCTAssertEqual(ids.values.last, "fr")
            languages.remove(at: 0)
            XCTAssertNil(combo.selectedIndex, "deleting the selected element clears the selection")
            XCTAssertEqual(indices.values.last, .some(nil))
            XCTAssertEqual(Self.texts(combo), ["Spanish", "English"])
            binding.dispose()
            combo.destroy()
        }
    }

    func testDriverOfArraysAndSelectedElement() throws {
        try onGtk {
            let combo = ComboBoxText()
            let relay = BehaviorRelay(value: ["Low", "Medium", "High"])
            let binding = combo.rx.items(relay.asDriver()) { $0 }
            let selected = ListEventRecorder(combo.rx.selectedElement(String.self))
            combo.rx.selectedElement(String.self).onNext("High")
            XCTAssertEqual(combo.selectedIndex, 2)
            XCTAssertEqual(selected.values, [nil], "no echo")
            relay.accept(["Off", "Low", "Medium", "High", "Ultra"])
            XCTAssertEqual(Self.texts(combo), ["Off", "Low", "Medium", "High", "Ultra"])
            XCTAssertEqual(combo.selectedText, "High")
            combo.selectAsUser(4)
            XCTAssertEqual(selected.values.last, "Ultra")
            relay.accept(["Off", "Low"])
            XCTAssertNil(combo.selectedIndex)
            XCTAssertEqual(selected.values.last, .some(nil))
            binding.dispose()
            combo.destroy()
        }
    }

    func testBindingEndsWithTheComboBox() throws {
        try onGtk {
            let relay = BehaviorRelay(value: ["a", "b"])
            weak var weakCombo: ComboBoxText?
            do {
                let combo = ComboBoxText()
                weakCombo = combo
                _ = combo.rx.items(relay.asDriver()) { $0 }
                XCTAssertEqual(Self.texts(combo), ["a", "b"])
            }
            XCTAssertNil(weakCombo)
            relay.accept(["c"])
        }
    }
}
