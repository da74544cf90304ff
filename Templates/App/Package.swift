// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The Binding library, depended on by path until it has a published URL (BINDING_PATH names another
// checkout). A path dependency's package identity is the name of its folder, so it is read from the
// path rather than spelled.
let libraryPath = Context.environment["BINDING_PATH"] ?? "{{LIBRARY_PATH}}"
let library = URL(fileURLWithPath: libraryPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL.lastPathComponent

let package = Package(
    name: "{{PACKAGE}}",
    products: [
        .executable(name: "{{PACKAGE}}", targets: ["{{PREFIX}}"]),
    ],
    dependencies: [
        .package(path: libraryPath),
    ],
    targets: [
        // The view models: no GTK, tested without a display.
        .target(
            name: "{{PREFIX}}Kit",
            dependencies: [.product(name: "Binding", package: library)]),
        // The app: windows from .ui files, CSS and the settings schema, all embedded by GResourcePlugin;
        // its translations (po/{{APP_ID}}/) compiled for `swift run` by TranslationsPlugin.
        .executableTarget(
            name: "{{PREFIX}}",
            dependencies: [
                "{{PREFIX}}Kit",
                .product(name: "Binding", package: library),
                .product(name: "BindingGtk", package: library),
            ],
            plugins: [
                .plugin(name: "GResourcePlugin", package: library),
                .plugin(name: "TranslationsPlugin", package: library),
            ]),
        .testTarget(
            name: "{{PREFIX}}KitTests",
            dependencies: [
                "{{PREFIX}}Kit",
                .product(name: "Binding", package: library),
            ]),
        // Headless window tests: run them under Xvfb (`xvfb-run -a swift test`).
        .testTarget(
            name: "{{PREFIX}}Tests",
            dependencies: [
                "{{PREFIX}}",
                "{{PREFIX}}Kit",
                .product(name: "BindingGtk", package: library),
                .product(name: "BindingGtkTesting", package: library),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
