import Binding
import CGtk

/// Which end of an entry an icon sits at.
public enum EntryIconPosition: Int32, Sendable {
    /// The start of the entry (left in left-to-right text).
    case primary = 0
    /// The end of the entry (right in left-to-right text).
    case secondary = 1

    var gtkValue: GtkEntryIconPosition { GtkEntryIconPosition(rawValue: UInt32(rawValue)) }
}

/// A single-line text field (`GtkEntry`).
@MainActor
extension Entry {
    /// A new, empty entry.
    package convenience init(text: String, placeholder: String?, _: Entry.Type) {
        self.init(gtk_entry_new())
        if !text.isEmpty { self.text = text }
        if let placeholder { placeholderText = placeholder }
    }

    /// The wrapped `GtkEntry`.
    public var entryPointer: UnsafeMutablePointer<GtkEntry> { widgetPointer(as: GtkEntry.self) }

    /// The wrapped entry as a `GtkEditable`.
    public var editablePointer: OpaquePointer { cgtk_editable(widgetPointer) }

    /// The text. Setting it is a programmatic change: `rx.text`
    /// subscribers do not hear it back; setting the current text does nothing.
    public var text: String {
        get { String.borrowing(gtk_entry_get_text(entryPointer)) ?? "" }
        set {
            guard !isDestroyed, newValue != text else { return }
            performProgrammaticChange { gtk_entry_set_text(entryPointer, newValue) }
        }
    }

    /// The maximum number of characters (0 for no limit).
    public var maxLength: Int {
        get { Int(gtk_entry_get_max_length(entryPointer)) }
        set { ifAlive { gtk_entry_set_max_length(entryPointer, Int32(max(0, newValue))) } }
    }

    /// The cursor position, in characters.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editablePointer)) }
        set { ifAlive { gtk_editable_set_position(editablePointer, Int32(newValue)) } }
    }

    /// Shows the named theme icon at `position` (`nil` removes it).
    public func setIcon(named name: String?, at position: EntryIconPosition) {
        ifAlive { gtk_entry_set_icon_from_icon_name(entryPointer, position.gtkValue, name) }
    }

    /// The name of the theme icon at `position`, if any.
    public func iconName(at position: EntryIconPosition) -> String? {
        String.borrowing(gtk_entry_get_icon_name(entryPointer, position.gtkValue))
    }
}

extension Reactive where Base: Entry {
    /// The text: the current text, then the text after each change the user
    /// makes (`changed`). Sending a value sets the text without echoing it;
    /// `nil` clears it.
    @MainActor public var text: ControlProperty<String?> {
        controlProperty(changedBy: ["changed"], getter: { Optional($0.text) }, setter: { $0.text = $1 ?? "" })
    }

    /// Binds the placeholder text.
    @MainActor public var placeholderText: Binder<String?> { binder { $0.placeholderText = $1 } }

    /// Binds whether the user can edit the text.
    @MainActor public var isEditable: Binder<Bool> { binder { $0.isEditable = $1 } }

    /// Binds whether the text is visible (`false` for passwords).
    @MainActor public var visibility: Binder<Bool> { binder { $0.visibility = $1 } }

    /// Binds the progress fraction drawn behind the text.
    @MainActor public var progressFraction: Binder<Double> { binder { $0.progressFraction = $1 } }

    /// Each press of Enter in the entry (`activate`).
    @MainActor public var activate: ControlEvent<Void> { controlEvent("activate") }

    /// Each click on one of the entry's icons, with its position (`icon-press`).
    @MainActor public var iconPress: ControlEvent<EntryIconPosition> {
        controlEvent { base, emit in
            base.connect("icon-press", intPointerHandler: { position, _ in
                emit(EntryIconPosition(rawValue: position) ?? .primary)
            })
        }
    }
}
