import Foundation
import LoopbackHTTP
import Testing

/// The built program against a loopback server whose answers break HTTP, or page deep as JSON: oversized
/// headers and a body cut short each fail in one line saying what went wrong (never `URL error -1`), and
/// `--format json` over several pages prints its list once, in one line.
@Suite(.timeLimit(.minutes(10)))
struct HostileTransportTests {
    @Test(arguments: [
        (
            LoopbackResponse.json("[]", headers: [("X-Padding", String(repeating: "a", count: 200_000))]),
            "response headers too large"
        ),
        (
            LoopbackResponse.json(
                "[]", headers: (0..<400).map { ("X-Padding-\($0)", String(repeating: "a", count: 1_000)) }),
            "response headers too large"
        ),
        (
            LoopbackResponse.json("[]", delivery: .cutShort(missing: 98)),
            "the response ended before its stated length"
        ),
    ])
    func givenABrokenAnswer_whenRun_thenOneLineSaysWhatWentWrong(response: LoopbackResponse, reason: String)
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in response }

        let run = try await BuiltExecutable.run(["--instance", server.baseURL.absoluteString, "--no-cache"])

        #expect(run.reason == .exit)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput
                == "error: Network error: GET \(server.url("/api/v1/timelines/public")): \(reason)\n")
    }

    /// A timeline of `count` statuses, newest first, paged by `max_id` with `Link` headers.
    private static func pagedServer(count: Int) throws -> LoopbackServer {
        let server = try LoopbackServer()
        let port = server.port
        server.handler = { request in
            let query = URLComponents(string: request.target)?.queryItems ?? []
            let limit = query.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 20
            let below = query.first { $0.name == "max_id" }?.value.flatMap(Int.init) ?? count + 1
            let ids = Array(stride(from: below - 1, through: 1, by: -1).prefix(limit))
            var headers: [(name: String, value: String)] = []
            if let last = ids.last, last > 1 {
                let next = "http://127.0.0.1:\(port)/api/v1/timelines/public?limit=\(limit)&max_id=\(last)"
                headers.append(("Link", "<\(next)>; rel=\"next\""))
            }
            return .json(StatusPayload.page(ids.map { StatusPayload.status(id: $0) }), headers: headers)
        }
        return server
    }

    @Test func givenFivePagesAsJSON_whenRun_thenOneLineHoldsTheWholeListOnce() async throws {
        let server = try Self.pagedServer(count: 200)
        defer { server.stop() }

        let run = try await BuiltExecutable.run([
            "--instance", server.baseURL.absoluteString, "--no-cache", "--pages", "5", "--limit", "20",
            "--format", "json",
        ])

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines.last?.isEmpty == true, "one line, then its newline")
        let object = try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "completed")
        #expect(object?["ids"] as? [String] == (101...200).reversed().map(String.init))
        #expect((object?["items"] as? [Any])?.count == 100)
        #expect(server.requests.count == 5)
    }
}
