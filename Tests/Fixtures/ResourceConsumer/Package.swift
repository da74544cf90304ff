// swift-tools-version: 6.1
// A package outside the library that applies its GResourcePlugin, as an app would. Built by
// Scripts/check-resources-plugin.sh from a copy, with BINDING_PACKAGE naming the library's folder
// (its last path component is the package identity the plugin and product are looked up under).
import Foundation
import PackageDescription

let libraryPath = Context.environment["BINDING_PACKAGE"]
    ?? URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../../..").standardized.path
let library = URL(fileURLWithPath: libraryPath).lastPathComponent
let plugin = Target.PluginUsage.plugin(name: "GResourcePlugin", package: library)

let package = Package(
    name: "ResourceConsumer",
    dependencies: [.package(path: libraryPath)],
    targets: [
        // Typed outlets, a stylesheet, an icon and a composite widget from its Resources folder.
        .executableTarget(
            name: "ResourceConsumer",
            dependencies: [.product(name: "BindingGtk", package: library)],
            plugins: [plugin]),
        // Broken inputs: each must fail the build with a message naming the file (and line).
        .target(name: "BrokenUnknownClass", path: "Broken/UnknownClass", plugins: [plugin]),
        .target(name: "BrokenDuplicateID", path: "Broken/DuplicateID", plugins: [plugin]),
        .target(name: "BrokenXML", path: "Broken/MalformedXML", plugins: [plugin]),
        .target(name: "BrokenMissingFile", path: "Broken/MissingFile", plugins: [plugin]),
        // A misspelt app class: the bundle's templates declare StatusRow.
        .target(name: "BrokenUnknownAppClass", path: "Broken/UnknownAppClass", plugins: [plugin]),
        // CSS that GTK's parser rejects (an unknown property).
        .target(name: "BrokenCSS", path: "Broken/InvalidCSS", plugins: [plugin]),
    ],
    swiftLanguageModes: [.v6]
)
