import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Foundation
import XCTest

/// A million-row `ListView` over an `ObservableListModel` against the same list over a
/// `GtkStringList` filled from C: model creation with the first frame, then scrolling to the middle.
/// A measurement, not a check of timings: it runs only with `BINDING_MEASURE_LISTS=1` and prints
/// its figures, for example
/// `BINDING_MEASURE_LISTS=1 bash Scripts/run-gtk4-tests.sh -c release --filter MillionRows`.
@MainActor
final class MillionRowsMeasurement: XCTestCase {
    private static let count = 1_000_000

    /// A label row showing an element's text.
    final class TextRow: ListRowComponent {
        let label = Label()
        var root: Widget { label }
        init() {}
        func bind(_ element: ListElement<String>, bag: DisposeBag) {
            label.label = element.value
        }
    }

    nonisolated func testMillionRows() throws {
        guard ProcessInfo.processInfo.environment["BINDING_MEASURE_LISTS"] == "1" else {
            throw XCTSkip("a measurement: set BINDING_MEASURE_LISTS=1 to run it")
        }
        try GtkTestKit.run(self) { test in
            let strings = (0..<Self.count).map { "Row \($0)" }
            let clock = ContinuousClock()
            // GTK's first window pays for fonts, themes and the renderer: not part of either figure.
            let (warmUp, _) = listWindow(Label())
            XCTAssertTrue(GtkTestKit.presentAndWait(warmUp))
            warmUp.destroy()

            var swiftFactory: ListRowFactory<TextRow>?
            let swiftView = ListView()
            let swift = try test.measure(swiftView, clock: clock, bound: { swiftFactory?.boundRows.map(\.position) ?? [] }) {
                swiftFactory = swiftView.show(ListSelection(ObservableListModel(MutableObservableArray(strings))), rows: TextRow.self)
            }

            var baselineRows: [UnsafeMutableRawPointer: Int] = [:]
            let baselineView = ListView()
            let baseline = try test.measure(baselineView, clock: clock, bound: { Array(baselineRows.values) }) {
                let list = gtk_string_list_new(nil)!
                for string in strings { gtk_string_list_append(list, string) }
                let factory = Object(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
                _ = factory.connect("setup", pointerHandler: { item in
                    gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil))
                })
                _ = factory.connect("bind", pointerHandler: { item in
                    let object = gtk_list_item_get_item(OpaquePointer(item))
                    let label = gtk_list_item_get_child(OpaquePointer(item))
                    gtk_label_set_text(cgtk4_label(UnsafeMutableRawPointer(label)), gtk_string_object_get_string(OpaquePointer(object)))
                    baselineRows[item!] = Int(gtk_list_item_get_position(OpaquePointer(item)))
                })
                let selection = gtk_no_selection_new(list)
                gtk_list_view_set_factory(OpaquePointer(baselineView.widgetPointer), OpaquePointer(factory.objectPointer))
                gtk_list_view_set_model(OpaquePointer(baselineView.widgetPointer), selection)
                g_object_unref(UnsafeMutableRawPointer(selection))
                baselineView.lifetime.insert(Disposables.create { _ = factory })
            }
            print("""
                million rows (\(Self.count) strings): model + first frame, then scroll to the middle
                  ObservableListModel: \(swift.firstFrame) + \(swift.scroll)
                  GtkStringList filled from C: \(baseline.firstFrame) + \(baseline.scroll)
                """)
        }
    }

    /// Times `setUp` plus presenting `view` until a frame shows rows, then scrolling to the middle
    /// until a row there is bound.
    private func measure(
        _ view: ListView, clock: ContinuousClock, bound: @escaping () -> [Int], setUp: () -> Void
    ) throws -> (firstFrame: Duration, scroll: Duration) {
        let start = clock.now
        setUp()
        let (window, _) = listWindow(view)
        defer { window.destroy() }
        XCTAssertTrue(GtkTestKit.presentAndWait(window))
        XCTAssertTrue(GtkTestKit.pump(until: { !bound().isEmpty }))
        let firstFrame = clock.now - start
        let scrollStart = clock.now
        let parameter = g_variant_ref_sink(g_variant_new_uint32(guint32(Self.count / 2)))
        defer { g_variant_unref(parameter) }
        gtk_widget_activate_action_variant(view.widgetPointer, "list.scroll-to-item", parameter)
        XCTAssertTrue(GtkTestKit.pump(until: { bound().contains(Self.count / 2) }))
        return (firstFrame, clock.now - scrollStart)
    }
}
