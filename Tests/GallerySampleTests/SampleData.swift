import SampleSupport
import Foundation
@testable import GallerySample

/// The shipped data sets, found the way the app finds them.
enum SampleData {
    static var catalogPath: String { get throws { try ResourceLocator.galleryDirectory("Search", containing: "catalog.json") + "/catalog.json" } }
    static var postsPath: String { get throws { try ResourceLocator.galleryDirectory("Feed", containing: "posts.json") + "/posts.json" } }
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
