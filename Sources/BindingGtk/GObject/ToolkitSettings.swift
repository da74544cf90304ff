import Binding
import CGtk

/// GTK's settings for the default screen (`GtkSettings`): choices that apply
/// to every window of the process, such as the theme's dark variant.
///
/// <!-- snippet: doc-ToolkitSettings -->
/// ```swift
/// viewModel.$darkModeEnabled.asDriver() => ToolkitSettings.default!.rx.prefersDarkTheme
/// ```
@MainActor
public final class ToolkitSettings: ReactiveCompatible {
    /// The settings of the default screen; `nil` until GTK is initialised
    /// with a display.
    public static var `default`: ToolkitSettings? {
        if let shared { return shared }
        guard let pointer = gtk_settings_get_default() else { return nil }
        let settings = ToolkitSettings(object: Object.wrapper(for: UnsafeMutableRawPointer(pointer)))
        shared = settings
        return settings
    }

    /// Kept for the life of the process, like GTK's default settings object.
    private static var shared: ToolkitSettings?

    /// The `GtkSettings` object, for properties without a Swift accessor.
    public let object: Object

    /// The `GtkSettings` object with all its typed properties (every `gtk-*` setting).
    public var settings: ToolkitSettingsObject { object as! ToolkitSettingsObject }

    private init(object: Object) {
        self.object = object
    }

    /// `gtk-application-prefer-dark-theme`: when on, themes with a dark
    /// variant (Adwaita) use it for every window of the process.
    public var prefersDarkTheme: Bool {
        get { object.property(Self.preferDarkThemeProperty, as: Bool.self) }
        set { object.setProperty(Self.preferDarkThemeProperty, newValue) }
    }

    /// `gtk-enable-animations`: when off, widgets change state at once (a
    /// switch flips, a revealer opens) instead of animating. Turn it off for
    /// screenshots and tests, so what is drawn does not depend on timing.
    public var enablesAnimations: Bool {
        get { object.property(Self.enableAnimationsProperty, as: Bool.self) }
        set { object.setProperty(Self.enableAnimationsProperty, newValue) }
    }

    private static let preferDarkThemeProperty = "gtk-application-prefer-dark-theme"
    private static let enableAnimationsProperty = "gtk-enable-animations"
}

extension Reactive where Base == ToolkitSettings {
    /// Sets ``ToolkitSettings/prefersDarkTheme`` for each value, on the main thread.
    @MainActor public var prefersDarkTheme: Binder<Bool> {
        Binder(base) { settings, prefersDark in settings.prefersDarkTheme = prefersDark }
    }
}
