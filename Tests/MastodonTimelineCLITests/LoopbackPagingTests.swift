import Foundation
import LoopbackHTTP
import Testing

/// A real instance behind a loopback server: redirects on a later page, stalled bodies.
@Suite struct LoopbackPagingTests {
    static let token = "cli-secret-token"

    @Test func givenTheSecondPageRedirectsToAnotherOrigin_whenPaging_thenRefusedAndThePageShownStays()
        async throws
    {
        let instance = try LoopbackServer()
        let other = try LoopbackServer(host: "127.0.0.2")
        defer {
            instance.stop()
            other.stop()
        }
        let next = instance.url("/api/v1/timelines/public?max_id=1")
        let elsewhere = other.url("/api/v1/timelines/public?max_id=1")
        instance.handler = { request in
            guard request.target == "/api/v1/timelines/public" else { return .redirect(302, to: elsewhere) }
            return .json(
                StatusPayload.page([StatusPayload.status(id: 2), StatusPayload.status(id: 1)]),
                headers: [("Link", "<\(next)>; rel=\"next\"")])
        }
        other.handler = { _ in .json("[]") }

        for format in ["human", "json"] {
            let run = await CommandRun.run(
                ["--instance", instance.baseURL.absoluteString, "--pages", "3", "--format", format],
                environment: ["MASTODON_ACCESS_TOKEN": Self.token])

            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: Refused to follow a redirect to another origin: http://127.0.0.2:\(other.port)"
                ])
            if format == "human" {
                #expect(run.output.contains("[1] Alice @alice"))
                #expect(run.output.contains("[2] Alice @alice"))
            } else {
                let last = try #require(try run.jsonLines().last)
                #expect(last["ids"] as? [String] == ["2", "1"])
                #expect(last["next"] as? String == "error")
            }
        }
        #expect(instance.requests.count == 4)
        #expect(instance.requests.allSatisfy { $0.header("Authorization") == "Bearer \(Self.token)" })
        #expect(other.connectionCount == 0)
        #expect(!other.requests.contains { $0.header("Authorization") != nil })
    }

    @Test(arguments: [LoopbackResponse.Delivery.stallAfterHeaders, .stallBeforeHeaders])
    func givenAStalledResponse_whenLoadingWithATimeout_thenFailsInTimeNamingTheRequest(
        delivery: LoopbackResponse.Delivery
    ) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(StatusPayload.page([StatusPayload.status(id: 1)]), delivery: delivery) }
        let run = await CommandRun.run(
            ["--instance", server.baseURL.absoluteString, "--timeout", "0.5", "--limit", "5"])

        // The error line names the 0.5 s limit, which only the --timeout deadline produces (the default
        // is 30 s); how long the run took is not asserted, since machines and sanitizers differ.
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: Network error: GET \(server.url("/api/v1/timelines/public?limit=5")) timed out after 0.5s"
            ])
        #expect(server.requests.count == 1)
    }
}
