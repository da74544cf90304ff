import CGLib
import CGtk

/// The GObject type behind ``ArrayTreeModel``: a plain `GObject` subclass
/// whose instances carry one pointer after the `GObject` header (a retained
/// ``ArrayTreeModelRows``), implementing `GtkTreeModel` as a flat list of
/// text columns. Every interface function runs on the main thread (GTK's).
enum ArrayTreeModelType {
    /// The registered type (registered on first use; GType registration is thread-safe).
    static let type: GType = register()

    /// Where an instance keeps its rows pointer.
    private static let rowsOffset = MemoryLayout<GObject>.stride

    /// The parent class (`GObjectClass`), for chaining `finalize`.
    nonisolated(unsafe) private static var parentClass: UnsafeMutablePointer<GObjectClass>?

    private static func register() -> GType {
        let type = g_type_register_static_simple(
            cglib_type_object(), g_intern_string("BindingArrayTreeModel"),
            guint(MemoryLayout<GObjectClass>.size),
            { klass, _ in
                guard let klass else { return }
                ArrayTreeModelType.parentClass = g_type_class_peek_parent(klass)?
                    .assumingMemoryBound(to: GObjectClass.self)
                klass.assumingMemoryBound(to: GObjectClass.self).pointee.finalize = { object in
                    ArrayTreeModelType.release(UnsafeMutableRawPointer(object!))
                    ArrayTreeModelType.parentClass?.pointee.finalize?(object)
                }
            },
            guint(rowsOffset + MemoryLayout<UnsafeMutableRawPointer?>.size),
            { instance, _ in
                guard let instance else { return }
                ArrayTreeModelType.slot(UnsafeMutableRawPointer(instance)).pointee = nil
            },
            GTypeFlags(rawValue: 0))
        var info = GInterfaceInfo(interface_init: { iface, _ in
            guard let iface else { return }
            ArrayTreeModelType.fill(iface.assumingMemoryBound(to: GtkTreeModelIface.self))
        }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, gtk_tree_model_get_type(), &info)
        return type
    }

    private static func slot(_ object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (object + rowsOffset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Gives a new instance its rows (retained until finalize).
    @MainActor
    static func attach(_ rows: ArrayTreeModelRows, to object: UnsafeMutableRawPointer) {
        slot(object).pointee = Unmanaged.passRetained(rows).toOpaque()
    }

    private static func release(_ object: UnsafeMutableRawPointer) {
        guard let rows = slot(object).pointee else { return }
        slot(object).pointee = nil
        Unmanaged<ArrayTreeModelRows>.fromOpaque(rows).release()
    }

    /// The rows of a model instance (GTK calls on the main thread).
    private static func rows(_ model: OpaquePointer?) -> ArrayTreeModelRows? {
        guard let model, let rows = slot(UnsafeMutableRawPointer(model)).pointee else { return nil }
        return Unmanaged<ArrayTreeModelRows>.fromOpaque(rows).takeUnretainedValue()
    }

    // MARK: - The interface

    private static func fill(_ iface: UnsafeMutablePointer<GtkTreeModelIface>) {
        iface.pointee.get_flags = { _ in GTK_TREE_MODEL_LIST_ONLY }
        iface.pointee.get_n_columns = { model in Int32(ArrayTreeModelType.rows(model)?.columnCount ?? 0) }
        iface.pointee.get_column_type = { _, _ in cglib_type_string() }
        iface.pointee.get_iter = { model, iter, path in
            guard let rows = ArrayTreeModelType.rows(model), let iter, let path,
                  gtk_tree_path_get_depth(path) == 1 else { return 0 }
            let row = Int(gtk_tree_path_get_indices(path)[0])
            guard row >= 0 && row < rows.count else { return 0 }
            iter.pointee = rows.iter(row)
            return 1
        }
        iface.pointee.get_path = { model, iter in
            guard let row = ArrayTreeModelType.rows(model)?.row(of: iter) else { return nil }
            let path = gtk_tree_path_new()
            gtk_tree_path_append_index(path, Int32(row))
            return path
        }
        iface.pointee.get_value = { model, iter, column, value in
            guard let value else { return }
            g_value_init(value, cglib_type_string())
            guard let rows = ArrayTreeModelType.rows(model), let row = rows.row(of: iter),
                  column >= 0, Int(column) < rows.columnCount,
                  let text = rows.text(row: row, column: Int(column)) else { return }
            g_value_set_string(value, text)
        }
        iface.pointee.iter_next = { model, iter in
            guard let iter else { return 0 }
            guard let rows = ArrayTreeModelType.rows(model), let row = rows.row(of: iter), row + 1 < rows.count else {
                iter.pointee.stamp = 0
                return 0
            }
            iter.pointee = rows.iter(row + 1)
            return 1
        }
        iface.pointee.iter_previous = { model, iter in
            guard let iter else { return 0 }
            guard let rows = ArrayTreeModelType.rows(model), let row = rows.row(of: iter), row > 0 else {
                iter.pointee.stamp = 0
                return 0
            }
            iter.pointee = rows.iter(row - 1)
            return 1
        }
        iface.pointee.iter_children = { model, iter, parent in
            guard let iter, parent == nil, let rows = ArrayTreeModelType.rows(model), rows.count > 0 else { return 0 }
            iter.pointee = rows.iter(0)
            return 1
        }
        iface.pointee.iter_has_child = { _, _ in 0 }
        iface.pointee.iter_n_children = { model, iter in
            guard iter == nil, let rows = ArrayTreeModelType.rows(model) else { return 0 }
            return Int32(clamping: rows.count)
        }
        iface.pointee.iter_nth_child = { model, iter, parent, index in
            guard let iter, parent == nil, let rows = ArrayTreeModelType.rows(model),
                  index >= 0, Int(index) < rows.count else { return 0 }
            iter.pointee = rows.iter(Int(index))
            return 1
        }
        iface.pointee.iter_parent = { _, _, _ in 0 }
    }
}
