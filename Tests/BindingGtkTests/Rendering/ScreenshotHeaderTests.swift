import Binding
import BindingGtk
import BindingGtkTesting
import CGLib
import CGtk
import Foundation
import XCTest

/// A screenshot shows what GTK shows on screen for widgets with their own
/// GDK windows, in particular a tree view's column headers, which GTK 3.24
/// leaves out when it draws onto an image.
/// A column title of wide letters, drawn black on white by the tests.
private let title = String(repeating: "W", count: 10)

final class ScreenshotHeaderTests: XCTestCase {
    func testTreeViewColumnTitlesAreInTheScreenshot() throws {
        try onGtk {
            let tree = TreeView()
            let rows = MutableObservableArray(["first", "second"])
            let binding = tree.rx.items(rows, columns: [Column(title: title, value: { $0 }),
                                                        Column(title: "Level", value: { $0 })])
            defer { binding.dispose() }
            let window = makeShownWindow(tree)
            try assertHeadersDrawn(of: tree, in: window)
            window.destroy()
        }
    }

    func testOnDemandTreeViewColumnTitlesAreInTheScreenshot() throws {
        try onGtk {
            let tree = TreeView()
            let rows = MutableObservableArray((0..<1000).map { "row \($0)" })
            let binding = tree.rx.items(virtual: rows, columns: [Column(title: title, value: { $0 })])
            defer { binding.dispose() }
            let scrolled = ScrolledWindow()
            scrolled.add(tree)
            scrolled.widthRequest = 300
            scrolled.heightRequest = 200
            let window = makeShownWindow(scrolled)
            try assertHeadersDrawn(of: tree, in: window)
            window.destroy()
        }
    }

    func testVirtualListViewColumnTitlesAreInTheScreenshot() throws {
        try onGtk {
            let list = VirtualListView()
            let rows = MutableObservableArray((0..<100_000).map { "row \($0)" })
            list.rx.items(rows, columns: [Column(title: title, value: { $0 }), Column(title: "Text", value: { $0 })])
                .disposed(by: list.lifetime)
            list.widthRequest = 400
            list.heightRequest = 240
            let window = makeShownWindow(list)
            try assertHeadersDrawn(of: list.treeView, in: window)
            window.destroy()
        }
    }

    func testAScreenshotOfTheTreeViewAloneHasItsHeaders() throws {
        try onGtk {
            let tree = TreeView()
            let binding = tree.rx.items(MutableObservableArray(["only"]), columns: [Column(title: title, value: { $0 })])
            defer { binding.dispose() }
            let window = makeShownWindow(tree)
            try assertHeadersDrawn(of: tree, in: tree)
            window.destroy()
        }
    }

