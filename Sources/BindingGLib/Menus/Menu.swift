import Binding
import CGLib

/// A menu built in Swift (`GMenu`).
///
/// <!-- snippet: doc-Menu -->
/// ```swift
/// let menu = Menu {
///     MenuEntry.section {
///         MenuEntry.item("_Save", action: "win.save", accelerator: "<Primary>s")
///         MenuEntry.item("_Close", action: "win.close", accelerator: "<Primary>w")
///     }
///     MenuEntry.submenu("_Theme") {
///         MenuEntry.item("_Light", action: "win.theme", target: "light")
///         MenuEntry.item("_Dark", action: "win.theme", target: "dark")
///     }
///     MenuEntry.section {
///         MenuEntry.item("_About Gallery", action: "app.about")
///     }
/// }
/// headerBar.addPrimaryMenu(menu)   // a toolkit's menu button shows it
/// ```
///
/// Labels take mnemonics (`_Save`). `accelerator` only *shows* the keys
/// beside the item; set them on the action (`window.rx.action("save",
/// accelerators: ["<Primary>s"])`) for them to work.
@MainActor
public final class Menu: MenuModel {
    /// An empty menu.
    public convenience init() {
        let pointer = g_menu_new()!
        self.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// A menu with `entries`.
    public convenience init(@MenuBuilder _ entries: () -> [MenuEntry]) {
        self.init()
        append(entries())
    }

    /// Wraps an existing `GMenu`.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        precondition(cglib_instance_is_a(pointer, g_menu_get_type()) != 0, "Menu needs a GMenu")
        super.init(pointer)
    }

    /// The wrapped `GMenu`.
    public var menuPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Appends `entries` in order.
    public func append(_ entries: [MenuEntry]) {
        for entry in entries { append(entry) }
    }

    /// Appends one entry.
    public func append(_ entry: MenuEntry) {
        switch entry {
        case let .item(label, action, target, accelerator):
            let item = g_menu_item_new(label, nil)
            defer { g_object_unref(UnsafeMutableRawPointer(item)) }
            g_menu_item_set_action_and_target_value(item, action, target.map { g_variant_new_string($0) })
            if let accelerator {
                g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator))
            }
            g_menu_append_item(menuPointer, item)
        case let .section(label, entries):
            let section = Menu()
            section.append(entries)
            g_menu_append_section(menuPointer, label, section.menuModelPointer)
        case let .submenu(label, entries):
            let submenu = Menu()
            submenu.append(entries)
            g_menu_append_submenu(menuPointer, label, submenu.menuModelPointer)
        }
    }

    /// Removes every entry.
    public func removeAll() { g_menu_remove_all(menuPointer) }
}

/// One entry of a ``Menu``.
public enum MenuEntry: Sendable, Equatable {
    /// An item activating `action` (`"win.save"`), with a `target` for radio
    /// actions, and the accelerator to show beside it.
    case item(_ label: String, action: String, target: String? = nil, accelerator: String? = nil)
    /// A group of entries between separators, with an optional heading.
    case section(label: String?, entries: [MenuEntry])
    /// A submenu.
    case submenu(label: String, entries: [MenuEntry])

    /// A section without heading: `MenuEntry.section { … }`.
    public static func section(_ label: String? = nil, @MenuBuilder _ entries: () -> [MenuEntry]) -> MenuEntry {
        .section(label: label, entries: entries())
    }

    /// A submenu: `MenuEntry.submenu("_Export") { … }`.
    public static func submenu(_ label: String, @MenuBuilder _ entries: () -> [MenuEntry]) -> MenuEntry {
        .submenu(label: label, entries: entries())
    }
}

/// Collects a menu's entries; supports `if`, `if/else` and `for`.
@resultBuilder
public enum MenuBuilder {
    /// One entry.
    public static func buildExpression(_ entry: MenuEntry) -> [MenuEntry] { [entry] }
    /// Several entries made elsewhere.
    public static func buildExpression(_ entries: [MenuEntry]) -> [MenuEntry] { entries }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [MenuEntry]...) -> [MenuEntry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [MenuEntry]?) -> [MenuEntry] { part ?? [] }
    /// The `if` branch of an `if/else`.
    public static func buildEither(first part: [MenuEntry]) -> [MenuEntry] { part }
    /// The `else` branch of an `if/else`.
    public static func buildEither(second part: [MenuEntry]) -> [MenuEntry] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[MenuEntry]]) -> [MenuEntry] { parts.flatMap { $0 } }
}
