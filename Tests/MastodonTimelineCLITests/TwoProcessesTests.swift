import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

/// Several runs of the built program on one cache at once, as two terminals open on one account: pages
/// merged by one and a refresh by another never leave a gap, and a `logout` alongside readers never makes
/// one of them fail.
@Suite struct TwoProcessesTests {
    /// A timeline of `count` statuses, newest first, paged by `max_id` with `Link` headers.
    private static func pagedServer(count: Int) throws -> LoopbackServer {
        let server = try LoopbackServer()
        let newest = 10_000 + count
        server.handler = { [server] request in
            guard request.path == "/api/v1/timelines/public" else {
                return .json(#"{"error":"Record not found"}"#, status: 404)
            }
            let query = URLComponents(string: request.target)?.queryItems ?? []
            let limit = query.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 20
            let below = query.first { $0.name == "max_id" }?.value.flatMap(Int.init) ?? newest + 1
            let ids = Array(stride(from: below - 1, to: 10_000, by: -1).prefix(limit))
            var headers: [(name: String, value: String)] = []
            if let last = ids.last, last > 10_001 {
                let next = server.url("/api/v1/timelines/public?limit=\(limit)&max_id=\(last)")
                headers.append(("Link", "<\(next)>; rel=\"next\""))
            }
            return .json(StatusPayload.page(ids.map { StatusPayload.status(id: $0) }), headers: headers)
        }
        return server
    }

    private static func cacheFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString)").path
    }

    @Test func givenOneRunPagingDeepAndAnotherRefreshing_whenBothEnd_thenTheCachedListHasNoGap() async throws
    {
        let server = try Self.pagedServer(count: 400)
        defer { server.stop() }
        let base = [
            "--instance", server.baseURL.absoluteString, "--cache", Self.cacheFolder(), "--limit", "20",
        ]

        async let deep = BuiltExecutable.run(base + ["--pages", "10", "--format", "json"])
        async let shallow = BuiltExecutable.run(base + ["--pages", "1", "--format", "json"])
        let (paged, refreshed) = try await (deep, shallow)
        server.handler = { _ in .json(#"{"error":"maintenance"}"#, status: 404) }
        let offline = try await BuiltExecutable.run(base + ["--pages", "10", "--format", "json"])

        #expect(paged.status == 0 && refreshed.status == 0)
        let line = try #require(offline.output.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let ids = try #require(object["ids"] as? [String]).compactMap(Int.init)
        #expect(object["cached_at"] != nil)
        #expect(ids.count >= 20)
        // Newest first and contiguous: whatever each process saved, no post is missing in the middle.
        #expect(ids == Array(stride(from: 10_400, to: 10_400 - ids.count, by: -1)))
    }

    @Test func givenReadersRunning_whenLoggingOutAlongside_thenEveryReaderEndsWell() async throws {
        let server = try Self.pagedServer(count: 200)
        defer { server.stop() }
        let folder = Self.cacheFolder()
        let base = ["--instance", server.baseURL.absoluteString, "--cache", folder, "--limit", "20"]
        _ = try await BuiltExecutable.run(base + ["--pages", "2"])

        let results = try await withThrowingTaskGroup(of: BuiltExecutable.Result.self) { group in
            for pages in 1...4 {
                group.addTask { try await BuiltExecutable.run(base + ["--pages", "\(pages)"]) }
            }
            group.addTask {
                try await BuiltExecutable.run([
                    "logout", "--instance", server.baseURL.absoluteString, "--cache", folder,
                ])
            }
            var results: [BuiltExecutable.Result] = []
            for try await result in group { results.append(result) }
            return results
        }

        #expect(results.count == 5)
        for result in results {
            #expect(result.status == 0, "\(result.errorOutput)")
            #expect(!result.errorOutput.contains("error:"), "\(result.errorOutput)")
        }
    }
}
