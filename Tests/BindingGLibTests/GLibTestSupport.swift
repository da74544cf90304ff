import BindingGLib
import XCTest

extension XCTestCase {
    /// Runs `body` on the main actor (XCTest runs test methods on the main
    /// thread) with the main-queue source attached to GLib's default context,
    /// as a GLib-only program has it: no toolkit is initialised.
    func onMainLoop(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated {
            MainQueueSource.install()
            try body()
        }
    }
}
