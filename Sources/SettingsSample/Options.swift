import SampleSupport

/// The sample's command line: `SettingsSample [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`,
/// shared with the GTK 4 sample.
typealias Options = SettingsSampleOptions

extension SettingsSampleOptions {
    /// Usage text for `--help` and mistakes.
    static let usage = usageText(program: "SettingsSample", appID: SettingsApp.id)
}
