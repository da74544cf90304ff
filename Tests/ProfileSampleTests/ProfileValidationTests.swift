import XCTest
@testable import ProfileKit

final class ProfileValidationTests: XCTestCase {
    func testNameAndBioMustHaveVisibleText() {
        XCTAssertNotNil(ProfileValidation.nameError(""))
        XCTAssertNotNil(ProfileValidation.nameError("   "))
        XCTAssertNil(ProfileValidation.nameError("Ada"))
        XCTAssertNotNil(ProfileValidation.bioError("\n\t"))
        XCTAssertNil(ProfileValidation.bioError("Mathematician"))
    }

    func testPlausibleEmails() {
        for good in ["ada@example.org", "a.b+c@mail.example.co.uk", "  ada@example.org  "] {
            XCTAssertNil(ProfileValidation.emailError(good), good)
        }
        for bad in ["", "ada", "ada@", "@example.org", "ada@example", "ada@@example.org",
                    "ada@.org", "ada@example.", "ada@exa..org", "a da@example.org"] {
            XCTAssertNotNil(ProfileValidation.emailError(bad), bad)
        }
    }
}