    func testScreenshotMatchesTheScreenForWidgetsWithTheirOwnWindows() throws {
        try onGtk {
            let tree = TreeView()
            let binding = tree.rx.items(MutableObservableArray((0..<30).map { "row \($0)" }),
                                        columns: [Column(title: title, value: { $0 }), Column(title: "Level", value: { $0 })])
            defer { binding.dispose() }
            let treeScroller = Widget(gtk_scrolled_window_new(nil, nil))
            treeScroller.heightRequest = 120
            gtk_container_add(cgtk_container(treeScroller.widgetPointer), tree.widgetPointer)
            let labels = Container(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2))
            for index in 0..<12 { labels.add(Label("Viewport label \(index)")) }
            let viewportScroller = Widget(gtk_scrolled_window_new(nil, nil))
            viewportScroller.heightRequest = 80
            gtk_container_add(cgtk_container(viewportScroller.widgetPointer), labels.widgetPointer)
            let entry = Widget(gtk_entry_new())
            gtk_entry_set_text(cgtk_entry(entry.widgetPointer), "Entry text")
            let textView = Widget(gtk_text_view_new())
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(UnsafeMutableRawPointer(textView.widgetPointer).assumingMemoryBound(to: GtkTextView.self)),
                                     "Text view line one\nline two", -1)
            var types = [String.valueGType]
            let icons = gtk_list_store_newv(1, &types)!
            var text = GValue()
            g_value_init(&text, String.valueGType)
            g_value_set_string(&text, "Icon item")
            for _ in 0..<4 {
                var iter = GtkTreeIter()
                gtk_list_store_append(icons, &iter)
                gtk_list_store_set_value(icons, &iter, 0, &text)
            }
            g_value_unset(&text)
            let iconView = Widget(gtk_icon_view_new_with_model(OpaquePointer(icons)))
            g_object_unref(icons)
            gtk_icon_view_set_text_column(UnsafeMutableRawPointer(iconView.widgetPointer).assumingMemoryBound(to: GtkIconView.self), 0)
            let notebook = Widget(gtk_notebook_new())
            let notebookPointer = UnsafeMutableRawPointer(notebook.widgetPointer).assumingMemoryBound(to: GtkNotebook.self)
            gtk_notebook_append_page(notebookPointer, gtk_label_new("Page one"), gtk_label_new("Tab one"))
            gtk_notebook_append_page(notebookPointer, gtk_label_new("Page two"), gtk_label_new("Tab two"))
            let window = makeShownWindow(treeScroller, viewportScroller, entry, textView, iconView, notebook)
            window.setDefaultSize(width: 360, height: 560)
            gtk_window_set_focus(window.windowPointer, nil)  // no blinking text cursor
            try window.waitUntilDrawn()

            let png = try window.pngData()
            if let folder = ProcessInfo.processInfo.environment["SCREENSHOT_TEST_OUTPUT"] {
                _ = FileManager.default.createFile(atPath: folder + "/widgets-with-windows.png", contents: Data(png))
            }
            let picture = try decode(png)
            let screen = try XCTUnwrap(screenPixels(of: window), "the window's pixels could not be read back from the display")
            XCTAssertEqual(screen.width, picture.width)
            XCTAssertEqual(screen.height, picture.height)
            // Anti-aliased edges may differ slightly between the display's
            // 24-bit surface and the image; a missing title or tab differs by far more.
            var differing = 0
            for (index, pixel) in picture.pixels.enumerated() where index < screen.pixels.count {
                let other = screen.pixels[index]
                let channels = [16, 8, 0].map { shift in abs(Int((pixel >> shift) & 0xFF) - Int((other >> shift) & 0xFF)) }
                if channels.max()! > 48 { differing += 1 }
            }
            XCTAssertLessThan(differing, 40, "\(differing) pixels differ from what the display shows")
            window.destroy()
        }
    }

    func testHiddenHeadersStayHiddenAndNothingIsLeftConnected() throws {
        try onGtk {
            let tree = TreeView()
            // Empty rows: any dark pixel is a header's.
            let binding = tree.rx.items(MutableObservableArray(["", ""]), columns: [Column(title: title, value: { $0 })])
            defer { binding.dispose() }
            let window = makeShownWindow(tree)
            try assertHeadersDrawn(of: tree, in: window)
            let button = try XCTUnwrap(gtk_tree_view_column_get_button(tree.columns[0].columnPointer))
            XCTAssertFalse(hasDrawHandler(UnsafeMutableRawPointer(button)), "the screenshot leaves no handler behind")
            XCTAssertFalse(hasDrawHandler(UnsafeMutableRawPointer(tree.widgetPointer)))

            tree.headersVisible = false
            let picture = try decode(window.pngData())
            XCTAssertEqual(countDark(in: picture, rows: 0..<picture.height), 0, "hidden headers are not drawn")
            window.destroy()
        }
    }
}

/// The header band of `tree` in a screenshot of `root` holds the title's black letters.
@MainActor
private func assertHeadersDrawn(of tree: TreeView, in root: Widget, file: StaticString = #filePath, line: UInt = #line) throws {
    styleHeaders(of: tree)
    let dark = try darkPixels(inHeaderOf: tree, in: root)
    // Ten black "W"s cover a few hundred pixels; an empty band has none.
    XCTAssertGreaterThan(dark, 100, "the column titles are missing from the screenshot", file: file, line: line)
}

