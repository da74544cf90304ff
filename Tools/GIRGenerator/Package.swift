// swift-tools-version: 6.0
import PackageDescription

// Writes the generated GTK surface of BindingGtk from GTK's introspection data.
// A separate package, so the main package's build never compiles it.
// Run it through `Scripts/generate-gtk.sh`.
let package = Package(
    name: "GIRGenerator",
    targets: [
        .executableTarget(name: "GIRGenerator"),
    ],
    swiftLanguageModes: [.v6]
)
