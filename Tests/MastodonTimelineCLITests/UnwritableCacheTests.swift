import Foundation
import Testing

/// A cache that cannot be written never costs the user what was fetched: whatever the file-size limit
/// (`ulimit -f`) the cache's writes meet, the run shows the timeline, warns once and exits 0.
@Suite(
    .disabled(
        if: ThreadSanitizerRuntime.isLoaded,
        "the thread sanitizer's runtime in the program under test dies of a bus error under a file-size limit"
    )
)
struct UnwritableCacheTests {
    @Test func givenFileSizeLimitsThatStopTheCacheAtEachStep_whenRun_thenTheTimelineShowsWithOneWarning()
        async throws
    {
        var writeFailures = 0
        // In 512-byte blocks: from too small to open the cache, through too small for its first page.
        for blocks in stride(from: 64, through: 320, by: 32) {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
                "unwritable-\(UUID().uuidString)")
            let result = try await BuiltExecutable.run(
                ["--cache", cache.path, "--limit", "5"], environment: ProcessInfo.processInfo.environment,
                shellSetup: "ulimit -f \(blocks)")
            let (shown, warned) = (result.output, result.errorOutput)

            #expect(result.status == 0, "ulimit -f \(blocks): \(warned)")
            #expect(shown.contains("\n[5] ") || shown.hasPrefix("[5] "), "ulimit -f \(blocks)")
            #expect(!shown.contains("[6] "), "ulimit -f \(blocks)")
            #expect(shown.components(separatedBy: "[1] ").count == 2, "printed once, ulimit -f \(blocks)")
            let lines = warned.split(separator: "\n")
            #expect(lines.count <= 1, "ulimit -f \(blocks): \(warned)")
            if warned.contains("the cache cannot be written") { writeFailures += 1 }
        }
        #expect(writeFailures > 0, "no limit stopped a write after the cache opened")
    }
}
