import Foundation
import LoopbackHTTP
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Kills a process sending its outbox (`SQLiteCrashWriter --outbox-send`) with SIGKILL at random
/// moments, restarts it, and checks at a server that applies each idempotency key once that every
/// operation arrived once, in its entity's order: likes, posts of drafts with a like of each draft, and
/// deletions.
@Suite struct OutboxCrashTests {
    static let likes = 70
    /// A post and a like of its draft after every tenth like; a deletion after each of the first three.
    static let posts = likes / 10
    static let deletions = 3

    @Test func givenSenderKilledAtRandomMoments_whenRestarted_thenEveryOperationIsAppliedOnceInOrder()
        async throws
    {
        let writer = try #require(CrashTests.writerExecutable(), "SQLiteCrashWriter is built with the tests")
        let folder = TemporaryFolder()
        let server = try LoopbackServer()
        defer { server.stop() }
        let gate = HeldRequest()
        let applying = KeyedServer()
        server.handler = { request in
            gate.holdIfDue()
            return applying.answer(request)
        }
        let enqueued = try await CrashTests.runAndKill(
            writer, arguments: ["--outbox-enqueue", folder.database.path, "\(Self.likes)"],
            when: .afterLines(Int.max))
        #expect(enqueued.exited && enqueued.status == 0, "enqueueing failed: \(enqueued.errors)")

        var kills = 0
        var finished = false
        for _ in 0..<300 where !finished {
            // The sender is killed while the server holds its request number 1 to 5 of this run: the
            // requests before it were answered, and their answers may or may not be stored yet.
            let held = gate.holdRequest(number: Int.random(in: 1...5))
            let run = try await CrashTests.runAndKill(
                writer, arguments: ["--outbox-send", folder.database.path, server.baseURL.absoluteString],
                when: .whenSignalled(held))
            gate.release()
            if run.exited {
                #expect(run.status == 0, "the sender failed: \(run.errors)")
                finished = true
            } else {
                kills += 1
            }
        }

        #expect(finished, "the outbox was never emptied")
        let operations = Self.likes + 2 * Self.posts + Self.deletions
        // Each run stores at most four answers before it is killed: 87 operations take at least 22 kills.
        #expect(kills >= 20, "the sender was killed \(kills) times")
        let applied = applying.applied
        #expect(applied.violations.isEmpty, "\(applied.violations)")
        #expect(applied.bodies.count == operations, "operations applied: \(applied.bodies.count)")
        #expect(Set(applied.bodies.values).count == operations, "an operation was sent under two keys")
        for (note, likes) in applied.likes {
            #expect(likes == likes.sorted(), "\(note) got its likes out of order: \(likes)")
        }
        #expect(applied.created.count == Self.posts)
        let persisted = try await openNotes(at: folder.database)
        #expect(try await persisted.outbox.entries().isEmpty)
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == Self.likes)
        for post in 1...Self.posts {
            let id = try #require(applied.created["post \(post)"])
            #expect(persisted.store.entity(Note.self, id: id)?.likes == post, "the post \(post) as stored")
            #expect(persisted.store.entity(Note.self, id: "draft-\(post)") == nil)
        }
        for deleted in 6..<(6 + Self.deletions) {
            #expect(persisted.store.entity(Note.self, id: "n\(deleted)") == nil)
        }
    }
}

/// The crash test's server: applies each idempotency key once, gives each post an ID of its own, and
/// records what arrived out of order (a like of a post it has not created, a request reusing a key for
/// another operation).
final class KeyedServer: Sendable {
    struct Applied: Sendable {
        /// Each applied operation (its method, path and body), by its key.
        var bodies: [String: String] = [:]
        /// The ID each post got, by its text.
        var created: [String: String] = [:]
        /// The likes each note got, in the order applied.
        var likes: [String: [Int]] = [:]
        var violations: [String] = []
    }

    private let state = Locked(Applied())

    var applied: Applied { state.withLock { $0 } }

    /// Applies `request` unless its key was applied before; answers 200 (a post with its ID).
    func answer(_ request: LoopbackRequest) -> LoopbackResponse {
        let key = request.header("Idempotency-Key") ?? "none"
        let body = request.bodyText
        let operation = "\(request.method) \(request.path) \(body)"
        let reply = state.withLock { state -> String in
            if let earlier = state.bodies[key] {
                if earlier != operation { state.violations.append("one key for \(earlier) and \(operation)") }
                return state.created[body] ?? "{}"
            }
            state.bodies[key] = operation
            switch request.path {
            case "/statuses":
                let id = "s\(state.created.count + 1)"
                state.created[body] = id
                return id
            case "/likes":
                let parts = body.split(separator: " ").map(String.init)
                guard parts.count == 2 else { return "{}" }
                if parts[0].hasPrefix("draft-")
                    || (parts[0].hasPrefix("s") && !state.created.values.contains(parts[0]))
                {
                    state.violations.append("a like of \(parts[0]) before its post")
                }
                state.likes[parts[0], default: []].append(Int(parts[1]) ?? -1)
                return "{}"
            default:
                return "{}"
            }
        }
        return LoopbackResponse(status: 200, body: Data(reply.utf8))
    }
}

/// Holds one request of the server's until released, and says when it does.
final class HeldRequest: Sendable {
    private struct State {
        var countdown = 0
        var held: AsyncStream<Void>.Continuation?
        var release: DispatchSemaphore?
    }

    private let state = Locked(State())

    /// Holds the `number`th request from now; the stream yields once it is held.
    func holdRequest(number: Int) -> AsyncStream<Void> {
        let (held, continuation) = AsyncStream.makeStream(of: Void.self)
        state.withLock {
            $0 = State(countdown: number, held: continuation, release: DispatchSemaphore(value: 0))
        }
        return held
    }

    /// Lets the held request go, if one is held.
    func release() {
        state.withLock { $0.release }?.signal()
    }

    /// On the server's thread: holds this request if it is the one due.
    func holdIfDue() {
        let due = state.withLock { state -> (AsyncStream<Void>.Continuation, DispatchSemaphore)? in
            state.countdown -= 1
            guard state.countdown == 0, let held = state.held, let release = state.release else { return nil }
            return (held, release)
        }
        guard let (held, release) = due else { return }
        held.yield()
        release.wait()
    }
}
