import Binding
import ReactiveCore
import CGLib
import CGtk

extension Reactive where Base: ListBox {
    /// Binds the rows to a sectioned array: the items of all sections, in
    /// order, one row each, with a header label above the first row of each
    /// section whose `headerTitle` is not `nil` (an empty section shows no
    /// header, as it has no row). Item and section changes touch only the
    /// rows they concern, as for a flat array; headers are refreshed after
    /// each change. `rowFactory` receives the item's section position.
    @MainActor
    public func items<Source: ObservableConvertibleType, Metadata, Item>(
        sections source: Source,
        options: ListItemsOptions = .default,
        headerTitle: @escaping @MainActor (Metadata) -> String?,
        rowFactory: @escaping @MainActor (ItemIndex, Item) -> Widget
    ) -> Disposable where Source.Element == SectionedArrayChangeEvent<Metadata, Item> {
        SectionedListBoxAttachment.attach(base, source: source.asObservable(), options: options, editor: nil,
                                          headerTitle: headerTitle, rowFactory: rowFactory)
    }

    /// Binds the rows to a mutable sectioned array (see
    /// ``items(sections:options:headerTitle:rowFactory:)-(Source,_,_,_)``); the
    /// user edits that `options` allow change it. A row moved onto a row of
    /// another section joins that section.
    @MainActor
    public func items<Metadata, Item>(
        sections array: MutableObservableSectionedArray<Metadata, Item>,
        options: ListItemsOptions = .default,
        headerTitle: @escaping @MainActor (Metadata) -> String?,
        rowFactory: @escaping @MainActor (ItemIndex, Item) -> Widget
    ) -> Disposable {
        SectionedListBoxAttachment.attach(base, source: array.asObservable(), options: options,
                                          editor: .sectioned(array), headerTitle: headerTitle, rowFactory: rowFactory)
    }

    /// Binds the rows to a sectioned array whose metadata are
    /// ``/ObservableCollections/SectionTitles``: each section's `header` titles it.
    @MainActor
    public func items<Source: ObservableConvertibleType, Item>(
        sections source: Source,
        options: ListItemsOptions = .default,
        rowFactory: @escaping @MainActor (ItemIndex, Item) -> Widget
    ) -> Disposable where Source.Element == SectionedArrayChangeEvent<SectionTitles, Item> {
        items(sections: source, options: options, headerTitle: { $0.header }, rowFactory: rowFactory)
    }

    /// Binds the rows to a mutable sectioned array titled by ``/ObservableCollections/SectionTitles``.
    @MainActor
    public func items<Item>(
        sections array: MutableObservableSectionedArray<SectionTitles, Item>,
        options: ListItemsOptions = .default,
        rowFactory: @escaping @MainActor (ItemIndex, Item) -> Widget
    ) -> Disposable {
        items(sections: array, options: options, headerTitle: { $0.header }, rowFactory: rowFactory)
    }
}

/// Connects a sectioned source to a list box through a flat items binding
/// and a header function.
@MainActor
enum SectionedListBoxAttachment {
    static func attach<Metadata, Item>(
        _ listBox: ListBox,
        source: Observable<SectionedArrayChangeEvent<Metadata, Item>>,
        options: ListItemsOptions,
        editor: ListItemsEditor?,
        headerTitle: @escaping @MainActor (Metadata) -> String?,
        rowFactory: @escaping @MainActor (ItemIndex, Item) -> Widget
    ) -> Disposable {
        let state = SectionedRowsState<Metadata, Item>()
        let headers = ListBoxSectionHeaders { index in
            guard state.flattening.isSectionStart(index) else { return nil }
            return headerTitle(state.flattening.sections[state.flattening.sectionIndex(ofFlat: index)].metadata)
        }
        // Flattened on the main thread, just before the rows follow, so the
        // header function and the factory always see the new sections.
        let flat = source.observe(on: MainScheduler.instance).map { event in
            MainActor.assumeIsolated {
                headers.isSuspended = true
                return UncheckedSendable(state.flattening.flatten(event))
            }.value
        }
        let content = ListRowContent<Item>(
            make: { index, item in rowFactory(state.flattening.itemIndex(ofFlat: index), item) }, update: nil)
        return ListBoxItemsAttachment.attach(
            listBox, events: flat, content: content, options: options, editor: editor, reader: nil,
            configure: { binding in
                binding.rowsWillChange = { headers.isSuspended = true }
                binding.rowsDidChange = { [weak listBox] in
                    headers.isSuspended = false
                    if let listBox { headers.refresh(listBox) }
                }
                headers.install(on: listBox)
                let weakBox = WeakReference(listBox)
                return [mainThreadDisposable { if let listBox = weakBox.object { headers.uninstall(from: listBox) } }]
            },
            afterEachEvent: { [weak listBox] in
                headers.isSuspended = false
                if let listBox { headers.refresh(listBox) }
            })
    }
}

