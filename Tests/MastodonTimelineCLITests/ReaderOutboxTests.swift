import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

/// The full-screen reader's `f` and `d` go through the cache's outbox, the built program on a
/// pseudo-terminal against a loopback server: when the server cannot take the change (HTTP 503), a
/// favourite stays shown, marked `⏳`, a deleted status stays hidden, with `queued: 1 change waiting`, and
/// the next run sends it once; a refused favourite (HTTP 403) is rolled back with the `error:` line
/// naming the `outbox` entry.
@Suite(
    .timeLimit(.minutes(10)),
    .needsSignalHandlers)
struct ReaderOutboxTests {
    /// What the server answers to a favourite or a deletion.
    enum Writes {
        /// HTTP 503: a temporary problem, tried again later.
        case unavailable
        /// HTTP 403: refused.
        case refused
        /// Taken: the status counts the favourite, or is deleted.
        case taken
    }

    /// A server of three statuses whose favourites and deletions are answered as `writes` says, for a
    /// token's account; `answered` holds the status code of every favourite and deletion.
    private struct Server {
        let server: LoopbackServer
        let writes: Locked<Writes>
        let answered = Locked<[Int]>([])

        init(_ answer: Writes) throws {
            server = try LoopbackServer()
            let writes = Locked(answer)
            self.writes = writes
            let answered = answered
            let taken = Locked(Set<Int>())
            let deleted = Locked(Set<Int>())
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
                    let shown = [3, 2, 1].filter { id in !deleted.withLock { $0.contains(id) } }
                    return .json(StatusPayload.page(shown.map(status)))
                }
                let parts = request.path.split(separator: "/").map(String.init)
                let deletes = parts.count == 4 && request.method == "DELETE"
                let favourites = parts.count == 5 && parts[4] == "favourite" && request.method == "POST"
                guard deletes || favourites, let id = Int(parts[3]) else {
                    return .json(#"{"error":"Record not found"}"#, status: 404)
                }
                let code: Int
                switch writes.withLock({ $0 }) {
                case .unavailable: code = 503
                case .refused: code = 403
                case .taken:
                    code = 200
                    (deletes ? deleted : taken).withLock { _ = $0.insert(id) }
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

    /// Opens the reader on `server` with the cache at `path`, types `keys` on the first status, and
    /// returns the first frame that shows `message`.
    private static func type(
        _ keys: String, inReaderOn server: Server, cache path: String, until message: String
    ) async throws -> (status: Int32, frame: [String]) {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        pty.resize(columns: 160, rows: 30)
        let shown = Locked<[String]>([])
        let result = try await BuiltExecutable.run(
            server.arguments(cache: path), output: pty.terminal, input: pty.terminal,
            environment: environment
        ) { _ in
            _ = await pty.frame { $0.joined().contains("post 1 plain") }
            pty.type(keys)
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

        let (status, frame) = try await Self.type(
            "f", inReaderOn: server, cache: path, until: "queued: 1 change waiting")
        let answeredWhileUnavailable = server.answered.withLock { $0 }
        server.writes.withLock { $0 = .taken }
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

        let (status, frame) = try await Self.type("f", inReaderOn: server, cache: path, until: line)
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

    @Test
    func givenAServerThatCannotTakeIt_whenDeletedInTheReader_thenItStaysHiddenQueuedAndTheNextRunDeletesIt()
        async throws
    {
        let server = try Server(.unavailable)
        defer { server.server.stop() }
        let path = CacheTests.cachePath()

        let (status, frame) = try await Self.type(
            "dy", inReaderOn: server, cache: path, until: "queued: 1 change waiting")
        server.writes.withLock { $0 = .taken }
        let next = try await BuiltExecutable.run(server.arguments(cache: path), environment: Self.environment)

        #expect(status == 0)
        let shown = frame.joined(separator: "\n")
        #expect(!shown.contains("post 3 plain"))
        #expect(shown.contains("post 2 plain") && shown.contains("post 1 plain"))
        #expect(next.errorOutput == "sent 1 queued change\n")
        #expect(!next.output.contains("post 3 plain") && next.output.contains("post 2 plain"))
        #expect(server.answered.withLock { $0 } == [503, 200])
        let deletions = server.server.requests.filter { $0.method == "DELETE" }.map(\.path)
        #expect(deletions == ["/api/v1/statuses/3", "/api/v1/statuses/3"])
    }
}
