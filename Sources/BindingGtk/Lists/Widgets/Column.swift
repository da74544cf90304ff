import CGtk

/// One column of a table bound with
/// `treeView.rx.items(array, columns: [...])`: its title, the text shown for
/// each element, and how clicking its header sorts the rows.
///
/// <!-- snippet: doc-Column -->
/// ```swift
/// treeView.rx.items(viewModel.people, columns: [
///     Column(title: "Name", value: { $0.name }),
///     Column(title: "Age", value: { "\($0.age)" }, sortBy: { $0.age }, width: 60),
/// ]).disposed(by: disposeBag)
/// ```
///
/// Widths: a plain `items` table sizes a column to its contents unless
/// ``width`` is set. A virtual table (`items(virtual:columns:)`) and a
/// ``VirtualListView`` never measure every row (fixed-height mode): each
/// column gets ``width``, or, when it is `nil`, a width measured once from
/// its title and the texts of the first and the last 50 rows of the first
/// elements bound (never the whole array), at most 400 pixels; the last column takes the spare width. Text too long for
/// a fixed-width column ends in "…".
public struct Column<Item> {
    /// How a column sorts.
    enum Sorting {
        /// Not sortable.
        case none
        /// By the text shown, in the locale's collation order.
        case text
        /// By an integer key.
        case integer(@MainActor (Item) -> Int)
        /// By a floating-point key.
        case decimal(@MainActor (Item) -> Double)
    }

    /// How many rows at each end of the array a virtual table or a
    /// ``VirtualListView`` measures to pick a column's width when ``width`` is `nil`.
    static var measuredRowCount: Int { 50 }

    /// The header title.
    public var title: String
    /// The column's width in pixels, fixed (the user may still resize a
    /// resizable column); `nil` for the default: sized to the contents in a
    /// plain table, measured from the title and the first and last rows in a
    /// virtual table or a ``VirtualListView``.
    public var width: Int?
    /// Whether the column takes spare width; `nil` for the default: every
    /// column of a plain table, the last column of a virtual table or a
    /// ``VirtualListView``.
    public var expands: Bool?
    /// Whether the user can resize the column.
    public var isResizable: Bool = true
    /// The horizontal alignment of the text, 0 (start) … 1 (end).
    public var alignment: Float = 0
    let text: @MainActor (Item) -> String
    let sorting: Sorting

    /// A column showing `value(element)`; clicking its header sorts by that
    /// text unless `sortable` is `false`. `width` fixes its width in pixels
    /// (see ``width``).
    public init(title: String, value: @escaping @MainActor (Item) -> String, sortable: Bool = true, width: Int? = nil) {
        self.title = title
        text = value
        sorting = sortable ? .text : .none
        self.width = width
    }

    /// A column showing `value(element)`, sorted by the integer `key(element)`.
    public init(title: String, value: @escaping @MainActor (Item) -> String, sortBy key: @escaping @MainActor (Item) -> Int,
                width: Int? = nil) {
        self.title = title
        text = value
        sorting = .integer(key)
        alignment = 1
        self.width = width
    }

    /// A column showing `value(element)`, sorted by the number `key(element)`.
    public init(title: String, value: @escaping @MainActor (Item) -> String, sortBy key: @escaping @MainActor (Item) -> Double,
                width: Int? = nil) {
        self.title = title
        text = value
        sorting = .decimal(key)
        alignment = 1
        self.width = width
    }
}

/// Where each column's values live in the list store: the shown texts in
/// columns `0..<count`, then one typed key column per numerically sorted column.
struct ColumnLayout {
    /// The GType of each store column.
    let types: [GType]
    /// For each table column, the store column its header sorts by (`-1`: none).
    let sortColumns: [Int]
    /// For each table column with a typed sort key, that key's store column.
    let keyColumns: [Int?]

    init<Item>(_ columns: [Column<Item>]) {
        var types = [GType](repeating: String.valueGType, count: columns.count)
        var sortColumns: [Int] = []
        var keyColumns: [Int?] = []
        for (index, column) in columns.enumerated() {
            switch column.sorting {
            case .none:
                sortColumns.append(-1)
                keyColumns.append(nil)
            case .text:
                sortColumns.append(index)
                keyColumns.append(nil)
            case .integer:
                sortColumns.append(types.count)
                keyColumns.append(types.count)
                types.append(Int.valueGType)
            case .decimal:
                sortColumns.append(types.count)
                keyColumns.append(types.count)
                types.append(Double.valueGType)
            }
        }
        self.types = types
        self.sortColumns = sortColumns
        self.keyColumns = keyColumns
    }
}

/// One reusable row of GValues, typed once, filled per element (setting a
/// value frees the previous one), unset when freed.
final class GValueRow: @unchecked Sendable {
    let values: UnsafeMutablePointer<GValue>
    let columns: UnsafeMutablePointer<Int32>
    let count: Int

    init(types: [GType]) {
        count = types.count
        values = .allocate(capacity: max(1, count))
        columns = .allocate(capacity: max(1, count))
        for (index, type) in types.enumerated() {
            (values + index).initialize(to: GValue())
            _ = g_value_init(values + index, type)
            columns[index] = Int32(index)
        }
    }

    /// Fills the row with the values `columns` give for `item`.
    @MainActor
    func fill<Item>(with item: Item, columns tableColumns: [Column<Item>], layout: ColumnLayout) {
        for (index, column) in tableColumns.enumerated() {
            g_value_set_string(values + index, column.text(item))
            guard let key = layout.keyColumns[index] else { continue }
            switch column.sorting {
            case .integer(let value): g_value_set_int64(values + key, gint64(value(item)))
            case .decimal(let value): g_value_set_double(values + key, value(item))
            case .none, .text: break
            }
        }
    }

    deinit {
        for index in 0..<count { g_value_unset(values + index) }
        values.deallocate()
        columns.deallocate()
    }
}
