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
