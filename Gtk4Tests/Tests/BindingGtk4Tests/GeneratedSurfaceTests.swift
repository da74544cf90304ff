import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// The generated GTK 4 surface (`Generated/`) on real widgets: typed properties two-way through
/// `rx`, signals as control events, enum properties, the wrapper table, and bindings that end
/// with the window.
@MainActor
final class GeneratedSurfaceTests: XCTestCase {
    /// `widget`'s pointer as GTK struct `T` (a checked cast the C module does not re-expose).
    private func pointer<T>(_ widget: Widget, as type: T.Type) -> UnsafeMutablePointer<T> {
        XCTAssertFalse(widget.isDestroyed)
        return UnsafeMutableRawPointer(widget.widgetPointer).assumingMemoryBound(to: T.self)
    }

    /// Appends `first` and `second` to `box` (box methods are not generated, only properties).
    private func append(_ first: Widget, _ second: Widget, to box: Box) {
        gtk_box_append(cgtk4_box(box.widgetPointer), first.widgetPointer)
        gtk_box_append(cgtk4_box(box.widgetPointer), second.widgetPointer)
    }

    nonisolated func testEditableTextRoundTripsTwoWayThroughRx() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Text")
            let entry = Entry()
            window.child = entry
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let name = BehaviorRelay<String?>(value: "Ada")
            var sent: [String?] = []
            let recording = name.subscribe(onNext: { sent.append($0) })
            defer { recording.dispose() }
            entry.lifetime.insert(name <=> entry.rx.text)

