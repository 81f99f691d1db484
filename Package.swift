// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StoreFlowable",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "StoreFlowable", targets: ["StoreFlowable"]),
        .executable(name: "storeflowable-benchmarks", targets: ["StoreFlowableBenchmarks"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "StoreFlowable"),
        .executableTarget(
            name: "StoreFlowableBenchmarks",
            dependencies: ["StoreFlowable"],
            path: "Benchmarks"
        ),
        .testTarget(name: "StoreFlowableTests", dependencies: ["StoreFlowable"]),
    ],
    swiftLanguageModes: [.v6]
)
