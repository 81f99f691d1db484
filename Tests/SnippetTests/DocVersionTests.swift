import Foundation
import StoreFlowable
import Testing

/// The version the docs give, to depend on a release or in the README's last section, is the package's.
@Suite struct DocVersionTests {
    @Test(arguments: ["README.md", "\(SnippetLayout.catalog)/GettingStarted.md"])
    func everyVersionTheDocGivesIsThePackagesVersion(doc: String) throws {
        let text = try String(contentsOf: PackageRoot.url(doc), encoding: .utf8)
        let versions =
            text.matches(of: /from: "([0-9]+\.[0-9]+\.[0-9]+)"/).map { String($0.output.1) }
            + text.matches(of: /[Vv]ersion ([0-9]+\.[0-9]+\.[0-9]+)/).map { String($0.output.1) }

        #expect(!versions.isEmpty, "\(doc) gives no version")
        for version in versions {
            #expect(version == StoreFlowableVersion.string, "\(doc) gives \(version)")
        }
    }

    @Test func theReadmeSaysHowToDependOnARelease() throws {
        let readme = try String(contentsOf: PackageRoot.url("README.md"), encoding: .utf8)

        #expect(
            readme.contains(
                #".package(url: "file:///path/to/StoreFlowable", from: "\#(StoreFlowableVersion.string)")"#))
        #expect(readme.contains("Version \(StoreFlowableVersion.string) (`StoreFlowableVersion.string`"))
    }
}
