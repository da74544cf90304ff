import BindingGtk
import BindingGtkTesting
import XCTest

/// The About window filled from an app's metainfo.
final class AboutDialogMetainfoTests: XCTestCase {
    func testEveryFieldComesFromTheMetainfo() throws {
        try onGtk {
            let metainfo = AppMetainfo(
                id: "org.example.Notes", name: "Notes", summary: "Write notes", developerName: "The Notes authors",
                projectLicense: "GPL-3.0-or-later", homepage: "https://example.org/notes", version: "1.2.0")
            let dialog = AboutDialog(metainfo: metainfo, parent: nil)
            XCTAssertEqual(dialog.programName, "Notes")
            XCTAssertEqual(dialog.version, "1.2.0")
            XCTAssertEqual(dialog.comments, "Write notes")
            XCTAssertEqual(dialog.website, "https://example.org/notes")
            XCTAssertEqual(dialog.authors, ["The Notes authors"])
            XCTAssertEqual(dialog.logoIconName, "org.example.Notes")
            XCTAssertEqual(dialog.licenseType, .gpl30)
            dialog.destroy()
        }
    }

    func testALicenceGtkDoesNotKnow_isShownAsWritten_andMissingFieldsStayEmpty() throws {
        try onGtk {
            let dialog = AboutDialog(metainfo: AppMetainfo(id: "org.example.Odd", name: "Odd", projectLicense: "MIT OR Zlib"), parent: nil)
            XCTAssertEqual(dialog.licenseType, .custom)
            XCTAssertEqual(dialog.license, "MIT OR Zlib")
            XCTAssertNil(dialog.version)
            XCTAssertNil(dialog.website)
            XCTAssertEqual(dialog.authors, [])
            dialog.destroy()
        }
    }

    func testMIT_isGtksMITLicence() throws {
        try onGtk {
            let dialog = AboutDialog(metainfo: AppMetainfo(id: "org.example.M", name: "M", projectLicense: "MIT"), parent: nil)
            XCTAssertEqual(dialog.licenseType, .mitX11)
            dialog.destroy()
        }
    }
}
