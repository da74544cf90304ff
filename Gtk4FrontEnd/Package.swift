// swift-tools-version: 5.8
// The GTK 4 and libadwaita front end of the library, a package of its own beside the library's
// package (which it depends on by path), for two reasons measured on Debian 12 with Swift 6.3.1:
// - A system library whose pkg-config file is missing is only a warning to SwiftPM, but every
//   target importing it then fails to compile, and `swift build` builds every target of the root
//   package: GTK 4 targets in the library's package would break its build on machines without
//   libgtk-4-dev.
// - `swift test` links every test target of a package into one test bundle, one process, and
//   GTK 3 and GTK 4 cannot share a process.
// So the GTK 3 build and test run stay exactly as they were, and this package builds and tests
// GTK 4 alone:
//   cd Gtk4FrontEnd && swift build          bash Scripts/run-gtk4-tests.sh
//
// The targets use the GLib layer's `package` declarations (wrapper anchors, signal helpers), so
// they are compiled in the library's package: `-package-name` is the library's identity (its
// folder name, lowercased), as in Benchmarks/Package.swift, which is why this manifest says tools
// version 5.8 (from 5.9 on SwiftPM passes a package name of its own, which would win) and asks for
// the Swift 6 language mode by number. Unsafe flags are allowed because this package is built as
// the root or by path.
import Foundation
import PackageDescription

// A `.package(path:)` dependency's identity is the name of the folder the library was cloned into.
let libraryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let library = libraryFolder.lastPathComponent
let inLibraryPackage: [SwiftSetting] = [.unsafeFlags(["-package-name", library.lowercased()])]

let package = Package(
    name: "BindingGtk4",
    products: [
        .library(name: "BindingGtk4", targets: ["BindingGtk4"]),
        .library(name: "BindingAdwaita", targets: ["BindingAdwaita"]),
        .library(name: "BindingGtk4Testing", targets: ["BindingGtk4Testing"]),
    ],
    dependencies: [
        .package(path: ".."),
        // bench4: the timing and report code of the GTK 3 benchmark (BenchmarkKit), for Gtk4Benchmarks.
        .package(path: "../Benchmarks"),
    ],
    targets: [
        // C view of GTK 4 (pkg-config gtk4): what does not import into Swift (casts, macros).
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // C view of libadwaita 1 (pkg-config libadwaita-1).
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        // GTK 4 widgets as bindable control properties and events, on the GLib layer (re-exported).
        // Never depends on BindingGtk or CGtk: GTK 3 and GTK 4 cannot share a process.
        .target(
            name: "BindingGtk4",
            dependencies: [
                .product(name: "Binding", package: library),
                .product(name: "BindingGLib", package: library),
                "CGtk4",
            ],
            exclude: ["Generated/README.md"],
            swiftSettings: inLibraryPackage
        ),
        // libadwaita's widgets and application on BindingGtk4.
        .target(
            name: "BindingAdwaita", dependencies: ["BindingGtk4", "CAdwaita", "CGtk4"],
            exclude: ["Generated/README.md"], swiftSettings: inLibraryPackage
        ),
        // The GTK 4 test kit, for tests only: GTK 4 under Xvfb (failing clearly without a display),
        // finding widgets, pumping the loop, simulated input, screenshots.
        .target(name: "BindingGtk4Testing", dependencies: ["BindingGtk4", "CGtk4"], swiftSettings: inLibraryPackage),

        .testTarget(
            name: "BindingGtk4Tests",
            dependencies: ["BindingGtk4", "BindingGtk4Testing", "CGtk4", .product(name: "Binding", package: library)],
            swiftSettings: inLibraryPackage
        ),
        .testTarget(
            name: "BindingAdwaitaTests",
            dependencies: ["BindingAdwaita", "BindingGtk4", "BindingGtk4Testing", "CAdwaita"],
            swiftSettings: inLibraryPackage
        ),

        // adwaita: the Settings sample on libadwaita, the GTK 3 sample's view model (SettingsKit) unchanged;
        // its preferences window is built in code.
        .executableTarget(
            name: "SettingsSampleGtk4",
            dependencies: [
                "BindingAdwaita",
                .product(name: "Binding", package: library),
                .product(name: "SettingsKit", package: library),
                .product(name: "SampleSupportGLib", package: library),
            ],
            swiftSettings: inLibraryPackage,
            // i18n4: the GTK 3 sample's catalogs (po/org.swiftbinding.SettingsSample), compiled for swift run.
            plugins: [.plugin(name: "TranslationsPlugin", package: library)]
        ),
        .testTarget(
            name: "SettingsSampleGtk4Tests",
            dependencies: [
                "SettingsSampleGtk4", "BindingAdwaita", "BindingGtk4Testing", "CAdwaita",
                .product(name: "Binding", package: library), .product(name: "SettingsKit", package: library),
            ],
            swiftSettings: inLibraryPackage
        ),

        // profile4: the Profile sample on GTK 4 and libadwaita, over the GTK 3 sample's unchanged view model
        // (ProfileKit) and file store (ProfileStoreGLib); its .ui and CSS in Resources/Profile, embedded by
        // GResourcePlugin (profile.gresource.xml), with outlets typed by BindingGtk4's classes.
        .executableTarget(
            name: "ProfileSampleGtk4",
            dependencies: [
                "BindingGtk4", "BindingAdwaita",
                .product(name: "Binding", package: library),
                .product(name: "ProfileKit", package: library),
                .product(name: "ProfileStoreGLib", package: library),
                .product(name: "SampleSupportGLib", package: library),
            ],
            swiftSettings: inLibraryPackage,
            // i18n4: TranslationsPlugin compiles the GTK 3 sample's catalogs (po/org.swiftbinding.ProfileSample).
            plugins: [.plugin(name: "GResourcePlugin", package: library), .plugin(name: "TranslationsPlugin", package: library)]
        ),
        .testTarget(
            name: "ProfileSampleGtk4Tests",
            dependencies: [
                "ProfileSampleGtk4", "BindingAdwaita", "BindingGtk4", "BindingGtk4Testing", "CGtk4",
                .product(name: "ProfileKit", package: library),
                .product(name: "ProfileStoreGLib", package: library),
            ],
            swiftSettings: inLibraryPackage
        ),

        // bench4: the GTK 4 benchmark, against the same baselines as the GTK 3 one (Benchmarks/):
        //   cd Gtk4FrontEnd && swift build -c release && xvfb-run -a swift run -c release Gtk4Benchmarks
        // Its start-up rows start the two programs below as child processes, from its own build folder.
        .executableTarget(
            name: "Gtk4Benchmarks",
            dependencies: ["BindingGtk4", "CGtk4", "CFrameWatch", .product(name: "BenchmarkKit", package: "Benchmarks")],
            swiftSettings: inLibraryPackage
        ),
        // The Swift side of the start-up rows: GTK 4, the form's .ui, a view model bound to it, quit at the first frame.
        .executableTarget(
            name: "Gtk4StartupProbe",
            dependencies: ["BindingGtk4", "CGtk4", "CFrameWatch"],
            exclude: ["profile-form.ui"],
            swiftSettings: inLibraryPackage
        ),
        // The C side: GTK 4 loads the same .ui, presents the window, quits at its first frame.
        .executableTarget(name: "Gtk4StartupBaselineC", dependencies: ["CGtk4", "CFrameWatch"]),
        // What all three call a frame: a window surface's "render", counted by an emission hook.
        .target(name: "CFrameWatch", dependencies: ["CGtk4"]),
    ],
    swiftLanguageVersions: [.version("6")]
)
