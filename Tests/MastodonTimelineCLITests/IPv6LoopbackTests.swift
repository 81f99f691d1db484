import Foundation
import LoopbackHTTP
import Testing

/// `--instance http://[::1]:PORT` works end to end, through a loopback server listening on `::1`.
@Suite struct IPv6LoopbackTests {
    static let token = "ipv6-secret-token"

    @Test func givenAnInstanceOnIPv6Loopback_whenPaging_thenPagesLoadWithTheToken() async throws {
        guard LoopbackServer.hasIPv6Loopback else {
            Issue.record("this machine has no IPv6 loopback (::1): the IPv6 path is not tested here")
            return
        }
        let server = try LoopbackServer(host: "::1")
        defer { server.stop() }
        let next = server.url("/api/v1/timelines/public?max_id=2")
        server.handler = { request in
            request.target == "/api/v1/timelines/public"
                ? .json(
                    StatusPayload.page([StatusPayload.status(id: 3), StatusPayload.status(id: 2)]),
                    headers: [("Link", "<\(next)>; rel=\"next\"")])
                : .json(StatusPayload.page([StatusPayload.status(id: 1)]))
        }
        #expect(server.baseURL.absoluteString == "http://[::1]:\(server.port)")

        let run = await CommandRun.run(
            ["--instance", server.baseURL.absoluteString, "--pages", "2"],
            environment: ["MASTODON_ACCESS_TOKEN": Self.token])

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput.isEmpty)
        #expect(run.output.hasPrefix("[1] Alice @alice · "))
        #expect(run.output.contains("\n    post 3 plain\n"))
        #expect(run.output.contains("\n[3] Alice @alice · "))
        #expect(run.output.contains("\n    post 1 plain\n"))
        #expect(
            server.requests.map(\.target) == [
                "/api/v1/timelines/public", "/api/v1/timelines/public?max_id=2",
            ])
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer \(Self.token)" })
        #expect(server.requests.first?.header("Host") == "[::1]:\(server.port)")
    }

    @Test func givenAStalledIPv6Instance_whenLoadingWithATimeout_thenTimesOut() async throws {
        guard LoopbackServer.hasIPv6Loopback else {
            Issue.record("this machine has no IPv6 loopback (::1): the IPv6 path is not tested here")
            return
        }
        let server = try LoopbackServer(host: "::1")
        defer { server.stop() }
        server.handler = { _ in .json("[]", delivery: .stallAfterHeaders) }

        let run = await CommandRun.run(["--instance", server.baseURL.absoluteString, "--timeout", "0.3"])

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: Network error: GET \(server.url("/api/v1/timelines/public")) timed out after 0.3s"
            ])
    }

    @Test func givenNothingListensOnTheIPv6Port_whenLoading_thenCannotConnect() async throws {
        guard LoopbackServer.hasIPv6Loopback else {
            Issue.record("this machine has no IPv6 loopback (::1): the IPv6 path is not tested here")
            return
        }
        let server = try LoopbackServer(host: "::1")
        let url = server.baseURL.absoluteString
        server.stop(keepingPort: true)

        let run = await CommandRun.run(["--instance", url])

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: Network error: GET http://[::1]:\(server.port)/api/v1/timelines/public: cannot connect to host"
            ])
    }
}
