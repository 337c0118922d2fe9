// swift-tools-version: 6.1
import PackageDescription

// The module graph. Feature modules (each target under Modules/) depend on CoreInterfaces only.
// The App is five targets under App/: the terminal host (TerminalUI, where SwiftUI sits in an
// app), the data file (DataFile) and the navigation tools depend on CoreInterfaces only; AppCore,
// the composition root, imports every feature module; `walkthrough` is its entry point. The
// isolation checker (Tools/, Plugins/) depends on nothing else in the package, and
// isolation-policy.txt holds every target to its place (Docs/Architecture.md, ModuleIsolation.md).
let package = Package(
    name: "ModularNavigation",
    // The oldest systems the apps that copy the pattern ship on; Observation's own floor.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "Assets", targets: ["Assets"]),
        .library(name: "CoreInterfaces", targets: ["CoreInterfaces"]),
        .library(name: "DataFile", targets: ["DataFile"]),
        .library(name: "Issues", targets: ["Issues"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "walkthrough", targets: ["App"]),
        .plugin(name: "CheckIsolation", targets: ["CheckIsolationPlugin"]),
    ],
    targets: [
        .target(name: "CoreInterfaces", path: "CoreInterfaces"),
        .target(name: "Assets", dependencies: ["CoreInterfaces"], path: "Modules/Assets"),
        .target(name: "Issues", dependencies: ["CoreInterfaces"], path: "Modules/Issues"),
        .target(name: "TerminalUI", dependencies: ["CoreInterfaces"], path: "App/TerminalUI"),
        .target(name: "DataFile", dependencies: ["CoreInterfaces"], path: "App/DataFile"),
        .target(name: "NavigationTools", dependencies: ["CoreInterfaces"], path: "App/NavigationTools"),
        .target(
            name: "AppCore",
            dependencies: ["Assets", "CoreInterfaces", "DataFile", "Issues", "NavigationTools", "TerminalUI"],
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

        .target(name: "TestSupport", dependencies: ["CoreInterfaces"], path: "Tests/TestSupport"),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App", "AppCore", "Assets", "CoreInterfaces", "DataFile", "Issues", "NavigationTools", "TerminalUI",
                "TestSupport",
            ],
            path: "Tests/AppTests",
            exclude: ["Transcripts"]
        ),
        .testTarget(
            name: "AssetsTests", dependencies: ["Assets", "CoreInterfaces", "TestSupport"], path: "Tests/AssetsTests"),
        .testTarget(
            name: "CoreInterfacesTests", dependencies: ["CoreInterfaces", "TestSupport"],
            path: "Tests/CoreInterfacesTests"),
        .testTarget(
            name: "DataFileTests",
            dependencies: ["CoreInterfaces", "DataFile", "TestSupport"],
            path: "Tests/DataFileTests",
            exclude: ["JSONTestSuite"]
        ),
        .testTarget(name: "IsolationCheckTests", dependencies: ["IsolationCheck"], path: "Tests/IsolationCheckTests"),
        .testTarget(
            name: "IssuesTests", dependencies: ["CoreInterfaces", "Issues", "TestSupport"], path: "Tests/IssuesTests"),
        .testTarget(
            name: "TerminalUITests", dependencies: ["CoreInterfaces", "TerminalUI"],
            path: "Tests/TerminalUITests"),
        // Reads CoreInterfaces, the feature modules and TestSupport as source, with the toolchain's own
        // compiler: it imports none of them (Docs/Testing.md, "The platform floor").
        .testTarget(name: "PlatformFloorTests", path: "Tests/PlatformFloorTests"),
    ]
)
