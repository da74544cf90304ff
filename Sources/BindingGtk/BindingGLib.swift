// The GLib layer (GObject wrappers, signals, values, the main loop, GSettings,
// actions, menus, the GIO application, files) is part of this module's API:
// `import BindingGtk` brings it along.
@_exported import BindingGLib
