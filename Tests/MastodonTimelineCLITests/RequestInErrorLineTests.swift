import Foundation
import LoopbackHTTP
import Testing

/// Every network and HTTP error line names the request: method and URL, port always shown, query kept,
/// nothing secret. A server that does not answer like Mastodon is named as such. Exit status 1.
@Suite struct RequestInErrorLineTests {
    /// What a plain web server sends for a path it does not know.
    static let htmlNotFound = LoopbackResponse(
        status: 404, headers: [("Content-Type", "text/html")],
        body: Data("<!DOCTYPE html>\n<html><body><h1>Not Found</h1></body></html>\n".utf8))

    /// Runs the command on `server`'s URL with `arguments`, and the token when given.
    private func command(
        _ arguments: [String], on server: LoopbackServer, token: String? = nil
    ) async -> CommandRun {
        await CommandRun.run(
            ["--instance", server.baseURL.absoluteString] + arguments,
            environment: token.map { ["MASTODON_ACCESS_TOKEN": $0] } ?? [:])
    }

    @Test(arguments: ["human", "json"])
    func givenAWebServerAnsweringHTML404_whenRun_thenOneLineSaysItDoesNotAnswerLikeMastodon(format: String)
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in Self.htmlNotFound }
        let origin = "http://127.0.0.1:\(server.port)"

        let run = await command(["--limit", "20", "--format", format], on: server)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: \(origin) does not answer like a Mastodon server: "
                    + "GET \(origin)/api/v1/timelines/public?limit=20 gave HTTP 404 (an HTML page)"
            ])
        #expect(server.requests.map(\.target) == ["/api/v1/timelines/public?limit=20"])
    }

    @Test func givenAServerAnsweringAnHTMLPageWith200_whenRun_thenItDoesNotAnswerLikeMastodon() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in
            LoopbackResponse(
                headers: [("Content-Type", "text/html")], body: Data("<html>Welcome</html>".utf8))
        }
        let origin = "http://127.0.0.1:\(server.port)"

        let run = await command(["--limit", "5"], on: server)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: \(origin) does not answer like a Mastodon server: "
                    + "GET \(origin)/api/v1/timelines/public?limit=5 gave an HTML page, not JSON"
            ])
    }

    @Test func givenJSONOfAnotherShape_whenRun_thenItDoesNotAnswerLikeMastodonAndSaysWhatWasExpected()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(#"{"data": [], "total": 0}"#) }
        let origin = "http://127.0.0.1:\(server.port)"

        let run = await command([], on: server)

        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(
            run.errorLines.first?.hasPrefix(
                "error: \(origin) does not answer like a Mastodon server: GET \(origin)/api/v1/timelines/public "
                    + "gave JSON that is not a Mastodon status list (at <root>: ") == true,
            "\(run.errorLines)")
    }

    @Test func givenMastodonsOwn404ForAStatus_whenShown_thenItIsNotFoundNamingTheRequest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(#"{"error": "Record not found"}"#, status: 404) }

        let run = await command(["status", "7"], on: server)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: status '7' not found (GET http://127.0.0.1:\(server.port)/api/v1/statuses/7: "
                    + "HTTP 404 Not Found: Record not found)"
            ])
    }

    @Test func givenStatusesNoneOfWhichReads_whenRun_thenTheLineNamesTheRequestAndTheJSONPath() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(#"[{"id": "1", "created_at": "soon"}]"#) }

        let run = await command(["--limit", "20"], on: server)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: GET http://127.0.0.1:\(server.port)/api/v1/timelines/public?limit=20: the response is "
                    + "not a Mastodon status list (at [0].created_at: Invalid date 'soon')"
            ])
    }

    @Test func givenARefusalWithAToken_whenRun_thenTheLineNamesTheRequestButNeverTheToken() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(#"{"error": "This action is not allowed"}"#, status: 403) }
        let token = "tok-\(UUID().uuidString)"

        let run = await command(["--timeline", "home", "--limit", "20"], on: server, token: token)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: GET http://127.0.0.1:\(server.port)/api/v1/timelines/home?limit=20: HTTP 403 Forbidden: "
                    + "This action is not allowed"
            ])
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer \(token)" })
        #expect(!run.errorOutput.contains(token))
    }

    @Test func givenANextLinkWithSecretsInIt_whenItsPageFails_thenTheLineShowsTheURLWithoutThem() async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        let next =
            "http://someone:hunter2@127.0.0.1:\(server.port)/api/v1/timelines/public?max_id=1&access_token=LEAKED#top"
        let page = StatusPayload.page([StatusPayload.status(id: 2)])
        server.handler = { request in
            request.target.contains("max_id")
                ? LoopbackResponse(
                    status: 403, headers: [("Content-Type", "text/plain")], body: Data("no".utf8))
                : .json(page, headers: [("Link", "<\(next)>; rel=\"next\"")])
        }

        let run = await command(["--pages", "2"], on: server)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: GET http://127.0.0.1:\(server.port)/api/v1/timelines/public?max_id=1&access_token=REDACTED: "
                    + "HTTP 403 Forbidden (plain text, not JSON)"
            ])
        #expect(server.requests.count == 2)
        #expect(!run.errorOutput.contains("hunter2") && !run.errorOutput.contains("LEAKED"))
    }

    @Test func givenNothingListening_whenRun_thenTheNetworkErrorNamesTheRequestWithItsPort() async throws {
        let server = try LoopbackServer()
        let url = server.baseURL.absoluteString
        server.stop(keepingPort: true)

        let run = await CommandRun.run(["--instance", url, "--limit", "20"])

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: Network error: GET http://127.0.0.1:\(server.port)/api/v1/timelines/public?limit=20: "
                    + "cannot connect to host"
            ])
    }
}
