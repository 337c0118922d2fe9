// swift-tools-version: 6.0
import PackageDescription

// The module graph. Feature modules (Assets, Issues) depend on CoreInterfaces only;
// the App (AppCore, and the `walkthrough` executable around it) is the one place that knows every
// module. See Docs/Architecture.md.
let package = Package(
    name: "ModularNavigation",
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "Assets", targets: ["Assets"]),
        .library(name: "CoreInterfaces", targets: ["CoreInterfaces"]),
        .library(name: "Issues", targets: ["Issues"]),
        .executable(name: "walkthrough", targets: ["App"]),
    ],
    targets: [
        .target(name: "CoreInterfaces", path: "CoreInterfaces"),
        .target(name: "Assets", dependencies: ["CoreInterfaces"], path: "Modules/Assets"),
        .target(name: "Issues", dependencies: ["CoreInterfaces"], path: "Modules/Issues"),
        .target(name: "AppCore", dependencies: ["Assets", "CoreInterfaces", "Issues"], path: "App/Core"),
        .executableTarget(name: "App", dependencies: ["AppCore"], path: "App/Main"),

        .target(name: "TestSupport", dependencies: ["CoreInterfaces"], path: "Tests/TestSupport"),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "AppCore", "Assets", "CoreInterfaces", "Issues"],
            path: "Tests/AppTests",
            exclude: ["Transcripts"]
        ),
        .testTarget(name: "AssetsTests", dependencies: ["Assets", "CoreInterfaces", "TestSupport"], path: "Tests/AssetsTests"),
        .testTarget(name: "CoreInterfacesTests", dependencies: ["CoreInterfaces", "TestSupport"], path: "Tests/CoreInterfacesTests"),
        .testTarget(name: "IsolationCheckTests", path: "Tests/IsolationCheckTests"),
        .testTarget(name: "IssuesTests", dependencies: ["CoreInterfaces", "Issues", "TestSupport"], path: "Tests/IssuesTests"),
    ]
)
