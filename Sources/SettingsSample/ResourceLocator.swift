import Foundation
import SampleSupport

extension ResourceLocator {
    /// The directory holding `settings.ui` and `settings.css` (`$SETTINGS_RESOURCES` overrides).
    static func settingsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        try directory("Settings", containing: "settings.ui", directoryVariable: "SETTINGS_RESOURCES", environment: environment)
    }
}
