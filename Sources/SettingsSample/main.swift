// The settings window sample: `swift run SettingsSample [--screenshot FILE] [--config-dir DIR] [--cache-dir DIR]`.
// Headless: `xvfb-run -a swift run SettingsSample --screenshot settings.png`.
import SampleSupport

SampleExecutable.main(usage: Options.usage, parse: Options.parse, run: SettingsApp.run)
