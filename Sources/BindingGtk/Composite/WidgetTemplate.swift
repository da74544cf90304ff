import BindingGLib

/// The `<template>` of a composite widget's `.ui` file, as GResourcePlugin
/// generates it (`FeedRow.Template` for `<template class="FeedRow">`): where the
/// file is, which GTK class it extends, and its children typed.
///
/// Write your own only for a template the plugin does not compile; the static
/// members then describe the file and ``init(children:)`` finds each child with
/// ``TemplateChildren``.
@MainActor
public protocol WidgetTemplate {
    /// The `.ui` file's resource path.
    static var resourcePath: String { get }
    /// The bundle holding the file; registered before the class is.
    static var bundle: ResourceBundle { get }
    /// The template's `class`: the GType registered for it, and the Swift class's name.
    static var className: String { get }
    /// The template's `parent`, the GTK class it extends (`GtkListBoxRow`).
    static var parentClassName: String { get }
    /// The ids of the template's objects that are reachable as typed children.
    static var childIDs: [String] { get }
    /// The app's composite classes the template itself names; registered before it.
    static func registerClassesUsed() throws(CompositeTemplateError)
    /// Finds the typed children in `widget`, an instance of the template's class.
    ///
    /// - Throws: ``/BindingGLib/OutletError`` naming the file and the id that is missing or of another class.
    init(children widget: Widget) throws(OutletError)
}

extension WidgetTemplate {
    /// No classes to register first.
    public static func registerClassesUsed() throws(CompositeTemplateError) {}
}
