import CGtk

/// The data formats a widget offers or accepts in copy-and-paste and drag-and-drop
/// (`GtkTargetList`), in GTK's order.
///
/// <!-- snippet: doc-TargetList -->
/// ```swift
/// let formats = textView.textBuffer.copyTargetList.entries.map(\.target)
/// // ["GTK_TEXT_BUFFER_CONTENTS", …, "UTF8_STRING", "text/plain", …]
/// ```
///
/// A missing list (`NULL`) reads as an empty one.
public struct TargetList: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The formats, in order of preference.
    public var entries: [TargetEntry]

    /// A list of `entries`.
    public init(_ entries: [TargetEntry]) { self.entries = entries }

    /// A list of the entries written.
    public init(arrayLiteral entries: TargetEntry...) { self.entries = entries }

    /// Copies a `GtkTargetList` (not kept); `nil` reads as an empty list.
    init(gtk: OpaquePointer?) {
        guard let gtk else {
            self.init([])
            return
        }
        var count: gint = 0
        guard let table = gtk_target_table_new_from_list(gtk, &count) else {
            self.init([])
            return
        }
        defer { gtk_target_table_free(table, count) }
        self.init((0..<Int(count)).map { index in
            let entry = table[index]
            return TargetEntry(
                target: String(cString: entry.target),
                flags: TargetFlags(rawValue: entry.flags),
                info: Int(Int32(bitPattern: entry.info))
            )
        })
    }

    /// A new `GtkTargetList` of these entries, owned by the caller. GTK interns the target names
    /// (`gdk_atom_intern`), so the temporary C strings used here are freed before returning.
    func makeGtk() -> OpaquePointer {
        let list = gtk_target_list_new(nil, 0)!
        for entry in entries {
            gtk_target_list_add(list, gdk_atom_intern(entry.target, 0), entry.flags.rawValue, entry.cInfo)
        }
        return list
    }
}

/// One data format of a ``TargetList``: its name (a MIME type or an X selection target such as
/// `"UTF8_STRING"`), where it may go, and the number the application gets back with it.
public struct TargetEntry: Hashable, Sendable {
    /// The format's name (`"text/plain"`, `"UTF8_STRING"`).
    public var target: String
    /// Where the format may be dropped (`.sameApp`, `.otherWidget`); empty: anywhere.
    public var flags: TargetFlags
    /// A number of the application's choosing, given back when this format is chosen (32 bits;
    /// a text buffer's formats use the negative `TextBufferTargetInfo` values).
    public var info: Int

    /// A format named `target`, allowed where `flags` says, identified by `info`.
    public init(target: String, flags: TargetFlags = [], info: Int = 0) {
        self.target = target
        self.flags = flags
        self.info = info
    }

    /// ``info`` as GTK's `guint` (two's complement for negative values; clamped to 32 bits).
    var cInfo: UInt32 { UInt32(bitPattern: Int32(clamping: info)) }
}

extension TargetList: GValueNullable {
    /// `GTK_TYPE_TARGET_LIST` (a boxed type).
    public static var valueGType: GType { gtk_target_list_get_type() }

    /// Reads a `GtkTargetList`; `NULL` reads as an empty list.
    public init(gValue: UnsafePointer<GValue>) {
        self.init(gtk: g_value_get_boxed(gValue).map(OpaquePointer.init))
    }

    /// The entries, or `nil` for `NULL`.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> TargetList? {
        g_value_get_boxed(gValue).map { TargetList(gtk: OpaquePointer($0)) }
    }

    /// Stores a new `GtkTargetList` (the `GValue` owns it); an empty list is stored as an empty
    /// `GtkTargetList`, not `NULL`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_take_boxed(gValue, UnsafeRawPointer(makeGtk()))
    }
}
