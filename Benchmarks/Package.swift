// swift-tools-version: 5.8
// The benchmarks of the library, a package of their own so the library's package holds only the
// library, its samples and its tests. Figures against same-run baselines:
//   cd Benchmarks && swift run -c release Benchmarks
import Foundation
import PackageDescription

// A `.package(path:)` dependency's identity is the name of the folder the library was cloned into.
let libraryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let library = libraryFolder.lastPathComponent

let package = Package(
    name: "Benchmarks",
    products: [
        // The timing and report code, shared with the GTK 4 benchmark (Gtk4Benchmarks in the Gtk4Tests package),
        // which cannot live in this executable: GTK 3 and GTK 4 cannot share a process.
        .library(name: "BenchmarkKit", targets: ["BenchmarkKit"]),
    ],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The figures. The GLib and GTK C modules (CGLib, CGtk) come with BindingGtk. Some rows
        // measure the library's `package` types (the locks, the main-delivery queue), so the target
        // is compiled in the library's package: `-package-name` is the library's identity (its
        // folder name, lowercased). SwiftPM passes a package name of its own from tools version
        // 5.9 on, which would come last and win, hence tools version 5.8 for this manifest and the
        // Swift 6 language mode asked for by version number. Unsafe flags are allowed because this
        // package is built as the root.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                .product(name: "Binding", package: library),
                .product(name: "BindingGtk", package: library),
                "BenchmarkKit",
            ],
            swiftSettings: [.unsafeFlags(["-package-name", library.lowercased()])]
        ),
        // Measuring (alternating rounds, best round, medians), child processes timed from outside,
        // and the Markdown tables: no GTK, so both benchmark executables use it.
        .target(name: "BenchmarkKit", dependencies: ["CHeapStats"]),
        // malloc statistics for the memory figures of the benchmark.
        .target(name: "CHeapStats"),
        // GTK 3 for the C baseline, which links nothing of the library.
        .systemLibrary(name: "CGtkBaseline", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        // The startup benchmark's C baseline: GTK loads profile.ui, shows the window, exits after its first frame.
        .executableTarget(name: "ProfileBaselineC", dependencies: ["CGtkBaseline"]),
    ],
    swiftLanguageVersions: [.version("6")]
)
