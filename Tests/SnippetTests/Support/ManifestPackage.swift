import Foundation
import Testing

/// A package made of a doc's manifest block, next to a `StoreFlowable` folder that is this package, so that
/// its `.package(path: "../StoreFlowable")` depends on this package, as in a reader's checkout.
enum ManifestPackage {
    /// A package in `folder` with `block` as its manifest (a target block inside a manifest of an app
    /// target, `App`), and an empty source file for each of its targets.
    static func make(_ block: DocBlock, in folder: URL) async throws -> URL {
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("StoreFlowable"), withDestinationURL: PackageRoot.url)
        let package = folder.appendingPathComponent("Reader")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let manifest = block.kind == .manifest ? block.text : withApp(around: block.text)
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        for target in try await targets(of: package) {
            let isTest = target.type == "test"
            let folder = package.appendingPathComponent(
                target.path ?? "\(isTest ? "Tests" : "Sources")/\(target.name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = target.type == "executable" ? "main.swift" : "\(target.name).swift"
            try Data().write(to: folder.appendingPathComponent(file))
        }
        return package
    }

    /// A manifest with an app target, `App`, and `target`.
    static func withApp(around target: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
            dependencies: [.package(path: "../StoreFlowable")],
            targets: [
                .target(name: "App", dependencies: [.product(name: "StoreFlowable", package: "StoreFlowable")]),
        \(target),
            ]
        )
        """
    }

    /// A target of a manifest, as `swift package dump-package` describes it.
    struct Target {
        let name: String
        let type: String
        let path: String?
        /// The names of the targets and products it depends on.
        let dependencies: [String]
    }

    /// The targets of the package in `package`, from its manifest alone.
    static func targets(of package: URL, scratch: URL? = nil) async throws -> [Target] {
        let scratchArguments = scratch.map { ["--scratch-path", $0.path] } ?? []
        let dump = try await swiftPackage(scratchArguments + ["dump-package"], in: package)
        try #require(dump.status == 0, "swift package dump-package failed: \(dump.errorOutput)")
        let json = try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any]
        let targets = try #require(json?["targets"] as? [[String: Any]])
        return targets.map { target in
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return Target(
                name: target["name"] as? String ?? "", type: target["type"] as? String ?? "",
                path: target["path"] as? String, dependencies: dependencies)
        }
    }

    /// Runs `swift package` with `arguments` in `package`.
    static func swiftPackage(_ arguments: [String], in package: URL) async throws -> ChildProcess.Result {
        let swift = try #require(ChildProcess.executable("swift"), "swift is not in PATH")
        return try await ChildProcess.run(swift, ["package"] + arguments, in: package)
    }
}
