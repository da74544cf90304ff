import BindingGtk

/// Renders items as rows of labels in a vertical ``Box``, replacing the rows
/// each time the items change. A stand-in until the list-box bindings land
/// (fine for the few dozen rows of the samples).
@MainActor
enum RowsBox {
    /// One row: a bold title and a dimmed second line.
    struct Row: Equatable {
        let title: String
        let detail: String
    }

    /// Replaces the children of `box` with one row per item.
    static func show(_ rows: [Row], in box: Box) {
        for child in box.children { box.remove(child) }
        for row in rows { box.packStart(makeRow(row)) }
        box.showAll()
    }

    private static func makeRow(_ row: Row) -> Widget {
        let container = Box(horizontal: false, spacing: 2)
        container.setStyleClass("result-row", enabled: true)
        let title = Label(row.title)
        title.xAlign = 0
        title.setStyleClass("row-title", enabled: true)
        let detail = Label(row.detail)
        detail.xAlign = 0
        detail.wraps = true
        detail.setStyleClass("dim-label", enabled: true)
        container.packStart(title)
        container.packStart(detail)
        return container
    }

    /// The titles shown in `box` (tests read the list back).
    static func titles(in box: Box) -> [String] {
        box.children.compactMap { ($0 as? Box)?.children.first as? Label }.map(\.text)
    }
}
