// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Binding",
    products: [
        .library(name: "Binding", targets: ["Binding"]),
        .library(name: "BindingTesting", targets: ["BindingTesting"]),
        // The layers of Binding on their own, for code that needs only part of it.
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "MVVM", targets: ["MVVM"]),
        .library(name: "ObservableCollections", targets: ["ObservableCollections"]),
        .library(name: "BindingGLib", targets: ["BindingGLib"]),
        .library(name: "BindingGtk", targets: ["BindingGtk"]),
        .library(name: "BindingGtkTesting", targets: ["BindingGtkTesting"]),
        // Sample code the GTK 4 samples (Gtk4Tests/) share with the GTK 3 ones: the samples' view models,
        // the profile store and the GLib-only helpers. Not library API (Scripts/api/public_api.py leaves
        // these products out of the API baseline and the docs).
        .library(name: "ProfileKit", targets: ["ProfileKit"]),
        .library(name: "ProfileStoreGLib", targets: ["ProfileStoreGLib"]),
        .library(name: "SettingsKit", targets: ["SettingsKit"]),
        .library(name: "SampleSupportGLib", targets: ["SampleSupportGLib"]),
        // Compiles a target's .ui files, CSS and icons into an embedded GResource bundle with typed outlets.
        .plugin(name: "GResourcePlugin", targets: ["GResourcePlugin"]),
        // Compiles an app's po/<app-id>/ translations into the build folder, so `swift run` is translated.
        .plugin(name: "TranslationsPlugin", targets: ["TranslationsPlugin"]),
    ],
    targets: [
        // C view of GLib, GObject and GIO (pkg-config gio-2.0) and libdispatch's main-queue hooks.
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // C view of gettext's set-up functions (<libintl.h>, part of glibc), which Swift's Glibc module lacks.
        .systemLibrary(name: "CIntl"),
        // C view of GTK 3 (pkg-config gtk+-3.0): only what GTK adds to CGLib.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The library without GTK, in three layers; each depends only on the ones before it:
        //   ReactiveCore <- MVVM <- ObservableCollections, all three re-exported by Binding.
        // The reactive core: observables, operators, subjects and relays, schedulers, disposables,
        // locks, Single/Maybe/Completable, Infallible and Computed. Knows nothing of views.
        .target(name: "ReactiveCore", dependencies: ["CBindingThreadLocal"], exclude: ["Computed/README.md", "Subjects/README.md"]),
        // The core's one C part: the thread-local pointer to the evaluation recording reads.
        .target(name: "CBindingThreadLocal"),
        // The MVVM layer on the core: Driver and Signal, control properties and events, binders,
        // the property wrappers, `=>` / `<=>` / `??` and `binding { }`, commands, interactions,
        // validation and conversion. It uses no collection type.
        .target(name: "MVVM", dependencies: ["ReactiveCore"]),
        // Observable arrays, change sets, diffing, pipelines and sectioned arrays. Depends on MVVM
        // because it hands its changes to views as Drivers (`asDriver()`, `Driver.diff()`); MVVM
        // never needs a collection, so the dependency runs this way and there is no cycle.
        .target(name: "ObservableCollections", dependencies: ["ReactiveCore", "MVVM"], exclude: ["Pipelines/README.md"]),
        // What apps import: one source file re-exporting the three layers (`@_exported import`).
        .target(name: "Binding", dependencies: ["ReactiveCore", "MVVM", "ObservableCollections"]),
        // Virtual-time scheduler and recorders for testing code built on the core; its `package`
        // PackageTests folder holds the helpers this package's own test targets share (uses XCTest).
        .target(name: "BindingTesting", dependencies: ["ReactiveCore"]),
        // The GLib layer, no toolkit: GObject wrappers, signals and values, the main loop and the main-queue
        // bridge, GSettings, actions, menus, the GIO application, files. What every GTK front end shares.
        .target(name: "BindingGLib", dependencies: ["Binding", "CGLib", "CIntl"]),
        // GTK 3 widgets as bindable control properties and events, on the GLib layer (re-exported).
        .target(name: "BindingGtk", dependencies: ["Binding", "BindingGLib", "CGLib", "CGtk"], exclude: ["Generated/README.md"]),
        // GTK test kit, for tests only: GTK set up for tests (failing clearly without a display), finding
        // widgets, simulated input, GLib log recording, built executables. Waiting and screenshots are BindingGtk's.
        .target(name: "BindingGtkTesting", dependencies: ["BindingGtk", "Binding", "CGLib"]),

        // The GResource build tool: the plugin runs GResourceTool on the target's `*.gresource.xml` or
        // `Resources/` folder; the tool calls glib-compile-resources and writes the bundle as base64 and
        // the typed outlets of each .ui file (GTK class names mapped by the generated GtkClassTable.swift).
        // Its work is a library of its own, which its tests link.
        .plugin(name: "GResourcePlugin", capability: .buildTool(), dependencies: ["GResourceTool"]),
        // Compiles the .po files of the app a target belongs to (po/<app-id>/, found by its POTFILES) into the
        // build folder with TranslationsTool, and declares BuildTranslations.localeDirectory there, so
        // `swift run` finds the translations. Needs msgfmt (gettext) when LINGUAS lists a language.
        .plugin(name: "TranslationsPlugin", capability: .buildTool(), dependencies: ["TranslationsTool"]),
        .executableTarget(name: "TranslationsTool", dependencies: ["TranslationsToolCore"]),
        .target(name: "TranslationsToolCore"),
        .executableTarget(name: "GResourceTool", dependencies: ["GResourceToolCore"]),
        // It parses the bundle's CSS with GTK's own parser (no display needed), GTK 3's or GTK 4's as the bundle's
        // .ui files say, loaded at run time: a build tool's system libraries would be linked into every target
        // using the plugin, and a GTK 4 app must not link GTK 3.
        .target(name: "GResourceToolCore"),

        // A command-line tour of the core.
        .executableTarget(name: "BindingDemo", dependencies: ["Binding"]),

        // The profile sample: view model and JSON file store (no GTK), and the GTK window executable.
        // The .ui and CSS live in Resources/Profile and are embedded by GResourcePlugin (profile.gresource.xml).
        // ProfileKit is the view-model layer (no GTK); the GLib-backed ProfileStore lives in ProfileStoreGLib,
        // which needs no toolkit: the GTK 3 sample and the GTK 4 one (Gtk4Tests/Sources/ProfileSampleGtk4) share both.
        .target(name: "ProfileKit", dependencies: ["Binding"]),
        .target(name: "ProfileStoreGLib", dependencies: ["ProfileKit", "Binding", "BindingGLib"]),
        // The toolkit-free part of the sample support (command line, process start and exit, GSettings with
        // the embedded schema), shared with the GTK 4 samples; SampleSupport re-exports it.
        .target(name: "SampleSupportGLib", dependencies: ["Binding", "BindingGLib"]),
        // What the sample apps share: their registered application, the command line, what to say without a display,
        // the --screenshot mode, their stylesheets and GSettings, and finding the package's Resources/ folder on disk
        // (for the startup benchmark and the tests; the apps themselves read their embedded bundles). Apps never link a test kit.
        .target(name: "SampleSupport", dependencies: ["SampleSupportGLib", "Binding", "BindingGtk"]),
        .executableTarget(
            name: "ProfileSample", dependencies: ["SampleSupport", "ProfileKit", "ProfileStoreGLib", "Binding", "BindingGtk"],
            plugins: ["GResourcePlugin", "TranslationsPlugin"]),
        .testTarget(name: "ProfileSampleTests", dependencies: ["SampleSupport", "ProfileKit", "ProfileStoreGLib", "ProfileSample", "Binding", "BindingGtk", "BindingGtkTesting", "CGtk"]),

        // The settings sample: view model and cache folder (no GTK), and the window, whose values live in GSettings.
        // The .ui, CSS and the GSettings schema live in Resources/Settings and are embedded by GResourcePlugin
        // (settings.gresource.xml); the schema is compiled at start.
        .target(name: "SettingsKit", dependencies: ["Binding"]),
        .executableTarget(
            name: "SettingsSample", dependencies: ["SampleSupport", "SettingsKit", "Binding", "BindingGtk"],
            plugins: ["GResourcePlugin", "TranslationsPlugin"]),
        .testTarget(name: "SettingsSampleTests", dependencies: ["SampleSupport", "SettingsKit", "SettingsSample", "Binding", "BindingTesting", "BindingGtk", "BindingGtkTesting", "CGtk"]),

        // The gallery sample: search (debounced, background catalog search) and feed (pages, refresh, failure)
        // view models and services (no GTK), and one executable opening their windows. Data and .ui files in
        // Resources/Search, Resources/Feed and Resources/Gallery, embedded by GResourcePlugin (gallery.gresource.xml).
        .target(name: "SearchKit", dependencies: ["Binding"]),
        .target(name: "FeedKit", dependencies: ["Binding"]),
        .executableTarget(
            name: "GallerySample", dependencies: ["SampleSupport", "SearchKit", "FeedKit", "Binding", "BindingGtk"],
            plugins: ["GResourcePlugin", "TranslationsPlugin"]),
        .testTarget(name: "GallerySampleTests", dependencies: ["SampleSupport", "SearchKit", "FeedKit", "GallerySample", "Binding", "BindingTesting", "BindingGtk", "BindingGtkTesting"]),

        .testTarget(name: "SampleSupportTests", dependencies: ["SampleSupport", "SampleSupportGLib"]),

        // The tests of the three layers mirror their targets. Tests that check behaviour across the
        // layers as apps see it (RxSwift fidelity, randomized models, semantics, thread safety, memory,
        // the API smoke test) stay in BindingTests, which imports the umbrella. The helpers several of
        // these test targets share (recorders, counters, waiting, seeded generators) are `package`
        // declarations of the test kit BindingTesting (its PackageTests folder): no user sees them.
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore", "BindingTesting"]),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "ReactiveCore", "BindingTesting"]),
        .testTarget(name: "ObservableCollectionsTests", dependencies: ["ObservableCollections", "MVVM", "ReactiveCore", "BindingTesting"]),
        .testTarget(name: "BindingTests", dependencies: ["Binding", "ReactiveCore", "MVVM", "ObservableCollections", "BindingTesting"]),
        // The GLib layer on its own: no GTK in the process.
        .testTarget(name: "BindingGLibTests", dependencies: ["BindingGLib", "Binding", "BindingTesting", "CGLib"]),
        // A test fixture: the window-less application the single-instance tests launch (as
        // `BuiltExecutable(named:)`) as a first and a second instance.
        .executableTarget(name: "SingleInstanceProbe", dependencies: ["BindingGtk"], path: "Tests/Fixtures/SingleInstanceProbe"),
        // Its Resources/ folder is compiled by GResourcePlugin: the generated outlets and bundle are under test.
        .testTarget(
            name: "BindingGtkTests", dependencies: ["BindingGtk", "BindingGtkTesting", "Binding", "BindingTesting", "CGLib"],
            plugins: ["GResourcePlugin"]),
        // The plugin's tool: the id rule, the .ui scan and the manifests, with their build errors.
        .testTarget(name: "GResourceToolTests", dependencies: ["GResourceToolCore"]),
        .testTarget(name: "TranslationsToolTests", dependencies: ["TranslationsToolCore"]),
    ],
    swiftLanguageModes: [.v6]
)

