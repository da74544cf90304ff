import Binding
import BindingGtk
import XCTest

/// One generated class in ``GeneratedSurfaceTable``: how to make it and how to exercise its typed API.
@MainActor
struct GeneratedClassCase {
    /// The Swift class name.
    let name: String
    /// The GType name (`GtkNotebook`), used to build it from a one-element `.ui`.
    let typeName: String
    /// Every typed property (GTK names).
    let properties: [String]
    /// Every signal offered as a `ControlEvent` (GTK names).
    let signals: [String]
    /// The generated Swift initialiser; `nil` for hand-declared classes.
    let make: (@MainActor () -> Object)?
    /// `false` for objects GTK makes itself (`GtkSettings`), which a `.ui` file cannot create.
    var buildable = true
    /// Reads, writes and subscribes to every typed member through the typed API.
    let exercise: @MainActor (Object, SurfaceCheck) -> Void
    /// The first two-way `Bool` control property of the class, if it has one.
    let twoWay: (@MainActor (Object) -> (String, ControlProperty<Bool>))?
}

/// Records what the typed API did to one object, and what went wrong.
@MainActor
final class SurfaceCheck {
    let className: String
    private(set) var failures: [String] = []
    private(set) var reads = 0
    private(set) var writes = 0
    private(set) var reactiveMembers = 0
    private(set) var events = 0
    /// Properties not written back (a value GTK refuses without a parent or realized widget); `*` for all.
    let notWritten: Set<String>
    /// Properties not read (GTK logs a critical reading them in the empty state).
    let notRead: Set<String>

    init(className: String, notWritten: Set<String>, notRead: Set<String>) {
        self.className = className
        self.notWritten = notWritten
        self.notRead = notRead
    }

    func wrongClass(_ object: Object, _ expected: String) {
        failures.append("\(object.typeName) came back as \(type(of: object)), not \(expected)")
    }

    /// Counts a read; the value was read by the caller (an autoclosure, so skipped ones are not read).
    func read<T>(_ name: String, _ value: @autoclosure () -> T) {
        guard !notRead.contains(name) else { return }
        SurfaceTrace.note("read \(className).\(name)")
        _ = value()
        reads += 1
    }

    /// Writes the value just read (a valid value by definition) and reads it back.
    func write<T>(_ name: String, _ current: @autoclosure () -> T, set: (T) -> Void, read: () -> T) {
        guard !notWritten.contains(name), !notWritten.contains("*"), !notRead.contains(name) else { return }
        let current = current()
        SurfaceTrace.note("write \(className).\(name)")
        set(current)
        let after = read()
        if !Self.same(current, after) && !Self.isNilWrittenAsEmpty(current, after) {
            failures.append("\(className).\(name): wrote \(current), read back \(after)")
        }
        writes += 1
    }

    /// `nil` written to a string whose GTK setter does not take `NULL` is written as `""` (the
    /// generated setter's rule; `FontChooser.previewText` on a font button, say).
    private static func isNilWrittenAsEmpty<T>(_ written: T, _ read: T) -> Bool {
        guard let written = written as? String?, let read = read as? String? else { return false }
        return written == nil && read == ""
    }

    func writeOnly(_ name: String) {
        writes += 1
    }

    /// Subscribes to a control property or observable: it must deliver the current value at once.
    func reactive<Source: ObservableConvertibleType>(_ name: String, _ source: Source) {
        guard !notRead.contains(name) else { return }
        var received = 0
        let subscription = source.asObservable().subscribe(onNext: { _ in received += 1 })
        subscription.dispose()
        if received != 1 { failures.append("\(className).rx.\(name) delivered \(received) values on subscribe, not 1") }
        reactiveMembers += 1
    }

    /// A binder (write-only property) exists; writing is covered by the by-name tests.
    func reactive<Value>(_ name: String, _ binder: Binder<Value>) {
        reactiveMembers += 1
    }

    /// Subscribes to and disposes a control event (connects and disconnects the signal).
    func event<Element>(_ name: String, _ event: ControlEvent<Element>) {
        let subscription = event.subscribe(onNext: { _ in })
        subscription.dispose()
        events += 1
    }

    /// Equal values (hashable ones by value, objects by identity).
    static func same<T>(_ first: T, _ second: T) -> Bool {
        if let first = first as? AnyHashable, let second = second as? AnyHashable { return first == second }
        let firstObject = first as? Object
        let secondObject = second as? Object
        return firstObject === secondObject
    }
}

/// With `GIR_TRACE=1` in the environment, names each step on standard error, so that a fatal GLib
/// critical (which ends the process) can be traced to its class and property.
enum SurfaceTrace {
    private static let isOn = ProcessInfo.processInfo.environment["GIR_TRACE"] != nil

    static func note(_ step: String) {
        if isOn { FileHandle.standardError.write(Data("TRACE \(step)\n".utf8)) }
    }
}
