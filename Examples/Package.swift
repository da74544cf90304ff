// swift-tools-version: 6.0
// The code examples of README.md and of the documentation articles, as real code that CI builds
// (`bash Scripts/check-snippets.sh`). Each example is a region of a file between
// `// snippet: NAME` and `// end-snippet`; the markdown shows it after `<!-- snippet: NAME -->`.
import Foundation
import PackageDescription

// snippet: path-dependency
// A `.package(path:)` dependency's identity is the last component of its path: here the name of
// the folder the repository was cloned into, which differs between checkouts. Read it instead of
// spelling it.
let libraryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let library = libraryFolder.lastPathComponent
// end-snippet

let package = Package(
    name: "Examples",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .target(
            name: "Examples",
            dependencies: [
                .product(name: "Binding", package: library),
                .product(name: "BindingGtk", package: library),
            ],
            // UIFiles.swift: the bundle and typed outlets of Resources/ (the "UI files and resources" article).
            plugins: [.plugin(name: "GResourcePlugin", package: library)]
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "Examples",
                .product(name: "Binding", package: library),
                .product(name: "BindingTesting", package: library),
                .product(name: "BindingGtk", package: library),
                .product(name: "BindingGtkTesting", package: library),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
