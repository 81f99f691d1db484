import Foundation
import Testing

/// The manifest blocks of the README and the articles cannot compile inside this package: each is written
/// to a package of its own, next to a `StoreFlowable` folder that is this package, and loaded there with
/// its dependency, as a reader's package would be.
@Suite struct ManifestSnippetTests {
    /// Every manifest block, and every target block of a manifest, of the README and the articles.
    static let blocks: [DocBlock] = {
        let docs = SnippetLayout.files.keys.sorted()
        return docs.flatMap { (try? DocBlock.blocks(inDoc: $0)) ?? [] }.filter { $0.kind != .source }
    }()

    @Test func theDocsHaveTheirManifestBlocks() {
        // GettingStarted's and the README's manifests, and StoreFlowableTesting's test target.
        #expect(Self.blocks.filter { $0.kind == .manifest }.count >= 2)
        #expect(Self.blocks.filter { $0.kind == .manifestPart }.count >= 1)
    }

    @Test(.timeLimit(.minutes(10)), arguments: blocks)
    func theManifestLoadsWithThisPackageAsItsDependency(block: DocBlock) async throws {
        let folder = TemporaryFolder()
        let package = try await ManifestPackage.make(block, in: folder.url)

        // Loads the package graph: the manifest, this package's, and the products each target names.
        let loaded = try await ManifestPackage.swiftPackage(["show-dependencies"], in: package)

        #expect(loaded.status == 0, "\(block.location): the manifest does not load: \(loaded.errorOutput)")
    }

    @Test(.timeLimit(.minutes(10)))
    func theTestTargetOfTheTestingPageDependsOnWhatAppTestsDependsOn() async throws {
        let block = try #require(
            Self.blocks.first { $0.kind == .manifestPart && $0.doc.hasSuffix("StoreFlowableTesting.md") })
        let folder = TemporaryFolder()
        let package = try await ManifestPackage.make(block, in: folder.url)
        let documented = try await ManifestPackage.targets(of: package).first { $0.type == "test" }

        let scratch = TemporaryFolder()
        let here = try await ManifestPackage.targets(of: PackageRoot.url, scratch: scratch.url)
        let appTests = try #require(here.first { $0.name == "AppTests" })

        #expect(documented?.name == appTests.name)
        #expect(Set(documented?.dependencies ?? []) == Set(appTests.dependencies))
    }
}
