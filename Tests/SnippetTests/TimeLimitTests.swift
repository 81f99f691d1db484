import Foundation
import Testing

/// A time limit in the tests only catches a hang. The whole suite runs at once on a machine that may be
/// busy, so one test can take minutes without anything being wrong: CI once failed on a one-minute limit
/// that a test doing three requests on a test clock passed, with the other 950 tests running beside it.
@Suite struct TimeLimitTests {
    static let shortest = 10

    @Test func everyTimeLimitInTheTestsIsAtLeastTenMinutes() throws {
        let tests = PackageRoot.url("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        var limits = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /\.timeLimit\(\.minutes\(([0-9]+)\)\)/) {
                limits += 1
                let minutes = try #require(Int(match.output.1))
                #expect(
                    minutes >= Self.shortest, "\(file.lastPathComponent) limits a test to \(minutes) minutes")
            }
        }
        #expect(limits > 0, "no time limit found: the pattern no longer matches how the tests spell one")
    }
}
