import CGLib

/// The link between one GObject and its Swift wrapper, owned by GLib's
/// toggle-reference registration (retained when the toggle reference is
/// added, released after it is removed).
///
/// The wrapper owns exactly one GObject reference: a *toggle* reference. While
/// anyone else (a parent container, GTK's toplevel list, a builder) also holds
/// the object, GLib reports "not last" and the anchor keeps the wrapper alive,
/// so `Binder`s that hold it weakly keep working. When only the wrapper's
/// reference remains, GLib reports "last" and the anchor lets go, so the
/// wrapper lives exactly as long as Swift code uses it.
///
/// Toggle notifications arrive on the thread that changes the reference count;
/// wrapped objects are only referenced on the main thread.
///
/// Open so that a toolkit layer can keep more per-object state in the anchor (a
/// widget's lifetime state is its anchor); only this package can make one.
open class WrapperAnchor: @unchecked Sendable {
    /// The wrapper, while it is alive.
    package final weak var wrapper: Object?
    /// A strong reference to the wrapper while GLib has other owners.
    package final var strongWrapper: Object?
    /// How deep Swift code is in programmatic changes of the object (main thread only;
    /// read on every bound update, so exclusivity checks are off).
    @exclusivity(unchecked) package final var programmaticChangeDepth = 0

    package init() {}

    /// The anchor stored as qdata on `object`, if the object has a wrapper.
    package static func attached(to object: UnsafeMutablePointer<GObject>) -> WrapperAnchor? {
        guard let data = g_object_get_qdata(object, Self.quark) else { return nil }
        return Unmanaged<WrapperAnchor>.fromOpaque(data).takeUnretainedValue()
    }

    /// The quark under which the (unretained) anchor pointer is stored on the object.
    ///
    /// Made with the copying `g_quark_from_string`: the static-string variant
    /// keeps the pointer, and a Swift literal passed to C is a temporary copy.
    package static let quark: GQuark = g_quark_from_string("binding-gtk-swift-wrapper")

    /// Registers this anchor on `object`: toggle reference plus qdata back-pointer.
    ///
    /// The caller must hold a reference to `object` for the duration of the call.
    package final func attach(to object: UnsafeMutablePointer<GObject>) {
        let retained = Unmanaged.passRetained(self).toOpaque()
        g_object_add_toggle_ref(object, wrapperToggleNotify, retained)
        g_object_set_qdata(object, Self.quark, retained)
    }

    /// Removes the qdata back-pointer and the toggle reference (which may
    /// finalize `object`), then releases GLib's hold on the anchor. Main thread only.
    package final func detach(from object: UnsafeMutablePointer<GObject>) {
        let unretained = Unmanaged.passUnretained(self)
        if g_object_get_qdata(object, Self.quark) == unretained.toOpaque() {
            g_object_set_qdata(object, Self.quark, nil)
        }
        g_object_remove_toggle_ref(object, wrapperToggleNotify, unretained.toOpaque())
        unretained.release()
    }
}

/// GLib calls this when the wrapper's toggle reference becomes, or stops
/// being, the object's last reference.
private let wrapperToggleNotify: GToggleNotify = { data, _, isLastRef in
    guard let data else { return }
    let anchor = Unmanaged<WrapperAnchor>.fromOpaque(data).takeUnretainedValue()
    if isLastRef != 0 {
        anchor.strongWrapper = nil
    } else {
        anchor.strongWrapper = anchor.wrapper
    }
}
