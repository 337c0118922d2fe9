// swift-tools-version: 6.0
import PackageDescription

// The benchmarks: a separate package, so the product itself keeps zero dependencies. It uses the
// root package by path (the same factory and registry `walkthrough` uses) and two peers a team
// might wire modules with instead: Swinject and swift-dependencies. See Docs/Performance.md.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "ModularNavigation", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "AppCore", package: "ModularNavigation"),
                .product(name: "Assets", package: "ModularNavigation"),
                .product(name: "AssetsInterface", package: "ModularNavigation"),
                .product(name: "CoreInterfaces", package: "ModularNavigation"),
                .product(name: "DataFile", package: "ModularNavigation"),
                .product(name: "FeatureRuntime", package: "ModularNavigation"),
                .product(name: "Issues", package: "ModularNavigation"),
                .product(name: "IssuesInterface", package: "ModularNavigation"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Sources/benchmarks"
        ),
        .target(name: "BenchmarkSupport", path: "Sources/BenchmarkSupport"),
        .executableTarget(name: "build-report", dependencies: ["BenchmarkSupport"], path: "Sources/build-report"),
        .executableTarget(name: "isolation-cost", dependencies: ["BenchmarkSupport"], path: "Sources/isolation-cost"),
        .executableTarget(
            name: "declarations-met", dependencies: ["BenchmarkSupport"], path: "Sources/declarations-met"),
        .executableTarget(name: "data-scale", dependencies: ["BenchmarkSupport"], path: "Sources/data-scale"),
        .executableTarget(name: "floor-startup", path: "Sources/floor-startup"),
        .executableTarget(name: "module-scale", dependencies: ["BenchmarkSupport"], path: "Sources/module-scale"),
        .executableTarget(name: "real-packages", dependencies: ["BenchmarkSupport"], path: "Sources/real-packages"),
        .executableTarget(name: "tutorial-check", dependencies: ["BenchmarkSupport"], path: "Sources/tutorial-check"),
        .executableTarget(
            name: "walkthrough-startup",
            dependencies: [.product(name: "AppCore", package: "ModularNavigation")],
            path: "Sources/walkthrough-startup"
        ),
    ]
)
