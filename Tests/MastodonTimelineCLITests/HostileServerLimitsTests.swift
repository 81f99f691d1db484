import Foundation
import LoopbackHTTP
import MastodonAPI
import StoreFlowable
import Testing

/// The limits of issue 26 through the built program against a loopback server: a compression bomb fails
/// in one line naming the request with the cache kept, a thread past the bound shows the bound with a
/// warning per side, counts of `Int.max` never trap, an uppercase scheme works, and a `Retry-After` of a
/// year fails at once instead of waiting.
@Suite(.timeLimit(.minutes(10)))
struct HostileServerLimitsTests {
    /// A minimal status, `extra` being more JSON members.
    static func status(_ id: Int, _ extra: String = "") -> String {
        #"""
        {"id": "\#(id)", "created_at": "2026-05-01T09:30:00.000Z", "visibility": "public",
         "content": "<p>post \#(id)</p>", "account": {"id": "9", "username": "ada", "acct": "ada"},
         "media_attachments": [], "mentions": [], "tags": [], "emojis": [], "reblog": null\#(extra)}
        """#
    }

    @Test func givenAGzipBombOfAboutAMegabyte_whenRun_thenOneLineNamesTheURLAndTheCacheKeepsWhatItHad()
        async throws
    {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bomb-\(UUID().uuidString)")
        let server = try LoopbackServer()
        defer { server.stop() }
        let bomb = DeflateBomb.gzip(inflating: 150 << 20)
        let page = "[" + Self.status(1) + "]"
        let hostile = Locked(true)
        server.handler = { _ in
            guard hostile.withLock({ $0 }) else { return .json(page) }
            return LoopbackResponse(
                headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], body: bomb)
        }
        let arguments = ["--instance", server.baseURL.absoluteString, "--cache", cache.path]
        let line =
            "The response to GET \(server.url("/api/v1/timelines/public")) is larger than 16 MB; it was not read"

        let refused = try await BuiltExecutable.run(arguments)
        hostile.withLock { $0 = false }
        let fetched = try await BuiltExecutable.run(arguments)
        hostile.withLock { $0 = true }
        let cached = try await BuiltExecutable.run(arguments)

        // What was sent is well under the limit: only inflating it goes past.
        #expect(bomb.count > 900_000 && bomb.count < 1 << 20)
        #expect(refused.reason == .exit)
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(refused.errorOutput == "error: \(line)\n")
        #expect(fetched.status == 0)
        #expect(cached.status == 0)
        #expect(cached.output.contains("post 1"))
        #expect(cached.errorOutput == "warning: \(line); showing the cached timeline\n")
    }

    @Test func givenAThreadLongerThanTheBoundOnBothSides_whenShown_thenEachSideShowsTheBoundNearestTheStatus()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        let limit = MastodonClient.threadLimit
        // Ancestors 1…limit+3, root first; the status asked for, 100000; replies 100001…100000+limit+5.
        let ancestors = (1...(limit + 3)).map { Self.status($0) }
        let replies = (1...(limit + 5)).map { Self.status(100_000 + $0, #", "in_reply_to_id": "100000""#) }
        let context =
            #"{"ancestors": [\#(ancestors.joined(separator: ","))], "#
            + #""descendants": [\#(replies.joined(separator: ","))]}"#
        server.handler = { request in
            switch request.path {
            case "/api/v1/statuses/100000": .json(Self.status(100_000))
            case "/api/v1/statuses/100000/context": .json(context)
            default: .json(#"{"error":"Record not found"}"#, status: 404)
            }
        }

        let run = try await BuiltExecutable.run([
            "status", "100000", "--instance", server.baseURL.absoluteString, "--no-cache",
        ])

        #expect(run.reason == .exit)
        #expect(run.status == 0)
        let shown = limit + 1 + limit
        #expect(run.output.contains("\n[\(limit + 1)] ▶ ada @ada"))
        #expect(run.output.contains("[\(shown)] "))
        #expect(!run.output.contains("[\(shown + 1)] "))
        // The ancestors nearest the status are kept, and the earliest replies.
        #expect(run.output.contains("· id 4\n"))
        #expect(!run.output.contains("· id 3\n"))
        #expect(run.output.contains("· id \(100_000 + limit)\n"))
        #expect(!run.output.contains("· id \(100_000 + limit + 1)\n"))
        #expect(
            run.errorOutput
                == "warning: left out 3 statuses: the server sent 3 more before the \(limit) shown\n"
                + "warning: left out 5 statuses: the server sent 5 past the \(limit) shown\n")
        #expect(server.requests.count == 2)
    }

    @Test func givenCountsOfIntMax_whenFavouritedAndBoostedInLineMode_thenNothingTrapsAndTheCountsStay()
        async throws
    {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        let server = try LoopbackServer()
        defer { server.stop() }
        let most = #", "favourites_count": \#(Int.max), "reblogs_count": \#(Int.max)"#
        server.handler = { request in
            switch (request.method, request.path) {
            case ("GET", "/api/v1/timelines/public"): .json("[" + Self.status(1, most) + "]")
            case ("POST", "/api/v1/statuses/1/favourite"):
                .json(Self.status(1, most + #", "favourited": true"#))
            case ("POST", "/api/v1/statuses/1/reblog"):
                .json(Self.status(1, most + #", "favourited": true, "reblogged": true"#))
            default: .json(#"{"error":"Record not found"}"#, status: 404)
            }
        }

        let run = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--no-cache"], output: pty.terminal,
            input: pty.terminal,
            environment: ["MASTODON_ACCESS_TOKEN": "t", "TERM": "dumb", "NO_COLOR": "1"]
        ) { _ in
            // Typed ahead: the terminal keeps the lines until line mode reads them, one by one.
            pty.type("f 1\nb 1\nq\n")
            try? pty.closeTerminal()
        }
        let shown = await pty.output()

        #expect(run.reason == .exit)
        #expect(run.status == 0)
        #expect(shown.contains("🔁 \(Int.max) · ★ \(Int.max) · favourited\r\n"), "\(shown)")
        #expect(shown.contains("🔁 \(Int.max) · ★ \(Int.max) · favourited · boosted\r\n"), "\(shown)")
        #expect(
            server.requests.filter { $0.method == "POST" }.map(\.path) == [
                "/api/v1/statuses/1/favourite", "/api/v1/statuses/1/reblog",
            ])
    }

    @Test func givenAnUppercaseScheme_whenRun_thenThePageShows() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json("[" + Self.status(1) + "]") }

        let run = try await BuiltExecutable.run([
            "--instance", "HTTP://127.0.0.1:\(server.port)", "--no-cache",
        ])

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output.contains("post 1"))
        #expect(server.requests.map(\.path) == ["/api/v1/timelines/public"])
    }

    @Test(arguments: [(429, "Too Many Requests"), (503, "Service Unavailable")])
    func givenARetryAfterOfAYear_whenRun_thenItFailsAtOnceSayingHowLongTheServerAsked(
        status: Int, reason: String
    ) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in
            .json(#"{"error":"come back later"}"#, status: status, headers: [("Retry-After", "31536000")])
        }

        let run = try await BuiltExecutable.run(["--instance", server.baseURL.absoluteString, "--no-cache"])

        // Asked once and failed: no wait, and no retry. The wait read is kept to a million seconds, which
        // the line says.
        #expect(run.status == 1)
        #expect(
            run.errorOutput
                == "error: GET \(server.url("/api/v1/timelines/public")): HTTP \(status) \(reason): "
                + "come back later; retry after 1000000 s\n")
        #expect(server.requests.count == 1)
    }
}
