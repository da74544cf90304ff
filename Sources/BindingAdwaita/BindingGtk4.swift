// GTK 4's layer (its widgets, the GLib layer it re-exports) is part of this module's API:
// `import BindingAdwaita` brings it along, and the generated libadwaita classes derive from it.
@_exported import BindingGtk4

/// The GLib layer's `GEnumValue` protocol. Declared here too, because CAdwaita brings GObject's C
/// struct of the same name along again: in this module and its users the name means the protocol.
public typealias GEnumValue = BindingGLib.GEnumValue

/// The GLib layer's `GFlagsValue` protocol (see `GEnumValue`).
public typealias GFlagsValue = BindingGLib.GFlagsValue
