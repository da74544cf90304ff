import Foundation
import SampleSupport

extension ResourceLocator {
    /// The directory holding `profile.ui` and `profile.css` (`$PROFILE_RESOURCES` overrides).
    static func profileDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        try directory("Profile", containing: "profile.ui", directoryVariable: "PROFILE_RESOURCES", environment: environment)
    }
}
