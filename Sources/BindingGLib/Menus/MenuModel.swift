import Binding
import CGLib

/// A menu's contents (`GMenuModel`): items that activate actions
/// (`win.save`, `app.quit`), sections and submenus, shown by a toolkit's menu
/// button, popover or menu bar. Items are greyed out while their action is
/// disabled. Build one in Swift with ``Menu`` or load a `<menu>` from a `.ui`
/// file with the toolkit's builder.
@MainActor
open class MenuModel: Object {
    /// Wraps an existing `GMenuModel`.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        precondition(cglib_instance_is_a(pointer, g_menu_model_get_type()) != 0, "MenuModel needs a GMenuModel")
        super.init(pointer)
    }

    /// The wrapped `GMenuModel`.
    public var menuModelPointer: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GMenuModel.self)
    }

    /// The number of top-level entries (items, sections, submenus).
    public var itemCount: Int { Int(g_menu_model_get_n_items(menuModelPointer)) }

    /// The label of entry `index` (with its mnemonic underscore), if it has one.
    public func label(at index: Int) -> String? {
        stringAttribute("label", at: index)
    }

    /// The detailed action of entry `index` (`"win.save"`), if it has one.
    public func action(at index: Int) -> String? {
        stringAttribute("action", at: index)
    }

    /// The section or submenu linked from entry `index`.
    public func link(at index: Int, kind: MenuLinkKind) -> MenuModel? {
        guard let linked = g_menu_model_get_item_link(menuModelPointer, Int32(index), kind.rawValue) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(linked)) }
        return Object.wrapper(for: UnsafeMutableRawPointer(linked)) as? MenuModel
    }

    private func stringAttribute(_ name: String, at index: Int) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(menuModelPointer, Int32(index), name, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard g_variant_classify(value) == G_VARIANT_CLASS_STRING else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }
}

/// The kinds of links between menu models.
public enum MenuLinkKind: String, Sendable {
    /// A section (`G_MENU_LINK_SECTION`).
    case section
    /// A submenu (`G_MENU_LINK_SUBMENU`).
    case submenu
}
