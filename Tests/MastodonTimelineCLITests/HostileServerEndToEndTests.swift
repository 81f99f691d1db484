import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

/// The hostile payloads of issue 26 against the built program, process boundary included: a self-boost,
/// a boost of a boost and a 500-deep chain of boosts never crash a run or the runs after it (offline, from
/// the cache), and never bloat the cache.
@Suite struct HostileServerEndToEndTests {
    /// Boosts nested `depth` deep around status 1.
    private static func chain(depth: Int, top: Int) -> String {
        var json = CyclicBoostTests.status("1")
        for level in 0..<depth { json = CyclicBoostTests.status("\(top + level)", reblog: json) }
        return json
    }

    @Test func givenCyclicAndDeepBoosts_whenRunOnlineThenOffline_thenEveryRunEndsWellAndTheCacheStaysSmall()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        let page =
            "[" + CyclicBoostTests.page.dropFirst().dropLast() + "," + Self.chain(depth: 500, top: 1_000)
            + "]"
        let online = Locked(true)
        server.handler = { _ in
            online.withLock { $0 } ? .json(page) : .json(#"{"error":"maintenance"}"#, status: 404)
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-\(UUID().uuidString)")
        let arguments = ["--instance", server.baseURL.absoluteString, "--cache", cache.path]

        let first = try await BuiltExecutable.run(arguments)
        online.withLock { $0 = false }
        let offline = try await BuiltExecutable.run(arguments)

        for run in [first, offline] {
            #expect(run.reason == .exit)
            #expect(run.status == 0, "\(run.errorOutput)")
            #expect(run.output.contains("post 20"))
            #expect(!run.output.contains("post 30"))
        }
        #expect(first.errorOutput.contains("a boost of itself"))
        let files = FileManager.default.enumerator(at: cache, includingPropertiesForKeys: [.fileSizeKey])
        let bytes = (files?.allObjects as? [URL] ?? []).reduce(0) { total, url in
            total + ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
        #expect(bytes < 2_000_000, "the cache holds \(bytes) bytes")
    }
}
