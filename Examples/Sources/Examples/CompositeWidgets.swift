// The "UI files and resources" article: a composite-template widget (GreetingRow, declared in
// DocComments/BindingGtk.swift, its template Resources/greeting-row.ui) made in code and named by
// another .ui file (Resources/greeting-list.ui).
import BindingGtk

// snippet: ui-files-composite-code
/// A list of greeting rows, each built from greeting-row.ui.
@MainActor
func makeGreetingList(names: [String]) throws -> ListBox {
    let list = ListBox()
    for name in names {
        let row = try GreetingRow()   // registers the class the first time
        row.template.nameLabel.text = "Hello, \(name)!"
        list.insert(row)
    }
    return list
}
// end-snippet

// snippet: ui-files-composite-by-name
/// greeting-list.ui names the class: its load() registers GreetingRow first.
@MainActor
func firstGreetingWaves() throws -> Int {
    let ui = try GreetingListUI.load()
    defer { ui.window.destroy() }
    ui.firstRow.template.waveButton.click()   // runs "onWaveClicked"
    return ui.firstRow.waves
}
// end-snippet
