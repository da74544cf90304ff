// swift-tools-version: 6.0
import PackageDescription

// Writes the generated GTK surface of BindingGtk from GTK's introspection data, as a
// manifest (`Gtk3.manifest`) describes it. A separate package, so the main package's build never
// compiles it. Run it through `Scripts/generate-gtk.sh`; test it with `swift test` here.
let package = Package(
    name: "GIRGenerator",
    targets: [
        .target(name: "GIRManifest"),
        .executableTarget(name: "GIRGenerator", dependencies: ["GIRManifest"]),
        .testTarget(name: "GIRManifestTests", dependencies: ["GIRManifest"]),
    ],
    swiftLanguageModes: [.v6]
)