/// The sections the rows of a sectioned binding currently show.
@MainActor
final class SectionedRowsState<Metadata, Item> {
    var flattening = SectionedFlattening<Metadata, Item>()
}

/// The header function of a sectioned list box: a label above each row that
/// starts a titled section.
@MainActor
final class ListBoxSectionHeaders {
    /// While rows are being patched, positions are in flux: headers wait for ``refresh(_:)``.
    var isSuspended = false
    private let title: @MainActor (Int) -> String?

    /// Headers titled by `title(flatRowIndex)` (`nil`: no header above that row).
    init(title: @escaping @MainActor (Int) -> String?) {
        self.title = title
    }

    /// Makes this the list box's header function.
    func install(on listBox: ListBox) {
        let data = Unmanaged.passRetained(self).toOpaque()
        gtk_list_box_set_header_func(listBox.listBoxPointer, { row, _, data in
            guard let row, let data else { return }
            let headers = Unmanaged<ListBoxSectionHeaders>.fromOpaque(data).takeUnretainedValue()
            let argument = SignalArgument(row)
            MainActor.assumeIsolated { headers.update(argument.value) }
        }, data, { data in
            guard let data else { return }
            Unmanaged<ListBoxSectionHeaders>.fromOpaque(data).release()
        })
    }

    /// Removes the header function (and with it every header).
    func uninstall(from listBox: ListBox) {
        guard !listBox.isDestroyed else { return }
        gtk_list_box_set_header_func(listBox.listBoxPointer, nil, nil, nil)
    }

    /// Recomputes every row's header (unchanged headers keep their label).
    func refresh(_ listBox: ListBox) {
        guard !listBox.isDestroyed, !isSuspended else { return }
        gtk_list_box_invalidate_headers(listBox.listBoxPointer)
    }

    private func update(_ row: UnsafeMutablePointer<GtkListBoxRow>) {
        guard !isSuspended else { return }
        let index = gtk_list_box_row_get_index(row)
        guard index >= 0 else { return }
        let existing = gtk_list_box_row_get_header(row)
        guard let text = title(Int(index)) else {
            if existing != nil { gtk_list_box_row_set_header(row, nil) }
            return
        }
        if let existing, cglib_instance_is_a(existing, gtk_label_get_type()) != 0,
           String(cString: gtk_label_get_text(cgtk_label(existing))) == text {
            return
        }
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(label), "list-section-header")
        gtk_widget_show(label)
        gtk_list_box_row_set_header(row, label)
    }
}

extension ListItemsEditor {
    /// An editor of a sectioned array, whose rows are its items in order.
    /// A row moved down lands after the row it was dropped on (in that row's
    /// section); a row moved up lands before it.
    static func sectioned<Metadata, Item>(_ array: MutableObservableSectionedArray<Metadata, Item>) -> ListItemsEditor {
        ListItemsEditor(
            remove: { index in
                array.batchUpdate { batch in
                    guard let position = Self.itemIndex(ofFlat: index, in: batch.sections) else { return false }
                    batch.removeItem(at: position)
                    return true
                }
            },
            move: { from, to in
                array.batchUpdate { batch in
                    var counts = batch.sections.map(\.items.count)
                    guard to >= 0, to < counts.reduce(0, +), let source = Self.itemIndex(ofFlat: from, counts: counts) else {
                        return false
                    }
                    counts[source.section] -= 1
                    let target: ItemIndex
                    if from < to {
                        let after = Self.itemIndex(ofFlat: to - 1, counts: counts)!
                        target = ItemIndex(section: after.section, item: after.item + 1)
                    } else {
                        target = Self.itemIndex(ofFlat: to, counts: counts)!
                    }
                    batch.moveItem(from: source, to: target)
                    return true
                }
            }
        )
    }

    /// The section position of flat row `index` in `sections`, or `nil` when out of range.
    private static func itemIndex<Metadata, Item>(ofFlat index: Int, in sections: [ArraySection<Metadata, Item>]) -> ItemIndex? {
        itemIndex(ofFlat: index, counts: sections.map(\.items.count))
    }

    /// The section position of flat row `index` in sections of `counts` items, or `nil` when out of range.
    private static func itemIndex(ofFlat index: Int, counts: [Int]) -> ItemIndex? {
        guard index >= 0 else { return nil }
        var remaining = index
        for (section, count) in counts.enumerated() {
            if remaining < count { return ItemIndex(section: section, item: remaining) }
            remaining -= count
        }
        return nil
    }
}
