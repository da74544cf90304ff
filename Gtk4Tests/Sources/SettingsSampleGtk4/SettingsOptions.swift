import SampleSupportGLib

/// The GTK 4 sample's command line, the GTK 3 sample's options (shared in SampleSupportGLib):
/// `SettingsSampleGtk4 [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
typealias SettingsOptions = SettingsSampleOptions

extension SettingsSampleOptions {
    /// Usage text for `--help` and mistakes.
    static let usage = usageText(program: "SettingsSampleGtk4", appID: SettingsApp4.id)
}
