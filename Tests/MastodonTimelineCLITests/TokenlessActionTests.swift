import Foundation
import LoopbackHTTP
import MastodonDemoInstance
import Testing

/// In interactive mode, an action that needs a user token (`f N`, `b N`) checks for one before sending
/// anything: without `MASTODON_ACCESS_TOKEN` on a real instance it is one line saying so, and the server
/// hears nothing of it. The demo instance has a token of its own.
@Suite struct TokenlessActionTests {
    /// A server with a one-status timeline whose writes answer `401`, recording each request.
    private func server() throws -> LoopbackServer {
        let server = try LoopbackServer()
        let page = StatusPayload.page([StatusPayload.status(id: 1)])
        let favourited = StatusPayload.status(id: 1).merging(["favourited": true, "reblogged": true]) { $1 }
        let answer = StatusPayload.object(favourited)
        server.handler = { request in
            guard request.method == "POST" else { return .json(page) }
            return request.header("Authorization") == nil
                ? .json(#"{"error": "The access token is invalid"}"#, status: 401) : .json(answer)
        }
        return server
    }

    @Test(arguments: ["f", "b"])
    func givenAnInstanceAndNoToken_whenActing_thenOneLineSaysWhereTheTokenGoesAndNothingIsSent(
        command: String
    ) async throws {
        let server = try server()
        defer { server.stop() }

        let run = await CommandRun.run(
            ["--instance", server.baseURL.absoluteString], lines: ["\(command) 1", "\(command) 7", "q"],
            isTerminal: true)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let line = "\(command) needs a user token: set MASTODON_ACCESS_TOKEN\n"
        #expect(run.output.components(separatedBy: line).count == 3, "\(run.output)")
        #expect(run.input.readCount == 3)
        #expect(server.requests.map(\.method) == ["GET"])
        #expect(server.requests.map(\.path) == ["/api/v1/timelines/public"])
    }

    @Test(arguments: [("f", "favourite"), ("b", "reblog")])
    func givenAnInstanceAndAToken_whenActing_thenTheActionIsSentWithIt(command: String, action: String)
        async throws
    {
        let server = try server()
        defer { server.stop() }

        let run = await CommandRun.run(
            ["--instance", server.baseURL.absoluteString], environment: ["MASTODON_ACCESS_TOKEN": "t"],
            lines: ["\(command) 1", "q"], isTerminal: true)

        #expect(run.status == 0)
        #expect(!run.output.contains("needs a user token"))
        let posts = server.requests.filter { $0.method == "POST" }
        #expect(posts.map(\.path) == ["/api/v1/statuses/1/\(action)"])
        #expect(posts.first?.header("Authorization") == "Bearer t")
    }

    @Test func givenTheDemoInstanceAndNoTokenInTheEnvironment_whenFavouriting_thenItIsSent() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            [], on: instance, environment: [:], lines: ["f 1", "q"], isTerminal: true)

        #expect(run.status == 0)
        #expect(!run.output.contains("needs a user token"))
        #expect(instance.requests.map(\.method) == ["GET", "POST"])
    }
}
