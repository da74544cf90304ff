import SampleSupport
import Foundation
@testable import GallerySample

/// The shipped data sets, read from the package's `Resources` folder (the app reads its embedded copies).
enum SampleData {
    static var catalogPath: String { get throws { try directory("Search", containing: "catalog.json") + "/catalog.json" } }
    static var postsPath: String { get throws { try directory("Feed", containing: "posts.json") + "/posts.json" } }

    /// The package's folder `Resources/<name>` holding `file` (`$GALLERY_RESOURCES` names the `Resources` folder).
    private static func directory(_ name: String, containing file: String) throws -> String {
        try ResourceLocator.directory(name, containing: file, rootVariable: "GALLERY_RESOURCES")
    }
}

/// Runs the main run loop (which drains the main queue, where Drivers and
/// `observe(on: MainScheduler)` deliver) until `condition` holds.
@discardableResult
func waitUntil(_ condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    return condition()
}
