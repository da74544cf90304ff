import BindingGtk

/// One row of the search results or the feed: a bold title over a dimmed
/// second line. Equatable, so a list bound to a Driver of rows is diffed and
/// only the rows that changed are rebuilt.
struct ResultRow: Equatable {
    let title: String
    let detail: String
}

extension ResultRow {
    /// The row's widgets.
    @MainActor
    func makeWidget() -> Widget {
        let container = Box(orientation: .vertical, spacing: 2)
        container.setStyleClass("result-row", enabled: true)
        let titleLabel = Label(title)
        titleLabel.xalign = 0
        titleLabel.setStyleClass("row-title", enabled: true)
        let detailLabel = Label(detail)
        detailLabel.xalign = 0
        detailLabel.wrap = true
        detailLabel.setStyleClass("dim-label", enabled: true)
        container.packStart(titleLabel)
        container.packStart(detailLabel)
        return container
    }

    /// The titles of the rows shown in `list` (tests read the list back).
    @MainActor
    static func titles(in list: ListBox) -> [String] {
        (0..<list.rowCount).compactMap { index in
            ((list.rowContent(at: index) as? Box)?.children.first as? Label)?.text
        }
    }
}
