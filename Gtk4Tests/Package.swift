// swift-tools-version: 5.8
// The GTK 4 tests, samples and benchmark: a package of its own beside the library's package, which
// it depends on by path. The GTK 4 libraries themselves (BindingGtk4, BindingAdwaita, BindingGtk4Testing)
// are products of the library's package; what is here cannot live there, measured on Debian 12 with
// Swift 6.3.1:
// - `swift test` links every test target of a package into one test bundle, one process, and
//   GTK 3 and GTK 4 cannot share a process: the GTK 4 test targets need a package of their own.
// - The GTK 4 samples' tests launch and import the samples' executables, which must be targets of
//   the same package.
// - The GTK 4 benchmark and its start-up programs are executables only this repository runs, and
//   would add their targets to every build of the library's package.
//   bash Scripts/run-gtk4-tests.sh         cd Gtk4Tests && swift build
// It builds in the library's .build (`--scratch-path .build` from the library's folder, as the scripts
// do): the library's targets compile with the same commands in either package, so they are built once.
//
// The GTK 4 library tests and the samples' tests reach the library's `package` test hooks (the test kit's
// `withLanguage` among them), and the Settings sample extends its view model's types (see there), so these
// are compiled in the library's package: `-package-name` is
// the library's identity (its folder name, lowercased), as in Benchmarks/Package.swift, which is why this
// manifest says tools version 5.8 (from 5.9 on SwiftPM passes a package name of its own, which would win)
// and asks for the Swift 6 language mode by number. Unsafe flags are allowed because this package is only
// ever built as the root or by path. The other targets need no such flag.
import PackageDescription

// A `.package(path:)` dependency's identity is the name of the folder the library was cloned into.
let library = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "Binding"
let inLibraryPackage: [SwiftSetting] = [.unsafeFlags(["-package-name", library.lowercased()])]

let package = Package(
    name: "Gtk4Tests",
    dependencies: [
        .package(path: ".."),
        // bench4: the timing and report code of the GTK 3 benchmark (BenchmarkKit), for Gtk4Benchmarks.
        .package(path: "../Benchmarks"),
    ],
    targets: [
        // The library's GTK 4 test targets. `import CGtk4` and `import CAdwaita` work through the products:
        // a target sees the C modules of everything it depends on.
        .testTarget(
            name: "BindingGtk4Tests",
            dependencies: [
                .product(name: "BindingGtk4", package: library),
                .product(name: "BindingGtk4Testing", package: library),
                .product(name: "Binding", package: library),
            ],
            swiftSettings: inLibraryPackage
        ),
        .testTarget(
            name: "BindingAdwaitaTests",
            dependencies: [
                .product(name: "BindingAdwaita", package: library),
                .product(name: "BindingGtk4", package: library),
                .product(name: "BindingGtk4Testing", package: library),
            ]
        ),

        // adwaita: the Settings sample on libadwaita, the GTK 3 sample's view model (SettingsKit) unchanged;
        // its preferences window is built in code.
        .executableTarget(
            name: "SettingsSampleGtk4",
            dependencies: [
                .product(name: "BindingAdwaita", package: library),
                .product(name: "Binding", package: library),
                .product(name: "SettingsKit", package: library),
                .product(name: "SampleSupportGLib", package: library),
            ],
            // It makes SettingsKit's settings values `SettingsValue`s, a conformance of one library module's type to
            // another's protocol that is retroactive unless it is made in the library's package.
            swiftSettings: inLibraryPackage,
            // Its GSettings schema embedded (settings.gresource.xml), as the GTK 3 sample's is.
            // and the GTK 3 sample's catalogs (po/org.swiftbinding.SettingsSample), compiled for development runs.
            plugins: [.plugin(name: "GResourcePlugin", package: library), .plugin(name: "TranslationsPlugin", package: library)]
        ),
        .testTarget(
            name: "SettingsSampleGtk4Tests",
            dependencies: [
                "SettingsSampleGtk4",
                .product(name: "BindingAdwaita", package: library),
                .product(name: "BindingGtk4Testing", package: library),
                .product(name: "Binding", package: library),
                .product(name: "SettingsKit", package: library),
            ],
            // Its German test runs through the test kit's package-level GtkTestKit.withLanguage.
            swiftSettings: inLibraryPackage
        ),

        // profile4: the Profile sample on GTK 4 and libadwaita, over the GTK 3 sample's unchanged view model
        // (ProfileKit) and file store (ProfileStoreGLib); its .ui and CSS in Resources/Profile, embedded by
        // GResourcePlugin (profile.gresource.xml), with outlets typed by BindingGtk4's classes.
        .executableTarget(
            name: "ProfileSampleGtk4",
            dependencies: [
                .product(name: "BindingGtk4", package: library),
                .product(name: "BindingAdwaita", package: library),
                .product(name: "Binding", package: library),
                .product(name: "ProfileKit", package: library),
                .product(name: "ProfileStoreGLib", package: library),
                .product(name: "SampleSupportGLib", package: library),
            ],
            // TranslationsPlugin compiles the GTK 3 sample's catalogs (po/org.swiftbinding.ProfileSample).
            plugins: [.plugin(name: "GResourcePlugin", package: library), .plugin(name: "TranslationsPlugin", package: library)]
        ),
        .testTarget(
            name: "ProfileSampleGtk4Tests",
            dependencies: [
                "ProfileSampleGtk4",
                .product(name: "BindingAdwaita", package: library),
                .product(name: "BindingGtk4", package: library),
                .product(name: "BindingGtk4Testing", package: library),
                .product(name: "ProfileKit", package: library),
                .product(name: "ProfileStoreGLib", package: library),
            ],
            // Its German and right-to-left tests run through the test kit's package-level GtkTestKit.withLanguage.
            swiftSettings: inLibraryPackage
        ),

        // bench4: the GTK 4 benchmark, against the same baselines as the GTK 3 one (Benchmarks/):
        //   cd Gtk4Tests && swift build -c release && xvfb-run -a swift run -c release Gtk4Benchmarks
        // Its start-up rows start the two programs below as child processes, from its own build folder.
        .executableTarget(
            name: "Gtk4Benchmarks",
            dependencies: [
                "CFrameWatch",
                .product(name: "BindingGtk4", package: library),
                .product(name: "BenchmarkKit", package: "Benchmarks"),
            ]
        ),
        // The Swift side of the start-up rows: GTK 4, the form's .ui, a view model bound to it, quit at the first frame.
        .executableTarget(
            name: "Gtk4StartupProbe",
            dependencies: ["CFrameWatch", .product(name: "BindingGtk4", package: library)],
            exclude: ["profile-form.ui"]
        ),
        // The C side: GTK 4 loads the same .ui, presents the window, quits at its first frame.
        .executableTarget(name: "Gtk4StartupBaselineC", dependencies: ["CGtk4Headers", "CFrameWatch"]),
        // What all three call a frame: a window surface's "render", counted by an emission hook.
        .target(name: "CFrameWatch", dependencies: ["CGtk4Headers"]),
        // GTK 4's compile and link flags (pkg-config gtk4) for the two C targets above; Swift code imports the
        // library's CGtk4, which is not a product.
        .systemLibrary(name: "CGtk4Headers", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    ],
    swiftLanguageVersions: [.version("6")]
)
