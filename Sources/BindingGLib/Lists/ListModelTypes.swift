import CGLib

/// A GObject subclass registered from Swift whose instances carry one
/// retained Swift object after the `GObject` header, released on finalize.
///
/// The two list-model types are such classes: the model (implementing
/// `GListModel`, its slot holding a ``ListModelSource``) and its items (the
/// slot holding a ``ListElementBase``). Registration is once per process
/// (GType registration is thread-safe; the `static let`s are lazy and atomic).
enum SwiftObjectSlot {
    /// Where an instance keeps its Swift object.
    static let offset = MemoryLayout<GObject>.stride

    /// The slot of `object`.
    static func slot(_ object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (object + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// The Swift object of `object` (unretained), if it has one.
    static func value<Value: AnyObject>(of object: UnsafeMutableRawPointer, as type: Value.Type) -> Value? {
        guard let stored = slot(object).pointee else { return nil }
        return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
    }

    /// Registers `name`, a subclass of `GObject` with one slot, whose
    /// `finalize` first calls `finalized` with the instance (slot still set),
    /// then releases the slot's object and chains up.
    static func register(
        _ name: String,
        parentClass: UnsafeMutablePointer<UnsafeMutablePointer<GObjectClass>?>,
        finalize: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void
    ) -> GType {
        // The class is made on first instantiation, after any interface is added;
        // its `finalize` comes through the class data.
        var info = GTypeInfo(
            class_size: guint16(MemoryLayout<GObjectClass>.size),
            base_init: nil, base_finalize: nil,
            class_init: { klass, data in
                guard let klass, let data else { return }
                klass.assumingMemoryBound(to: GObjectClass.self).pointee.finalize =
                    unsafeBitCast(data, to: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void).self)
            },
            class_finalize: nil,
            class_data: unsafeBitCast(finalize, to: UnsafeRawPointer.self),
            instance_size: guint16(offset + MemoryLayout<UnsafeMutableRawPointer?>.size),
            n_preallocs: 0,
            instance_init: { instance, _ in
                guard let instance else { return }
                SwiftObjectSlot.slot(UnsafeMutableRawPointer(instance)).pointee = nil
            },
            value_table: nil)
        let type = g_type_register_static(cglib_type_object(), name, &info, GTypeFlags(rawValue: 0))
        parentClass.pointee = g_type_class_ref(cglib_type_object())?.assumingMemoryBound(to: GObjectClass.self)
        return type
    }

    /// Releases the slot's object of `object` (its type's `finalize`).
    static func release<Value: AnyObject>(_ object: UnsafeMutableRawPointer, as type: Value.Type) {
        guard let stored = slot(object).pointee else { return }
        slot(object).pointee = nil
        Unmanaged<Value>.fromOpaque(stored).release()
    }
}

/// What an item's slot holds: told when the item's GObject is finalized.
protocol ListItemPayload: AnyObject {
    /// The item's GObject is being finalized (its slot is still set).
    func objectFinalized()
}

/// The GObject type of list-model items, `BindingListElement`: one per
/// materialised element, its slot holding the element's ``ListElement``.
enum ListElementType {
    /// The registered type.
    static let type: GType = SwiftObjectSlot.register(
        "BindingListElement", parentClass: &ListElementType.parentClass,
        finalize: { object in
            guard let object else { return }
            let raw = UnsafeMutableRawPointer(object)
            (SwiftObjectSlot.value(of: raw, as: AnyObject.self) as? ListItemPayload)?.objectFinalized()
            SwiftObjectSlot.release(raw, as: AnyObject.self)
            ListElementType.parentClass?.pointee.finalize?(object)
        })

    /// The parent class (`GObjectClass`), for chaining `finalize`; set once at registration.
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?

    /// A new item (one reference, the caller's) for `element`, which it retains.
    static func make(for element: some ListItemPayload) -> UnsafeMutableRawPointer {
        let object = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
        SwiftObjectSlot.slot(object).pointee = Unmanaged<AnyObject>.passRetained(element).toOpaque()
        return object
    }
}

/// The GObject type of the models, `BindingObservableListModel`: implements
/// `GListModel` by asking its ``ListModelSource``. GLib calls the interface
/// on the thread that uses the model; GTK and the source's delivery use the
/// main thread only.
enum ObservableListModelType {
    /// The registered type, with the `GListModel` interface.
    static let type: GType = {
        let type = SwiftObjectSlot.register(
            "BindingObservableListModel", parentClass: &ObservableListModelType.parentClass,
            finalize: { object in
                guard let object else { return }
                let raw = UnsafeMutableRawPointer(object)
                let address = UInt(bitPattern: raw)
                MainActor.assumeIsolated {
                    ObservableListModelType.source(OpaquePointer(bitPattern: address))?.modelFinalized()
                }
                SwiftObjectSlot.release(raw, as: ListModelSource.self)
                ObservableListModelType.parentClass?.pointee.finalize?(object)
            })
        var info = GInterfaceInfo(interface_init: { iface, _ in
            guard let iface = iface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
            iface.pointee.get_item_type = { _ in ListElementType.type }
            iface.pointee.get_n_items = { model in
                let address = UInt(bitPattern: model)
                return MainActor.assumeIsolated {
                    guint(clamping: ObservableListModelType.source(OpaquePointer(bitPattern: address))?.itemCount ?? 0)
                }
            }
            iface.pointee.get_item = { model, position in
                let address = UInt(bitPattern: model)
                let item = MainActor.assumeIsolated {
                    UInt(bitPattern: ObservableListModelType.source(OpaquePointer(bitPattern: address))?.item(at: Int(position)))
                }
                return UnsafeMutableRawPointer(bitPattern: item)
            }
        }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &info)
        return type
    }()

    /// The parent class (`GObjectClass`), for chaining `finalize`; set once at registration.
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?

    /// A new model (one reference, the caller's) reading `source`, which it retains.
    static func make(for source: ListModelSource) -> UnsafeMutableRawPointer {
        let object = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
        SwiftObjectSlot.slot(object).pointee = Unmanaged.passRetained(source).toOpaque()
        return object
    }

    @MainActor
    private static func source(_ model: OpaquePointer?) -> ListModelSource? {
        guard let model else { return nil }
        return SwiftObjectSlot.value(of: UnsafeMutableRawPointer(model), as: ListModelSource.self)
    }
}