/// Makes each header button black text on white.
@MainActor
private func styleHeaders(of tree: TreeView) {
    guard let sheet = try? StyleSheet(string: "button { color: #000000; background-image: none; background-color: #ffffff; }") else {
        return XCTFail("the test stylesheet does not parse")
    }
    for column in tree.columns {
        guard let button = gtk_tree_view_column_get_button(column.columnPointer) else { continue }
        gtk_style_context_add_provider(gtk_widget_get_style_context(button), sheet.providerPointer, StyleSheet.applicationPriority)
    }
    gtk_widget_queue_draw(tree.widgetPointer)
}

/// The number of near-black pixels in the rows of `tree`'s first header button, in a screenshot of `root`.
@MainActor
private func darkPixels(inHeaderOf tree: TreeView, in root: Widget) throws -> Int {
    let png = try root.pngData()
    let picture = try decode(png)
    let button = try XCTUnwrap(gtk_tree_view_column_get_button(tree.columns[0].columnPointer))
    var top: Int32 = 0
    var left: Int32 = 0
    XCTAssertNotEqual(gtk_widget_translate_coordinates(button, root.widgetPointer, 0, 0, &left, &top), 0)
    let height = Int(gtk_widget_get_allocated_height(button))
    XCTAssertGreaterThan(height, 0, "the header is shown")
    return countDark(in: picture, rows: Int(top)..<min(picture.height, Int(top) + height))
}

/// A decoded picture: ARGB32 pixels, row by row.
private struct Picture {
    let width: Int
    let height: Int
    let pixels: [UInt32]
}

/// Decodes a PNG through cairo's stream reader.
private func decode(_ png: [UInt8]) throws -> Picture {
    let source = PNGSource(png)
    let surface = withExtendedLifetime(source) {
        cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { bytes in
                data.update(from: bytes.baseAddress! + source.offset, count: count)
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
        throw DecodeError()
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
        let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        pixels.append(contentsOf: UnsafeBufferPointer(start: line, count: width))
    }
    return Picture(width: width, height: height, pixels: pixels)
}

private struct DecodeError: Error {}

/// The bytes cairo reads a PNG from, and how far it got.
private final class PNGSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// The opaque pixels in `rows` whose red, green and blue are all below 0x50.
private func countDark(in picture: Picture, rows: Range<Int>) -> Int {
    var count = 0
    for row in rows.clamped(to: 0..<picture.height) {
        for pixel in picture.pixels[(row * picture.width)..<((row + 1) * picture.width)] {
            let alpha = pixel >> 24
            let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
            if alpha == 0xFF, red < 0x50, green < 0x50, blue < 0x50 { count += 1 }
        }
    }
    return count
}

/// The window's pixels as the X server shows them (`gdk_pixbuf_get_from_window`), as opaque ARGB values.
@MainActor
private func screenPixels(of window: Window) -> Picture? {
    let width = Int32(window.allocatedSize.width), height = Int32(window.allocatedSize.height)
    guard let gdkWindow = gtk_widget_get_window(window.widgetPointer),
          let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard let bytes = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
    var pixels: [UInt32] = []
    for row in 0..<Int(height) {
        for column in 0..<Int(width) {
            let pixel = bytes + row * stride + column * channels
            pixels.append(0xFF00_0000 | UInt32(pixel[0]) << 16 | UInt32(pixel[1]) << 8 | UInt32(pixel[2]))
        }
    }
    return Picture(width: Int(width), height: Int(height), pixels: pixels)
}

/// Whether a handler is connected to `instance`'s `draw` signal.
@MainActor
private func hasDrawHandler(_ instance: UnsafeMutableRawPointer) -> Bool {
    g_signal_has_handler_pending(instance, g_signal_lookup("draw", cglib_object_type(instance)), 0, 0) != 0
}
