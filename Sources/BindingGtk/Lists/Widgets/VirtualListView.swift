import Binding
import CGtk

/// A list of any length — a million elements costs what a screenful does —
/// shown in a `GtkTreeView` that only ever holds the rows in view: the tree
/// view's model is a *window* of a few dozen rows over the bound array, and
/// a separate vertical `GtkScrollbar`, whose adjustment spans every element
/// (one step per element), moves that window.
///
/// <!-- snippet: doc-VirtualListView -->
/// ```swift
/// let log = MutableObservableArray((0..<1_000_000).map { LogLine(id: $0) })
/// let list = VirtualListView()
/// list.rx.items(log, columns: [Column(title: "Line", value: { "\($0.id)" }),
///                              Column(title: "Text", value: \.text)])
///     .disposed(by: list.lifetime)
/// ```
///
/// A `GtkTreeView` keeps one row node per model row, whatever the model (the
/// `million` section of the benchmarks measures what that costs): with this view it keeps one per
/// visible row, and binding or changing a huge array costs nothing GTK-side
/// beyond the rows on screen. What follows from that:
/// - Scrolling (the scrollbar, the wheel or touchpad over the rows, Up/Down at
///   the window's edges, Page Up/Down, Home/End and Ctrl+Home/End) moves the
///   window across the whole array. The cursor and the selection belong to
///   elements, not rows: they stay on their elements when the window moves
///   or the array changes, and a deleted selected element leaves nothing selected.
///   A `.reset` (a whole new array) finds them again by `id` when the elements
///   are `Identifiable`, and clears them otherwise.
/// - Typing a prefix jumps to the first element whose first column starts
///   with it (case-insensitively), anywhere in the array; a pause of a second,
///   Escape or a navigation key starts a new prefix. There is no search popup.
/// - Rows are in array order, with fixed-height, fixed-width text columns
///   (sort and filter with a pipeline); single selection. A column is
///   ``Column/width`` pixels wide, or as wide as its title and the texts of
///   the first and last rows bound need (at most 400); the last column takes
///   the spare width, and longer texts end in "…".
/// - Accessibility: AT-SPI (and anything else reading the tree model) sees the
///   rows of the window only, not the whole array; the scrollbar tells the
///   position. Rows shown partly at the bottom are in the window too.
///
/// Main thread only, like every widget; the bound source may emit on any
/// thread (changes reach GTK on the main thread).
@MainActor
public final class VirtualListView: Box {
    /// The tree view showing the window's rows (style it, set its headers; its model belongs to the binding).
    public let treeView: TreeView
    /// The scrollbar moving the window; its adjustment counts elements.
    public let scrollbar: Scrollbar
    /// Holds the tree view: scrolls it horizontally, never vertically.
    let scrolledWindow: ScrolledWindow
    /// The scrollbar's adjustment: `value` is the first shown element, `upper` the element count.
    let adjustment: Adjustment

    /// The rows the model shows now.
    var rowWindow = ListWindow(offset: 0, rowCount: 0)
    /// The number of elements the rows are at.
    var elementCount = 0
    /// The most rows the window holds: those in view, partly shown ones included, plus one.
    var capacity = 2
    /// The rows fully in view (a page).
    var pageRows = 1
    /// The array index of the keyboard cursor's element.
    var cursor: Int? {
        didSet { cursorIdentity = cursor.flatMap { controller?.identity(at: $0) } }
    }
    /// The array index of the selected element.
    var selection: Int? {
        didSet { if selection != oldValue { controller?.selectionChanged() } }
    }
    /// The `id` of the cursor's element, when the elements have one (found again after a reset).
    var cursorIdentity: AnyHashable?
    /// Told when the user selects an element.
    let userSelectionHub = ListSelectionHub()
    /// The list engine's state: the items binding driving the rows, if any.
    public private(set) lazy var listItems = ListItemsState(self)
    /// The prefix typed so far.
    var typeAhead = TypeAheadPrefix()
    /// Scrolled rows not yet applied (smooth scrolling gives fractions).
    var scrollRemainder = 0.0
    /// Set while this view sets the adjustment itself.
    var isSyncingAdjustment = false
    /// Whether the binding delivered its elements (until then the scrollbar keeps its visibility).
    var hasElementCount = false

