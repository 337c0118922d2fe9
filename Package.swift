// swift-tools-version: 6.1
import PackageDescription

// The module graph. CoreInterfaces is the contract between modules and nothing else;
// FeatureRuntime, the small reducer runtime, is a library of its own, as TCA is. Each feature module is one folder
// under Modules/: its interface (Interface/, what other modules may ask of it) beside its
// implementation (Sources/). An interface depends on CoreInterfaces and the interfaces whose
// models it names; an implementation on CoreInterfaces, FeatureRuntime, its own interface and the
// interfaces of the modules it asks for; only the App depends on implementations. The App is five
// targets under App/: the terminal host (TerminalUI, where SwiftUI sits in an app), the data file
// (DataFile) and the navigation tools know no feature module; AppCore, the composition root,
// imports every one; `walkthrough` is its entry point. The isolation checker (Tools/, Plugins/)
// depends on nothing else in the package, and isolation-policy.txt holds every target to its place
// (Docs/Architecture.md, ModuleIsolation.md).
let package = Package(
    name: "ModularNavigation",
    // The oldest systems the apps that copy the pattern ship on; Observation's own floor.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "Assets", targets: ["Assets"]),
        .library(name: "AssetsInterface", targets: ["AssetsInterface"]),
        .library(name: "CoreInterfaces", targets: ["CoreInterfaces"]),
        .library(name: "DataFile", targets: ["DataFile"]),
        .library(name: "FeatureRuntime", targets: ["FeatureRuntime"]),
        .library(name: "FeatureTesting", targets: ["FeatureTesting"]),
        .library(name: "Issues", targets: ["Issues"]),
        .library(name: "IssuesInterface", targets: ["IssuesInterface"]),
        .library(name: "Maintenance", targets: ["Maintenance"]),
        .library(name: "MaintenanceInterface", targets: ["MaintenanceInterface"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "walkthrough", targets: ["App"]),
        .plugin(name: "CheckIsolation", targets: ["CheckIsolationPlugin"]),
    ],
    targets: [
        .target(name: "CoreInterfaces", path: "CoreInterfaces"),
        .target(name: "FeatureRuntime", dependencies: ["CoreInterfaces"], path: "FeatureRuntime"),
        // What a feature module's tests depend on, as TCA ships TestStore: the test store, the spy
        // factory, and the waits and gates a module's tests use.
        .target(name: "FeatureTesting", dependencies: ["CoreInterfaces", "FeatureRuntime"], path: "FeatureTesting"),

        .target(name: "AssetsInterface", dependencies: ["CoreInterfaces"], path: "Modules/Assets/Interface"),
        .target(
            name: "Assets",
            dependencies: ["AssetsInterface", "CoreInterfaces", "FeatureRuntime", "IssuesInterface"],
            path: "Modules/Assets/Sources"
        ),
        .target(name: "IssuesInterface", dependencies: ["CoreInterfaces"], path: "Modules/Issues/Interface"),
        .target(
            name: "Issues",
            dependencies: ["AssetsInterface", "CoreInterfaces", "FeatureRuntime", "IssuesInterface"],
            path: "Modules/Issues/Sources"
        ),
        .target(
            name: "MaintenanceInterface", dependencies: ["CoreInterfaces"], path: "Modules/Maintenance/Interface"),
        .target(
            name: "Maintenance",
            dependencies: [
                "AssetsInterface", "CoreInterfaces", "FeatureRuntime", "IssuesInterface", "MaintenanceInterface",
            ],
            path: "Modules/Maintenance/Sources"
        ),

        .target(name: "TerminalUI", dependencies: ["CoreInterfaces", "FeatureRuntime"], path: "App/TerminalUI"),
        .target(name: "DataFile", dependencies: ["CoreInterfaces"], path: "App/DataFile"),
        .target(
            name: "NavigationTools", dependencies: ["CoreInterfaces", "FeatureRuntime"], path: "App/NavigationTools"),
        .target(
            name: "AppCore",
            dependencies: [
                "Assets", "AssetsInterface", "CoreInterfaces", "DataFile", "FeatureRuntime", "Issues",
                "IssuesInterface", "Maintenance", "MaintenanceInterface", "NavigationTools", "TerminalUI",
            ],
            path: "App/AppCore"
        ),
        .executableTarget(name: "App", dependencies: ["AppCore"], path: "App/Main"),

        .target(name: "IsolationCheck", path: "Tools/IsolationCheck"),
        .executableTarget(
            name: "CheckIsolationTool", dependencies: ["IsolationCheck"], path: "Tools/CheckIsolationTool"),
        .plugin(
            name: "CheckIsolationPlugin",
            capability: .command(
                intent: .custom(
                    verb: "check-isolation",
                    description: "Check that each target depends on and imports only what isolation-policy.txt allows")
            ),
            dependencies: ["CheckIsolationTool"],
            path: "Plugins/CheckIsolationPlugin"
        ),

        .target(name: "TestSupport", dependencies: ["FeatureTesting"], path: "Tests/TestSupport"),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App", "AppCore", "Assets", "AssetsInterface", "CoreInterfaces", "DataFile", "FeatureRuntime",
                "FeatureTesting",
                "Issues", "IssuesInterface", "MaintenanceInterface", "NavigationTools", "TerminalUI", "TestSupport",
            ],
            path: "Tests/AppTests",
            exclude: ["Transcripts"]
        ),
        .testTarget(
            name: "AssetsTests",
            dependencies: [
                "Assets", "AssetsInterface", "CoreInterfaces", "FeatureRuntime", "FeatureTesting", "IssuesInterface",
            ],
            path: "Tests/AssetsTests"),
        .testTarget(
            name: "CoreInterfacesTests",
            dependencies: [
                "AssetsInterface", "CoreInterfaces", "FeatureRuntime", "FeatureTesting", "IssuesInterface",
                "TestSupport",
            ],
            path: "Tests/CoreInterfacesTests"),
        .testTarget(
            name: "DataFileTests",
            dependencies: ["CoreInterfaces", "DataFile", "FeatureTesting", "TestSupport"],
            path: "Tests/DataFileTests",
            exclude: ["JSONTestSuite"]
        ),
        .testTarget(name: "IsolationCheckTests", dependencies: ["IsolationCheck"], path: "Tests/IsolationCheckTests"),
        .testTarget(
            name: "IssuesTests",
            dependencies: [
                "AssetsInterface", "CoreInterfaces", "FeatureRuntime", "FeatureTesting", "Issues", "IssuesInterface",
            ],
            path: "Tests/IssuesTests"),
        .testTarget(
            name: "MaintenanceTests",
            dependencies: [
                "AssetsInterface", "CoreInterfaces", "FeatureTesting", "Maintenance", "MaintenanceInterface",
            ],
            path: "Tests/MaintenanceTests"),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["AssetsInterface", "CoreInterfaces", "FeatureRuntime", "TerminalUI"],
            path: "Tests/TerminalUITests"),
        // Reads CoreInterfaces, the feature modules and TestSupport as source, with the toolchain's own
        // compiler: it imports none of them (Docs/Testing.md, "The platform floor").
        .testTarget(name: "PlatformFloorTests", path: "Tests/PlatformFloorTests"),
    ]
)
