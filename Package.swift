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
            dependencies: [
                "StoreFlowable", "StoreFlowableSQLite", "CSQLite", "MastodonAPI", "HeapStats", "LoopbackHTTP",
            ],
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
                "LoopbackHTTP", "ChildProcesses",
            ]
        ),
        .target(name: "LoopbackHTTP", dependencies: ["StoreFlowable"], path: "Tests/LoopbackHTTP"),
        .target(name: "ChildProcesses", dependencies: ["StoreFlowable"], path: "Tests/ChildProcesses"),
        .testTarget(
            name: "MastodonAPITests",
            dependencies: ["MastodonAPI", "MastodonDemoInstance", "StoreFlowable", "LoopbackHTTP"]
        ),
        .testTarget(
            name: "MastodonDemoInstanceTests",
            dependencies: ["MastodonDemoInstance", "StoreFlowable"]
        ),
        // The README's and the DocC articles' code, in the files and targets their text describes; the
        // snippet tests check that each block is in them verbatim and run the programs.
        .executableTarget(
            name: "GettingStartedSnippet", dependencies: ["StoreFlowable"],
            path: "Tests/Snippets/GettingStarted"),
        .executableTarget(
            name: "ReadmeUsageSnippet", dependencies: ["StoreFlowable"], path: "Tests/Snippets/ReadmeUsage"),
        .executableTarget(
            name: "ReadmeStoreSnippet",
            dependencies: ["StoreFlowable", "StoreFlowableSQLite"],
            path: "Tests/Snippets/ReadmeStore"
        ),
        .target(
            name: "ArticleSnippets",
            dependencies: ["StoreFlowable", "StoreFlowableSQLite"],
            path: "Tests/Snippets/Articles"
        ),
        // The app and test target of *Testing code that uses StoreFlowable*; AppTests depends on what
        // StoreFlowableTesting's landing page declares.
        .target(name: "App", dependencies: ["StoreFlowable"], path: "Tests/Snippets/TestingArticle/App"),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "StoreFlowable", "StoreFlowableTesting"],
            path: "Tests/Snippets/TestingArticle/AppTests"
        ),
        .testTarget(
            name: "SnippetTests",
            dependencies: [
                "ArticleSnippets", "GettingStartedSnippet", "ReadmeUsageSnippet", "ReadmeStoreSnippet",
                "StoreFlowable", "StoreFlowableSQLite", "StoreFlowableTesting", "ChildProcesses",
            ]
        ),
        .testTarget(
            name: "MastodonTimelineCLITests",
            dependencies: [
                "MastodonTimelineCLI", "MastodonDemoInstance", "MastodonAPI", "StoreFlowable",
                "StoreFlowableTesting",
                "LoopbackHTTP", "ChildProcesses",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
