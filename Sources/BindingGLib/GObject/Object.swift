import Binding
import CGLib
import Dispatch

/// A Swift wrapper of a GObject instance.
///
/// Ownership rules:
/// - A wrapper owns exactly one reference to its object (a toggle reference),
///   taken with `g_object_ref_sink` so floating widgets are adopted and
///   non-floating objects (toplevel windows, builder objects) are plainly
///   referenced; it is dropped in `deinit`.
/// - One GObject has at most one live wrapper; ``Object/wrapper(for:)``
///   finds it through a qdata back-pointer.
/// - While GTK (a parent container, the toplevel list) also owns the object,
///   the wrapper is kept alive by the object, so bindings that hold the
///   wrapper weakly keep working for as long as the widget exists. Once only
///   Swift holds it, the wrapper lives as long as Swift references it.
@MainActor
open class Object: ReactiveCompatible {
    /// The wrapped GObject. Valid for the wrapper's whole life.
    public let objectPointer: UnsafeMutablePointer<GObject>

    /// The same pointer for `deinit`, which is nonisolated.
    nonisolated(unsafe) private let ownedPointer: UnsafeMutablePointer<GObject>
    /// The link to the GObject (for widgets, also their lifetime state).
    package nonisolated let anchor: WrapperAnchor

    /// `true` once the object was destroyed (for widgets: after their `destroy`
    /// signal). A destroyed object's setters do nothing and its control
    /// properties and events have completed. Other objects are never destroyed
    /// while their wrapper lives.
    ///
    /// Stored in the wrapper itself because every setter reads it: one memory
    /// access per bound update. This is the one liveness guard of the adapter.
    @exclusivity(unchecked) public package(set) var isDestroyed = false

    /// Wraps `pointer`, a GObject that has no live wrapper yet, taking one
    /// reference to it (adopting the floating reference of a new widget).
    ///
    /// - Precondition: `pointer` is a GObject without a live wrapper; use
    ///   ``Object/wrapper(for:)`` to reach an existing one.
    public init(_ pointer: UnsafeMutableRawPointer) {
        let object = Object.unwrappedObject(pointer)
        objectPointer = object
        ownedPointer = object
        anchor = WrapperAnchor()
        adopt()
    }

    /// Wraps `pointer` through `anchor` (a widget's anchor is its lifetime state).
    package init(_ pointer: UnsafeMutableRawPointer, anchor: WrapperAnchor) {
        let object = Object.unwrappedObject(pointer)
        objectPointer = object
        ownedPointer = object
        self.anchor = anchor
        adopt()
    }

    /// `pointer` as a GObject, checked to be one and to have no live wrapper.
    private static func unwrappedObject(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GObject> {
        precondition(cglib_instance_is_a(pointer, cglib_type_object()) != 0, "Object(_:) needs a GObject instance")
        let object = pointer.assumingMemoryBound(to: GObject.self)
        precondition(
            WrapperAnchor.attached(to: object)?.wrapper == nil,
            "this GObject already has a Swift wrapper; use Object.wrapper(for:)"
        )
        return object
    }

    /// Takes the wrapper's toggle reference and links object and wrapper.
    private func adopt() {
        anchor.wrapper = self
        // Presume other owners until GLib says otherwise; the unref below
        // reports "last reference" if the toggle reference is the only one.
        anchor.strongWrapper = self
        _ = g_object_ref_sink(objectPointer)
        anchor.attach(to: objectPointer)
        g_object_unref(objectPointer)
    }

    deinit {
        let handle = ObjectHandle(object: ownedPointer, anchor: anchor)
        if MainThread.isCurrent {
            handle.release()
        } else {
            // GObjects are released on the main thread, which runs the GLib loop.
            DispatchQueue.main.async { handle.release() }
        }
    }

    /// The live wrapper of `pointer`, if it has one.
    public static func existingWrapper(for pointer: UnsafeMutableRawPointer) -> Object? {
        WrapperAnchor.attached(to: pointer.assumingMemoryBound(to: GObject.self))?.wrapper
    }

    /// The wrapper of `pointer`: its live wrapper if there is one, else a new
    /// wrapper of the most specific registered Swift class for its GType.
    public static func wrapper(for pointer: UnsafeMutableRawPointer) -> Object {
        if let existing = existingWrapper(for: pointer) { return existing }
        return WrapperRegistry.makeWrapper(for: pointer)
    }

    /// The object's concrete GType.
    public var gType: GType { cglib_object_type(objectPointer) }

    /// The name of the object's concrete GType, such as `"GSimpleAction"`.
    public var typeName: String { String(cString: g_type_name(gType)) }

    /// `true` if the object is an instance of `type` or of a subtype.
    public func isA(_ type: GType) -> Bool { cglib_instance_is_a(objectPointer, type) != 0 }

    /// The object's current reference count. For the package's tests only.
    package var referenceCount: UInt32 { objectPointer.pointee.ref_count }
}

/// What `deinit` needs to release an object, movable to the main thread.
private struct ObjectHandle: @unchecked Sendable {
    let object: UnsafeMutablePointer<GObject>
    let anchor: WrapperAnchor

    func release() { anchor.detach(from: object) }
}
