import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

/// The full-screen reader's `f` goes through the cache's outbox, the built program on a pseudo-terminal
/// against a loopback server: when the server cannot take it (HTTP 503), the favourite stays shown,
/// marked `⏳`, with `queued: 1 change waiting`, and the next run sends it once; refused (HTTP 403), it
/// is rolled back with the `error:` line naming the `outbox` entry.
@Suite(
    .timeLimit(.minutes(10)),
    .needsSignalHandlers)
struct ReaderOutboxTests {
    /// What the server answers to a favourite.
    enum Favourites {
        /// HTTP 503: a temporary problem, tried again later.
        case unavailable
        /// HTTP 403: refused.
        case refused
        /// Taken: the status counts it.
        case taken
    }

    /// A server of three statuses whose favourites are answered as `favourites` says, for a token's
    /// account; `taken` counts the favourites it took, `answered` every favourite's status code.
    private struct Server {
        let server: LoopbackServer
        let favourites: Locked<Favourites>
        let answered = Locked<[Int]>([])

        init(_ answer: Favourites) throws {
            server = try LoopbackServer()
            let favourites = Locked(answer)
            self.favourites = favourites
            let answered = answered
            let taken = Locked(Set<Int>())
            server.handler = { request in
                let status = { (id: Int) in
                    var status = StatusPayload.status(id: id)
                    let done = taken.withLock { $0.contains(id) }
                    status["favourited"] = done
                    status["favourites_count"] = done ? 1 : 0
                    status["media_attachments"] = []
                    return status
                }
                if request.path == "/api/v1/accounts/verify_credentials" {
                    return .json(
                        StatusPayload.object(StatusPayload.status(id: 1)["account"] as? [String: Any] ?? [:]))
                }
                if request.path == "/api/v1/timelines/public" {
                    return .json(StatusPayload.page([3, 2, 1].map(status)))
                }
                let parts = request.path.split(separator: "/").map(String.init)
                guard parts.count == 5, parts[4] == "favourite", request.method == "POST",
                    let id = Int(parts[3])
                else {
                    return .json(#"{"error":"Record not found"}"#, status: 404)
                }
                let code: Int
                switch favourites.withLock({ $0 }) {
                case .unavailable: code = 503
                case .refused: code = 403
                case .taken:
                    code = 200
                    taken.withLock { _ = $0.insert(id) }
                }
                answered.withLock { $0.append(code) }
                switch code {
                case 503: return .json(#"{"error":"There was a temporary problem"}"#, status: 503)
                case 403: return .json(#"{"error":"This action is not allowed"}"#, status: 403)
                default: return .json(StatusPayload.object(status(id)))
                }
            }
        }

        /// The arguments that run the program on this server with the cache at `path`.
        func arguments(cache path: String) -> [String] {
            ["--instance", server.baseURL.absoluteString, "--cache", path]
        }
    }

    private static let environment = [
        "MASTODON_ACCESS_TOKEN": "reader-token", "TERM": "xterm-256color", "NO_COLOR": "1",
    ]

    /// Opens the reader on `server` with the cache at `path`, types `f` on the first status, and returns
    /// the first frame whose status line is `message`'s.
    private static func favouriteInReader(on server: Server, cache path: String, until message: String)
        async throws -> (status: Int32, frame: [String])
    {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        pty.resize(columns: 160, rows: 30)
        let shown = Locked<[String]>([])
        let result = try await BuiltExecutable.run(
            server.arguments(cache: path), output: pty.terminal, input: pty.terminal,
            environment: environment
        ) { _ in
            _ = await pty.frame { $0.joined().contains("post 1 plain") }
            pty.type("f")
            let frame = await pty.frame { $0.contains { $0.contains(message) } }
            shown.withLock { $0 = frame }
            pty.type("q")
            try? pty.closeTerminal()
        }
        _ = await pty.output()
        return (result.status, shown.withLock { $0 })
    }

    @Test
    func givenAServerThatCannotTakeIt_whenFavouritedInTheReader_thenItStaysShownQueuedAndTheNextRunSendsIt()
        async throws
    {
        let server = try Server(.unavailable)
        defer { server.server.stop() }
        let path = CacheTests.cachePath()

        let (status, frame) = try await Self.favouriteInReader(
            on: server, cache: path, until: "queued: 1 change waiting")
        let answeredWhileUnavailable = server.answered.withLock { $0 }
        server.favourites.withLock { $0 = .taken }
        let next = try await BuiltExecutable.run(server.arguments(cache: path), environment: Self.environment)
        let again = try await BuiltExecutable.run(
            server.arguments(cache: path), environment: Self.environment)

        #expect(status == 0)
        let counts = frame.filter { $0.contains("★") }
        #expect(counts.first?.contains("★ 1 · favourited · ⏳ favourite waiting") == true)
        #expect(counts.dropFirst().allSatisfy { !$0.contains("⏳") && $0.contains("★ 0") })
        #expect(answeredWhileUnavailable == [503])
        #expect(next.status == 0)
        #expect(next.errorOutput == "sent 1 queued change\n")
        #expect(!next.output.contains("⏳"))
        #expect(again.errorOutput.isEmpty)
        #expect(server.answered.withLock { $0 } == [503, 200])
    }

    @Test func givenAServerThatRefusesIt_whenFavouritedInTheReader_thenItIsRolledBackWithTheOutboxLine()
        async throws
    {
        let server = try Server(.refused)
        defer { server.server.stop() }
        let path = CacheTests.cachePath()
        let line =
            "error: the favourite was refused: HTTP 403 Forbidden: This action is not allowed; "
            + "'outbox' lists it (--retry 1 or --discard 1)"

        let (status, frame) = try await Self.favouriteInReader(on: server, cache: path, until: line)
        let listing = try await BuiltExecutable.run(
            ["outbox"] + server.arguments(cache: path), environment: Self.environment)

        #expect(status == 0)
        let counts = frame.filter { $0.contains("★") }
        #expect(counts.count == 3)
        #expect(counts.first?.contains("⚠ favourite not sent") == true)
        #expect(counts.allSatisfy { $0.contains("★ 0") && !$0.contains("favourited") })
        #expect(server.answered.withLock { $0 } == [403])
        #expect(listing.output == "1 favourite 3 failed: HTTP 403 Forbidden: This action is not allowed\n")
    }
}
