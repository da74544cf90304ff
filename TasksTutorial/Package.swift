// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tasks",
    dependencies: [
        // The library, cloned next to this folder (it has no public URL yet).
        .package(path: "../binding"),
    ],
    targets: [
        .executableTarget(
            name: "Tasks",
            dependencies: [
                .product(name: "Binding", package: "binding"),      // view models, no GTK
                .product(name: "BindingGtk", package: "binding"),   // windows and widgets
            ],
            // Compiles tasks.gresource.xml's files into the executable, with typed outlets.
            plugins: [.plugin(name: "GResourcePlugin", package: "binding")]
        ),
        .testTarget(
            name: "TasksTests",
            dependencies: [
                "Tasks",
                .product(name: "BindingGtk", package: "binding"),
                .product(name: "BindingGtkTesting", package: "binding"),   // GTK tests
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
// end of the tutorial's manifest

// Above is the manifest the DocC tutorial "Build a task list" shows (Sources/Binding/Binding.docc);
// `bash Scripts/check-tutorial.sh` checks that the tutorial's files equal this package's, builds it
// and runs its tests. In the repository the app is built once per chapter of the tutorial (Tasks1:
// a view model and a window from a .ui file; Tasks2: a list with a filter; Tasks3: a validated
// form; Tasks: a command with a keyboard shortcut, tested by TasksTests), against this checkout.
// A `.package(path:)` dependency's identity is the name of its folder, here the folder the
// repository was cloned into, so it is read from this file's path.
let library = String(#filePath.split(separator: "/").dropLast(2).last ?? "binding")

func chapter(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Binding", package: library),
            .product(name: "BindingGtk", package: library),
        ],
        plugins: [.plugin(name: "GResourcePlugin", package: library)]
    )
}

package.dependencies = [.package(path: "..")]
package.targets = ["Tasks1", "Tasks2", "Tasks3", "Tasks"].map(chapter) + [
    .testTarget(
        name: "TasksTests",
        dependencies: [
            "Tasks",
            .product(name: "BindingGtk", package: library),
            .product(name: "BindingGtkTesting", package: library),
        ]
    ),
]
