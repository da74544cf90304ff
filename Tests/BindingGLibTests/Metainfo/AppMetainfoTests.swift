import BindingGLib
import XCTest

/// Reading an app's AppStream metainfo: the untranslated fields, the newest release, and bad input.
final class AppMetainfoTests: XCTestCase {
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <component type="desktop-application">
          <id>org.example.Notes</id>
          <metadata_license>MIT</metadata_license>
          <project_license>GPL-3.0-or-later</project_license>
          <name>Notes</name>
          <name xml:lang="de">Notizen</name>
          <summary xml:lang="de">Notizen schreiben</summary>
          <summary>
            Write notes
          </summary>
          <description><p>Notes &amp; more.</p></description>
          <developer_name>Old Name</developer_name>
          <developer id="org.example">
            <name xml:lang="fr">Les Auteurs</name>
            <name translate="no">The Notes authors</name>
          </developer>
          <url type="bugtracker">https://example.org/notes/issues</url>
          <url type="homepage">https://example.org/notes</url>
          <releases>
            <release version="1.2.0" date="2026-11-27"><description><p>New</p></description></release>
            <release version="1.1.0" date="2026-10-01"/>
          </releases>
        </component>
        """

    func testReadsTheUntranslatedFieldsAndTheNewestRelease() throws {
        let metainfo = try AppMetainfo(xml: document)
        XCTAssertEqual(metainfo, AppMetainfo(
            id: "org.example.Notes", name: "Notes", summary: "Write notes",
            developerName: "The Notes authors", projectLicense: "GPL-3.0-or-later",
            homepage: "https://example.org/notes", version: "1.2.0", releaseDate: "2026-11-27"))
    }

    func testFallsBackToDeveloperName_andLeavesAbsentFieldsNil() throws {
        let metainfo = try AppMetainfo(xml: """
            <component><id>org.example.Bare</id><name>Bare</name><developer_name>Someone</developer_name></component>
            """)
        XCTAssertEqual(metainfo.developerName, "Someone")
        XCTAssertNil(metainfo.version)
        XCTAssertNil(metainfo.homepage)
        XCTAssertNil(metainfo.summary)
        XCTAssertNil(metainfo.projectLicense)
    }

    func testMalformedXML_isAnErrorWithGLibsReason() {
        XCTAssertThrowsError(try AppMetainfo(xml: "<component><id>x</component>")) { error in
            guard case .malformed(let reason) = error as? AppMetainfoError else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testMissingNameOrID_isNamed() {
        XCTAssertThrowsError(try AppMetainfo(xml: "<component><id>org.example.A</id></component>")) { error in
            XCTAssertEqual(error as? AppMetainfoError, .missing("component/name"))
        }
        XCTAssertThrowsError(try AppMetainfo(xml: "<component><name>A</name></component>")) { error in
            XCTAssertEqual(error as? AppMetainfoError, .missing("component/id"))
        }
        // Only a translated name is no name.
        XCTAssertThrowsError(try AppMetainfo(xml: #"<component><id>a.b</id><name xml:lang="de">A</name></component>"#)) { error in
            XCTAssertEqual(error as? AppMetainfoError, .missing("component/name"))
        }
    }

    func testAResourceNoBundleHas_isNotFound() {
        XCTAssertThrowsError(try AppMetainfo(resource: "/org/example/Missing/org.example.Missing.metainfo.xml")) { error in
            guard case .notFound(let cause) = error as? AppMetainfoError else { return XCTFail("\(error)") }
            XCTAssertEqual(cause.path, "/org/example/Missing/org.example.Missing.metainfo.xml")
        }
    }

    /// The samples' own metainfo files, the ones their About windows read.
    func testTheSamplesMetainfoFilesRead() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        for (folder, id) in [("Profile", "ProfileSample"), ("Settings", "SettingsSample"), ("Gallery", "GallerySample")] {
            let file = resources.appendingPathComponent("\(folder)/org.swiftbinding.\(id).metainfo.xml.in")
            let metainfo = try AppMetainfo(xml: String(contentsOf: file, encoding: .utf8))
            XCTAssertEqual(metainfo.id, "org.swiftbinding.\(id)")
            XCTAssertEqual(metainfo.projectLicense, "MIT")
            XCTAssertEqual(metainfo.developerName, "The Binding for GTK authors")
            XCTAssertNotNil(metainfo.version)
            XCTAssertNotNil(metainfo.homepage)
        }
    }
}
