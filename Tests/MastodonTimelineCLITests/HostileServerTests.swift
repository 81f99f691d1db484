import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

/// The built program against a hostile loopback server: what it cannot take fails in one line naming the
/// request, exit 1, and the cache keeps what it had.
@Suite struct HostileServerTests {
    @Test func givenAServerSendingMoreThanTheLimit_whenRun_thenOneLineNamesTheURLAndTheCacheKeepsWhatItHad()
        async throws
    {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-\(UUID().uuidString)")
        let server = try LoopbackServer()
        defer { server.stop() }
        let page = StatusPayload.page([StatusPayload.status(id: 1, text: "kept")])
        let huge = "[" + String(repeating: " ", count: 17 << 20) + "]"
        let hostile = Locked(true)
        server.handler = { _ in .json(hostile.withLock { $0 } ? huge : page) }
        let arguments = ["--instance", server.baseURL.absoluteString, "--cache", cache.path]
        let line =
            "The response to GET \(server.baseURL.absoluteString)/api/v1/timelines/public is larger than 16 MB; "
            + "it was not read"

        let refused = try await BuiltExecutable.run(arguments)
        hostile.withLock { $0 = false }
        #expect(try await BuiltExecutable.run(arguments).status == 0)
        hostile.withLock { $0 = true }
        let cached = try await BuiltExecutable.run(arguments)

        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(refused.errorOutput == "error: \(line)\n")
        #expect(cached.status == 0)
        #expect(cached.output.contains("kept"))
        #expect(cached.errorOutput == "warning: \(line); showing the cached timeline\n")
    }

    @Test func givenAServerSendingAHundredStatusesForTwenty_whenRun_thenTwentyShowWithOneWarning()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        let page = StatusPayload.page((1...100).reversed().map { StatusPayload.status(id: $0) })
        server.handler = { _ in .json(page) }

        let run = try await BuiltExecutable.run([
            "--instance", server.baseURL.absoluteString, "--limit", "20",
        ])

        #expect(run.status == 0)
        #expect(run.output.contains("\n[20] "))
        #expect(!run.output.contains("[21] "))
        #expect(run.errorOutput == "warning: left out 80 statuses: the server sent 80 past the 20 shown\n")
    }

    @Test func givenAnIDOfDots_whenShowingThatStatus_thenTheRequestStaysOnTheStatusPath() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(StatusPayload.object(["error": "Record not found"]), status: 404) }

        let run = try await BuiltExecutable.run(["status", "..", "--instance", server.baseURL.absoluteString])

        #expect(run.status == 1)
        #expect(server.requests.first?.target == "/api/v1/statuses/%2E%2E")
    }
}