    /// An empty list; bind it with `rx.items(_:columns:options:)`.
    public init() {
        treeView = TreeView()
        scrolledWindow = ScrolledWindow()
        adjustment = Adjustment(UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 0, 1, 1, 0)))
        scrollbar = Scrollbar(gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, Self.gtkAdjustment(adjustment)))
        super.init(uninheritable: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), Box.self)
        gtk_scrolled_window_set_policy(scrolledWindow.scrolledWindowPointer, GTK_POLICY_AUTOMATIC, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_shadow_type(scrolledWindow.scrolledWindowPointer, GTK_SHADOW_NONE)
        // A classic horizontal scrollbar, drawn when the columns are wider
        // than the view, like the classic vertical one beside it.
        gtk_scrolled_window_set_overlay_scrolling(scrolledWindow.scrolledWindowPointer, 0)
        gtk_tree_view_set_enable_search(treeView.treeViewPointer, 0)
        gtk_widget_add_events(treeView.widgetPointer, Int32(GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))
        scrolledWindow.add(treeView)
        packStart(scrolledWindow, expand: true)
        packStart(scrollbar)
        // Its visibility follows the elements (see `syncAdjustment`), not `showAll()`;
        // shown until they arrive, so binding a long list lays out nothing again.
        gtk_widget_set_no_show_all(scrollbar.widgetPointer, 1)
        gtk_widget_show(scrollbar.widgetPointer)
        connectInput()
    }

    /// `adjustment` as a `GtkAdjustment`.
    static func gtkAdjustment(_ adjustment: Adjustment) -> UnsafeMutablePointer<GtkAdjustment> {
        UnsafeMutableRawPointer(adjustment.objectPointer).assumingMemoryBound(to: GtkAdjustment.self)
    }

    /// The engine driving the rows, if any.
    var controller: (any VirtualListRowsControlling)? {
        listItems.controller as? any VirtualListRowsControlling
    }

    // MARK: - Position

    /// The number of elements bound.
    public var count: Int { elementCount }

    /// The array indices of the elements fully in view.
    public var visibleIndices: Range<Int> { rowWindow.offset..<rowWindow.offset + min(pageRows, rowWindow.rowCount) }

    /// The array index of the element in the top row.
    public var firstVisibleIndex: Int { rowWindow.offset }

    /// Scrolls as little as needed to bring the element at `index` fully into view.
    public func scrollToElement(at index: Int) {
        guard !isDestroyed, index >= 0, index < elementCount else { return }
        if index < rowWindow.offset {
            moveWindow(to: index)
        } else if index >= rowWindow.offset + pageRows {
            moveWindow(to: index - pageRows + 1)
        }
    }

    // MARK: - Selection (array indices)

    /// The array index of the keyboard cursor's element, if any.
    public var cursorIndex: Int? { cursor }

    /// The array index of the selected element (`nil`: none). Setting it
    /// selects that element (a programmatic change: `rx.selectedIndex`
    /// does not hear it back), puts the cursor on it and scrolls it into view.
    public var selectedIndex: Int? {
        get { selection }
        set { select(newValue, byUser: false) }
    }

    /// Selects the element at `index` (`nil`: none) as the user does by
    /// clicking it or moving to it with the keyboard.
    public func selectElementAsUser(at index: Int?) {
        select(index, byUser: true)
    }

    /// Activates the element at `index` as a double click or Enter does:
    /// scrolls it into view and emits the tree view's `row-activated`.
    public func activateElement(at index: Int) {
        guard !isDestroyed, index >= 0, index < elementCount else { return }
        scrollToElement(at: index)
        treeView.activateRow(at: index - rowWindow.offset)
    }

    func select(_ index: Int?, byUser: Bool) {
        guard !isDestroyed else { return }
        let index = index.flatMap { $0 >= 0 && $0 < elementCount ? $0 : nil }
        let changed = index != selection
        selection = index
        if let index {
            cursor = index
            scrollToElement(at: index)
        }
        syncTreeSelection()
        if byUser, changed { userSelectionHub.notify(.init(indexChanged: true, elementChanged: true)) }
    }
}

extension VirtualListView: ActivatableListItemsView, ListItemsWidget {
    func onSelectionChange(includingProgrammatic: Bool, _ handler: @escaping @MainActor () -> Void) -> Disposable {
        // Every change of `selection` reaches the engine directly; the user's are told here.
        includingProgrammatic ? Disposables.create() : userSelectionHub.add { _ in handler() }
    }

    func onActivation(_ handler: @escaping @MainActor (Int) -> Void) -> Disposable {
        treeView.connect("row-activated", twoPointerHandler: { [weak self] path, _ in
            guard let self, let path else { return }
            let row = Int(gtk_tree_path_get_indices(OpaquePointer(path))[0])
            if row >= 0, row < self.rowWindow.rowCount { handler(self.rowWindow.offset + row) }
        })
    }
}
