import Foundation
import SampleSupport

extension ResourceLocator {
    /// The gallery's folder `Resources/<name>` (`Gallery`, `Search`, `Feed`)
    /// holding `file` (`$GALLERY_RESOURCES` names the `Resources` folder).
    static func galleryDirectory(
        _ name: String,
        containing file: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        try directory(name, containing: file, rootVariable: "GALLERY_RESOURCES", environment: environment)
    }
}
