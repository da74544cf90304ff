import BindingGLib
import Dispatch
import Foundation
import XCTest

/// A bundle of one file, `/org/example/Test/hello.txt` ("hello from a bundle\n"), as
/// `glib-compile-resources` made it, in the base64 form GResourcePlugin embeds.
private let helloBundle: StaticString = """
R1ZhcmlhbnQAAAAAAAAAABgAAACsAAAAAAAAKAUAAAAAAAAAAwAAAAMAAAAD
AAAAAwAAAEtQkAsCAAAArAAAAAQATACwAAAAtAAAAIb50tQAAAAAtAAAAAgA
TAC8AAAAwAAAANS1AgD/////wAAAAAEATADEAAAAyAAAABcPR74EAAAAyAAA
AAkAdgDYAAAA/AAAADVCU7sBAAAA/AAAAAUATAAEAQAACAEAAG9yZy8BAAAA
ZXhhbXBsZS8EAAAALwAAAAAAAABoZWxsby50eHQAAAAAAAAAFAAAAAAAAABo
ZWxsbyBmcm9tIGEgYnVuZGxlCgAAKHV1YXkpVGVzdC8AAAADAAAA
"""

private let helloPath = "/org/example/Test/hello.txt"
private let hello = Array("hello from a bundle\n".utf8)

final class ResourceBundleTests: XCTestCase {
    func testBase64TextWithLineBreaksDecodesAndLooksUp() throws {
        let bundle = try ResourceBundle(base64Encoded: helloBundle, basePath: "/org/example/Test/")
        XCTAssertEqual(try bundle.data(at: helloPath), hello)
        XCTAssertEqual(try bundle.children(at: "/org/example/Test/"), ["hello.txt"])
        XCTAssertFalse(bundle.isRegistered, "a bundle is not registered until asked")
    }

    func testRegisteredFilesAreVisibleUntilUnregistered() throws {
        let bundle = try ResourceBundle(base64Encoded: helloBundle, basePath: "/org/example/Test/")
        XCTAssertThrowsError(try ResourceBundle.registeredData(at: helloPath))
        bundle.register()
        bundle.register()   // idempotent: one registration, withdrawn by one unregister
        XCTAssertEqual(try ResourceBundle.registeredData(at: helloPath), hello)
        bundle.unregister()
        XCTAssertThrowsError(try ResourceBundle.registeredData(at: helloPath)) { error in
            XCTAssertEqual((error as? ResourceError)?.path, helloPath)
        }
        bundle.unregister()   // not registered: nothing to do
        XCTAssertFalse(bundle.isRegistered)
    }

    func testBytesThatAreNotABundleAreAnError() {
        XCTAssertThrowsError(try ResourceBundle(bytes: Array("not a bundle".utf8), basePath: "/")) { error in
            let error = error as? ResourceError
            XCTAssertNil(error?.path)
            XCTAssertTrue(error?.description.hasPrefix("invalid resource bundle") == true, "\(String(describing: error))")
        }
        XCTAssertThrowsError(try ResourceBundle(bytes: [], basePath: "/"))
    }

    func testAMissingPathIsAnErrorNamingIt() throws {
        let bundle = try ResourceBundle(base64Encoded: helloBundle, basePath: "/org/example/Test/")
        XCTAssertThrowsError(try bundle.data(at: "/org/example/Test/absent.txt")) { error in
            XCTAssertEqual((error as? ResourceError)?.path, "/org/example/Test/absent.txt")
            XCTAssertTrue("\(error)".contains("absent.txt"))
        }
        XCTAssertThrowsError(try bundle.children(at: "/org/example/Nowhere/"))
    }

    func testBytesOfACompiledBundleWork() throws {
        let bytes = try ResourceBundle(base64Encoded: helloBundle, basePath: "/").data(at: helloPath)
        XCTAssertEqual(bytes, hello)
        // The same bundle's own bytes, copied: the pointer-aligned copy GLib needs.
        let encoded = "\(helloBundle)".filter { !$0.isWhitespace }
        let copy = try ResourceBundle(bytes: Array(XCTUnwrap(Data(base64Encoded: encoded))), basePath: "/org/example/Test/")
        XCTAssertEqual(try copy.data(at: helloPath), hello)
    }

    func testRegistrationFromManyThreadsEndsConsistent() throws {
        let bundle = try ResourceBundle(base64Encoded: helloBundle, basePath: "/org/example/Test/")
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            if index.isMultiple(of: 2) { bundle.register() } else { bundle.unregister() }
            _ = bundle.isRegistered
        }
        bundle.register()
        XCTAssertEqual(try ResourceBundle.registeredData(at: helloPath), hello)
        bundle.unregister()
        XCTAssertThrowsError(try ResourceBundle.registeredData(at: helloPath), "no registration left behind")
    }

    func testABundleReleasedWhileRegisteredIsWithdrawn() throws {
        do {
            let bundle = try ResourceBundle(base64Encoded: helloBundle, basePath: "/org/example/Test/")
            bundle.register()
            XCTAssertEqual(try ResourceBundle.registeredData(at: helloPath), hello)
        }
        XCTAssertThrowsError(try ResourceBundle.registeredData(at: helloPath))
    }

    func testBasePathOfAnApplicationID() {
        XCTAssertEqual(ResourceBundle.basePath(applicationID: "org.example.App"), "/org/example/App/")
        XCTAssertEqual(ResourceBundle.basePath(applicationID: "Single"), "/Single/")
    }
}
