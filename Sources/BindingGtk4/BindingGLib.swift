// The GLib layer (GObject wrappers, signals, values, the main loop, GSettings, actions, menus, the
// GIO application, files) is part of this module's API: `import BindingGtk4` brings it along, as
// `import BindingGtk` does for GTK 3.
@_exported import BindingGLib

/// The GLib layer's `GEnumValue` protocol. Declared here so that the name means the protocol, not
/// GObject's C struct of the same name, wherever the GTK 4 layer is imported.
public typealias GEnumValue = BindingGLib.GEnumValue

/// The GLib layer's `GFlagsValue` protocol (see ``GEnumValue``).
public typealias GFlagsValue = BindingGLib.GFlagsValue
