import SampleSupport
import XCTest

final class SampleCommandLineTests: XCTestCase {
    private func parse(_ arguments: [String]) throws(SampleCommandLine.Stop) -> SampleCommandLine {
        try SampleCommandLine(arguments, options: ["--screenshot", "--data-dir"], flags: ["--fail"])
    }

    func testOptionsAndFlagsInAnyOrder() throws {
        let line = try parse(["--fail", "--data-dir", "/tmp/d", "--screenshot", "shot.png"])
        XCTAssertEqual(line.value("--screenshot"), "shot.png")
        XCTAssertEqual(line.value("--data-dir"), "/tmp/d")
        XCTAssertTrue(line.isSet("--fail"))
    }

    func testNothingGivenIsNothingSet() throws {
        let line = try parse([])
        XCTAssertNil(line.value("--screenshot"))
        XCTAssertFalse(line.isSet("--fail"))
    }

    func testAValueMayLookLikeAnOption() throws {
        XCTAssertEqual(try parse(["--data-dir", "--fail"]).value("--data-dir"), "--fail")
    }

    func testMistakesStopWithTheirReason() {
        XCTAssertThrowsError(try parse(["--screenshot"])) { error in
            let stop = error as? SampleCommandLine.Stop
            XCTAssertEqual(stop?.message, "--screenshot needs a value")
            XCTAssertEqual(stop?.isHelp, false)
        }
        XCTAssertThrowsError(try parse(["--colour", "red"])) { error in
            XCTAssertEqual((error as? SampleCommandLine.Stop)?.message, "unknown argument --colour")
        }
        XCTAssertThrowsError(try parse(["extra"])) { error in
            XCTAssertEqual((error as? SampleCommandLine.Stop)?.message, "unknown argument extra")
        }
    }

    func testHelpStopsWithoutAMistake() {
        for flag in ["-h", "--help"] {
            XCTAssertThrowsError(try parse(["--fail", flag])) { error in
                XCTAssertEqual((error as? SampleCommandLine.Stop)?.isHelp, true)
            }
        }
    }
}