            XCTAssertEqual(String(cString: gtk_editable_get_text(cgtk4_editable(entry.widgetPointer))), "Ada", "the view model's value reaches GTK")
            XCTAssertTrue(GtkTestKit.type("Grace", into: entry))
            XCTAssertEqual(name.value, "Grace", "typing reaches the view model")
            name.accept("Linus")
            XCTAssertEqual(entry.text, "Linus", "the typed accessor reads what the binding wrote")
            XCTAssertEqual(sent, ["Ada", "Grace", "Linus"], "no echo: each value once")
            window.destroy()
        }
    }

    nonisolated func testBoolAndDoublePropertiesRoundTripWithTheWidget() throws {
        try GtkTestKit.run(self) { test in
            let window = Window(title: "Values")
            let box = Box()
            let check = CheckButton()
            let spin = SpinButton()
            spin.adjustment = Adjustment()
            spin.adjustment?.upper = 100
            spin.adjustment?.stepIncrement = 1
            test.append(check, spin, to: box)
            window.child = box
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let accepted = BehaviorRelay(value: false)
            let amount = BehaviorRelay(value: 12.0)
            window.lifetime.insert(accepted <=> check.rx.isActive)
            window.lifetime.insert(amount <=> spin.rx.value)

            XCTAssertEqual(gtk_check_button_get_active(test.pointer(check, as: GtkCheckButton.self)), 0)
            XCTAssertTrue(GtkTestKit.activate(check), "a click toggles the check button")
            XCTAssertTrue(GtkTestKit.pump(until: { accepted.value }), "the click reaches the view model")
            accepted.accept(false)
            XCTAssertFalse(check.isActive, "the view model reaches the widget")

            XCTAssertEqual(spin.value, 12, "the view model's value is shown")
            gtk_spin_button_set_value(OpaquePointer(spin.widgetPointer), 40)
            XCTAssertEqual(amount.value, 40, "a change made in C reaches the view model")
            window.destroy()
        }
    }

    nonisolated func testASignalReachesItsControlEvent() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Events")
            let button = Button()
            button.label = "Save"
            window.child = button
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            var clicks = 0
            let subscription = button.rx.clicked.subscribe(onNext: { clicks += 1 })
            defer { subscription.dispose() }
            XCTAssertTrue(GtkTestKit.activate(button))
            XCTAssertTrue(GtkTestKit.pump(until: { clicks == 1 }), "clicked reaches the control event")
            XCTAssertEqual(button.label, "Save")
            window.destroy()
        }
    }

    nonisolated func testAnEnumPropertyIsASwiftEnumBoundBothWays() throws {
        try GtkTestKit.run(self) { _ in
            let label = Label()
            let justification = BehaviorRelay(value: Justification.center)
            let binding = justification <=> label.rx.justify
            defer { binding.dispose() }
            XCTAssertEqual(gtk_label_get_justify(cgtk4_label(label.widgetPointer)), GTK_JUSTIFY_CENTER, "the Swift case reaches GTK")
            gtk_label_set_justify(cgtk4_label(label.widgetPointer), GTK_JUSTIFY_RIGHT)
            XCTAssertEqual(justification.value, .right, "GTK's value comes back as the Swift case")
            label.halign = .end
            XCTAssertEqual(gtk_widget_get_halign(label.widgetPointer), GTK_ALIGN_END)
            let orientation = Box().orientation
            XCTAssertEqual(orientation, .horizontal, "an interface's enum property (Orientable) reads GTK's default")
        }
    }

    nonisolated func testWidgetsMadeInCAreWrappedAsTheirGeneratedClass() throws {
        try GtkTestKit.run(self) { _ in
            XCTAssertTrue(Widget.wrapper(for: gtk_switch_new()) is Switch)
            XCTAssertTrue(Widget.wrapper(for: gtk_scale_new(GTK_ORIENTATION_VERTICAL, nil)) is Scale, "the most derived class")
            XCTAssertTrue(Widget.wrapper(for: gtk_scale_new(GTK_ORIENTATION_VERTICAL, nil)) is RangeWidget, "in GTK's hierarchy")
            let window = Window.wrapper(for: gtk_window_new())
            XCTAssertTrue(type(of: window) == Window.self, "the hand-written class wins for its own GType")
            (window as? Window)?.destroy()
        }
    }

    nonisolated func testAGeneratedWindowSubclassIsAWindowWhoseBindingsEndWithIt() throws {
        try GtkTestKit.run(self) { _ in
            let about = AboutDialog()
            XCTAssertTrue(about.isA(gtk_about_dialog_get_type()), "the generated initialiser makes a GtkAboutDialog, not a plain window")
            let version = BehaviorRelay<String?>(value: "1.0")
            about.lifetime.insert(version.bind(to: about.rx.version))
            XCTAssertEqual(about.version, "1.0")
            about.destroy()
            XCTAssertTrue(about.isDestroyed)
            version.accept("2.0")
            XCTAssertEqual(about.version, "1.0", "the binding ended with the window")
        }
    }

    nonisolated func testBindingsAndEventsEndWithTheWindowAndDestroyedWidgetsIgnoreWrites() throws {
        try GtkTestKit.run(self) { test in
            let window = Window(title: "Ending")
            let box = Box()
            let toggle = Switch()
            let button = Button()
            test.append(toggle, button, to: box)
            window.child = box
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let isOn = BehaviorRelay(value: true)
            toggle.lifetime.insert(isOn <=> toggle.rx.isActive)
            XCTAssertTrue(toggle.isActive, "bound before the window ends")
            var completed = false
            let events = button.rx.clicked.subscribe(onCompleted: { completed = true })
            defer { events.dispose() }

            window.destroy()
            XCTAssertTrue(toggle.isDestroyed && button.isDestroyed, "the window's widgets are destroyed with it")
            XCTAssertTrue(completed, "a control event completes with its widget")
            // The wrapper still holds a reference, so the GtkSwitch is alive and readable from C.
            let switchPointer = OpaquePointer(toggle.widgetPointer)
            isOn.accept(false)
            XCTAssertNotEqual(gtk_switch_get_active(switchPointer), 0, "the view model no longer reaches the switch")
            toggle.isActive = false
            XCTAssertNotEqual(gtk_switch_get_active(switchPointer), 0, "the generated setter does nothing on a destroyed widget")
            isOn.accept(true)
            gtk_switch_set_active(switchPointer, 0)
            XCTAssertTrue(isOn.value, "the switch no longer reaches the view model")
            var lateCompleted = false
            let late = button.rx.clicked.subscribe(onCompleted: { lateCompleted = true })
            late.dispose()
            XCTAssertTrue(lateCompleted, "subscribing after the destroy completes at once")
        }
    }

    nonisolated func testAValueSentFromABackgroundThreadReachesTheWidgetOnTheMainThread() throws {
        try GtkTestKit.run(self) { _ in
            let label = Label()
            let caption = BehaviorRelay<String?>(value: "main")
            let binding = caption.bind(to: label.rx.label)
            defer { binding.dispose() }
            XCTAssertEqual(label.label, "main")
            DispatchQueue.global().async { caption.accept("background") }
            XCTAssertTrue(GtkTestKit.pump(until: { label.label == "background" }), "the binder delivers on the main thread")
        }
    }
}