// The GTK 4 and libadwaita front end: its C views and libraries, declared unless the environment variable
// BINDING_WITHOUT_GTK4 is set (to anything but "" or "0"). `swift build` and `swift test` build every target
// of the root package, and a target importing a system library whose pkg-config file is missing fails to
// compile, so a machine without libgtk-4-dev and libadwaita-1-dev builds and tests the rest with
// BINDING_WITHOUT_GTK4=1 (Scripts/ensure-dependencies.sh says when to). An app depending on this package
// builds only the products it uses: a GTK 3 app never compiles these. Their tests, the GTK 4 samples and the
// GTK 4 benchmark are the package in Gtk4Tests/, because GTK 3 and GTK 4 cannot share the one test process
// `swift test` links. No target depends on both toolkits.
let withoutGtk4 = !["", "0"].contains(Context.environment["BINDING_WITHOUT_GTK4"] ?? "")
if !withoutGtk4 {
    package.products += [
        .library(name: "BindingGtk4", targets: ["BindingGtk4"]),
        .library(name: "BindingAdwaita", targets: ["BindingAdwaita"]),
        .library(name: "BindingGtk4Testing", targets: ["BindingGtk4Testing"]),
    ]
    package.targets += [
        // C view of GTK 4 (pkg-config gtk4): what does not import into Swift (casts, macros).
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // C view of libadwaita 1 (pkg-config libadwaita-1).
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        // GTK 4 widgets as bindable control properties and events, on the GLib layer (re-exported).
        // Never depends on BindingGtk or CGtk: GTK 3 and GTK 4 cannot share a process.
        .target(
            name: "BindingGtk4", dependencies: ["Binding", "BindingGLib", "CGLib", "CGtk4"],
            exclude: ["Generated/README.md"]),
        // libadwaita's widgets and application on BindingGtk4.
        .target(name: "BindingAdwaita", dependencies: ["BindingGtk4", "CAdwaita", "CGtk4"], exclude: ["Generated/README.md"]),
        // The GTK 4 test kit, for tests only: GTK 4 under Xvfb (failing clearly without a display),
        // finding widgets, pumping the loop, simulated input, screenshots.
        .target(name: "BindingGtk4Testing", dependencies: ["BindingGtk4", "CGtk4"]),
    ]
}
