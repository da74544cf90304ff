// The GLib layer (GObject wrappers, signals, values, the main loop, GSettings,
// actions, menus, the GIO application, files) is part of this module's API:
// `import BindingGtk` brings it along.
@_exported import BindingGLib

/// The GLib layer's ``/BindingGLib/GEnumValue`` protocol, which the generated
/// GTK enums conform to. Declared here so that the name means the protocol,
/// not GObject's C struct of the same name, wherever the GTK layer is imported.
public typealias GEnumValue = BindingGLib.GEnumValue

/// The GLib layer's ``/BindingGLib/GFlagsValue`` protocol (see ``GEnumValue``).
public typealias GFlagsValue = BindingGLib.GFlagsValue
