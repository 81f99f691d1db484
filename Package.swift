// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StoreFlowable",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "StoreFlowable", targets: ["StoreFlowable"]),
        .library(name: "StoreFlowableSQLite", targets: ["StoreFlowableSQLite"]),
        .library(name: "StoreFlowableTesting", targets: ["StoreFlowableTesting"]),
        .library(name: "MastodonAPI", targets: ["MastodonAPI"]),
        .library(name: "MastodonDemoInstance", targets: ["MastodonDemoInstance"]),
        .executable(name: "storeflowable-benchmarks", targets: ["StoreFlowableBenchmarks"]),
        .executable(name: "mastodon-timeline", targets: ["MastodonTimeline"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "StoreFlowable"),
        .target(name: "StoreFlowableTesting", dependencies: ["StoreFlowable"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "StoreFlowableSQLite", dependencies: ["StoreFlowable", "CSQLite"]),
        .target(name: "MastodonAPI", dependencies: ["StoreFlowable"], path: "Example/MastodonAPI"),
        .target(
            name: "MastodonDemoInstance",
            dependencies: ["StoreFlowable"],
            path: "Example/MastodonDemoInstance"
        ),
        .target(
            name: "MastodonTimelineCLI",
            dependencies: ["StoreFlowable", "StoreFlowableSQLite", "MastodonAPI", "MastodonDemoInstance"],
            path: "Example/MastodonTimelineCLI"
        ),
        .executableTarget(
            name: "MastodonTimeline",
            dependencies: ["MastodonTimelineCLI"],
            path: "Example/mastodon-timeline"
        ),
        .executableTarget(
            name: "StoreFlowableBenchmarks",
            dependencies: ["StoreFlowable", "StoreFlowableSQLite", "CSQLite", "MastodonAPI", "HeapStats"],
            path: "Benchmarks",
            exclude: ["HeapStats"]
        ),
        .target(name: "HeapStats", path: "Benchmarks/HeapStats"),
        .testTarget(name: "StoreFlowableTests", dependencies: ["StoreFlowable", "StoreFlowableTesting"]),
        .testTarget(
            name: "StoreFlowableTestingTests", dependencies: ["StoreFlowableTesting", "StoreFlowable"]),
        .executableTarget(
            name: "SQLiteCrashWriter",
            dependencies: ["StoreFlowableSQLite", "StoreFlowable"],
            path: "Tests/SQLiteCrashWriter"
        ),
        .testTarget(
            name: "StoreFlowableSQLiteTests",
            dependencies: [
                "StoreFlowableSQLite", "StoreFlowable", "StoreFlowableTesting", "SQLiteCrashWriter",
            ]
        ),
        .target(name: "LoopbackHTTP", dependencies: ["StoreFlowable"], path: "Tests/LoopbackHTTP"),
        .testTarget(
            name: "MastodonAPITests",
            dependencies: ["MastodonAPI", "MastodonDemoInstance", "StoreFlowable", "LoopbackHTTP"]
        ),
        .testTarget(
            name: "MastodonDemoInstanceTests",
            dependencies: ["MastodonDemoInstance", "StoreFlowable"]
        ),
        .testTarget(
            name: "MastodonTimelineCLITests",
            dependencies: [
                "MastodonTimelineCLI", "MastodonDemoInstance", "MastodonAPI", "StoreFlowable",
                "StoreFlowableTesting",
                "LoopbackHTTP",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
