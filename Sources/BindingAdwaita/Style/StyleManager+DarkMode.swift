import Binding

extension Reactive where Base: StyleManager {
    /// The application's dark mode as a switch, two-way: `true` forces the dark style
    /// (`colorScheme` `.forceDark`), `false` follows the system again (`.default`); another
    /// scheme set elsewhere (`.preferDark`, `.forceLight`) reads as `false`. Bind a view model's
    /// setting: `viewModel.$darkModeEnabled <=> StyleManager.default.rx.isDarkModeForced`.
    @MainActor public var isDarkModeForced: ControlProperty<Bool> {
        propertyControl(
            "color-scheme",
            get: { $0.colorScheme == .forceDark },
            set: { $0.colorScheme = $1 ? .forceDark : .default }
        )
    }
}
