import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// Runs every generated class through its typed API: built by GtkBuilder (coming back as its
/// Swift class) and made in Swift, every readable property read, every writable one written a
/// valid value and read back, every `rx` member subscribed, one property bound two ways, and
/// the bindings ended by destruction. Under `G_DEBUG=fatal-criticals`, any GLib critical fails.
final class GeneratedSurfaceTests: XCTestCase {
    /// Properties the write-back check leaves alone (keyed by the class that declares them), because
    /// GTK logs a critical or warning for the value read back on an unparented, empty widget.
    static let notWritten: [String: Set<String>] = [
        // Process-wide settings: writing them restyles every widget (and GTK then logs criticals).
        "ToolkitSettingsObject": ["*"],
        // `-1` (unset) reads back but is refused on write; `active` needs a model.
        "ComboBox": ["entry-text-column", "id-column", "active", "active-id", "model", "row-span-column", "column-span-column"],
        // Changing it saves the dialog's state to GSettings (dconf, absent in tests).
        "ColorChooserDialog": ["show-editor"],
        // The label widget read back already has this group as parent.
        "ToolItemGroup": ["label-widget"],
        // `NULL` reads back but is refused on write.
        "Stack": ["visible-child"],
        "FileChooserButton": ["filter", "select-multiple"],
        "RecentChooserMenu": ["select-multiple"],
        // Unset, they read as transparent black; GTK keeps their colour but not its alpha.
        "TextTag": ["strikethrough-rgba", "underline-rgba"],
    ]

    /// Properties not even read: GTK logs a critical reading them while no icon is set.
    static let notRead: [String: Set<String>] = [
        "Entry": ["primary-icon-pixbuf", "secondary-icon-pixbuf"],
    ]

    /// Classes whose instances the tests never let GTK finalize, with the reason.
    static let keptAlive: [String: String] = [
        // Verified in C (GTK 3.24.38): after a GtkShortcutsWindow is finalized, the next CSS change
        // logs `gtk_widget_get_scale_factor: assertion 'GTK_IS_WIDGET (widget)' failed`.
        "ShortcutsWindow": "GTK 3.24 leaves a dangling widget in the style cascade when it is finalized",
    ]

    /// Instances of ``keptAlive`` classes, held for the life of the test process.
    @MainActor static var heldForever: [Object] = []

    /// Destroys `object` if it is a widget; keeps it referenced if GTK cannot finalize it cleanly.
    @MainActor
    static func finish(_ object: Object, _ entry: GeneratedClassCase) {
        if keptAlive[entry.name] != nil { heldForever.append(object) }
        (object as? Widget)?.destroy()
    }

    /// Classes whose first `Bool` property cannot be toggled alone, with the reason.
    static let notBoundTwoWays: [String: String] = [
        "RadioMenuItem": "a lone radio item cannot be deactivated, and GTK does not notify its `active`",
        "ColorChooserDialog": "its `show-editor` is saved to GSettings (dconf, absent in tests)",
    ]

    func testEveryClassBuiltByGtkBuilderComesBackAsItsSwiftClassAndItsTypedAPIWorks() throws {
        try onGtk {
            var totals = (classes: 0, reads: 0, writes: 0, reactive: 0, events: 0)
            var failures: [String] = []
            for entry in GeneratedSurfaceTable.classes {
                SurfaceTrace.note("build \(entry.name)")
                let object = try Self.build(entry)
                let check = SurfaceCheck(
                    className: entry.name, notWritten: Self.notWritten[entry.name] ?? [], notRead: Self.notRead[entry.name] ?? []
                )
                entry.exercise(object, check)
                failures += check.failures
                totals.classes += 1
                totals.reads += check.reads
                totals.writes += check.writes
                totals.reactive += check.reactiveMembers
                totals.events += check.events
                Self.finish(object, entry)
            }
            XCTAssertEqual(failures, [])
            XCTAssertEqual(totals.classes, GeneratedSurfaceTable.classes.count)
            XCTAssertGreaterThan(totals.reads, 600)
            XCTAssertGreaterThan(totals.writes, 400)
            XCTAssertGreaterThan(totals.events, 150)
        }
    }

    func testEveryGeneratedClassCanBeMadeInSwiftAndExercised() throws {
        try onGtk {
            var made = 0
            var failures: [String] = []
            for entry in GeneratedSurfaceTable.classes {
                guard let make = entry.make else { continue }
                SurfaceTrace.note("make \(entry.name)")
                let object = make()
                XCTAssertEqual(object.typeName, entry.typeName)
                let check = SurfaceCheck(
                    className: entry.name, notWritten: Self.notWritten[entry.name] ?? [], notRead: Self.notRead[entry.name] ?? []
                )
                entry.exercise(object, check)
                failures += check.failures
                Self.finish(object, entry)
                made += 1
            }
            XCTAssertEqual(failures, [])
            XCTAssertGreaterThan(made, 60)
        }
    }

    func testOneBoolPropertyPerClassBindsBothWaysAndEndsWithTheWidget() throws {
        try onGtk {
            var bound = 0
            var failures: [String] = []
            for entry in GeneratedSurfaceTable.classes {
                guard let twoWay = entry.twoWay, Self.notBoundTwoWays[entry.name] == nil else { continue }
                SurfaceTrace.note("twoWay \(entry.name)")
                let object = try Self.build(entry)
                let (name, property) = twoWay(object)
                var values: [Bool] = []
                var completed = false
                let subscription = property.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
                let initial = object.propertyValue(name, as: Bool.self)
                if values != [initial] { failures.append("\(entry.name).\(name): first values \(values)") }
                // A change on the GTK side arrives.
                object.setPropertyValue(name, !initial)
                let changed = object.propertyValue(name, as: Bool.self)
                if changed != initial, values.last != changed {
                    failures.append("\(entry.name).\(name): GTK-side change to \(changed) did not arrive (\(values))")
                }
                // A value sent from Swift is applied, and not heard back.
                let heard = values.count
                property.onNext(initial)
                if object.propertyValue(name, as: Bool.self) != initial && changed != initial {
                    failures.append("\(entry.name).\(name): Swift-side value \(initial) not applied")
                }
                if values.count != heard { failures.append("\(entry.name).\(name): Swift-side value echoed back") }
                if let widget = object as? Widget {
                    Self.finish(widget, entry)
                    if !completed { failures.append("\(entry.name).rx.\(name) did not complete on destroy") }
                }
                subscription.dispose()
                bound += 1
            }
            XCTAssertEqual(failures, [])
            XCTAssertGreaterThan(bound, 80)
        }
    }

    /// Builds `entry`'s class from a one-element `.ui` and returns its wrapper.
    @MainActor
    static func build(_ entry: GeneratedClassCase) throws -> Object {
        if !entry.buildable, let make = entry.make { return make() }
        let builder = try Builder(string: """
            <interface><object class="\(entry.typeName)" id="object"/></interface>
            """)
        return try builder.get("object", as: Object.self)
    }
}

