import Foundation
import LoopbackHTTP
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Kills a process sending its outbox (`SQLiteCrashWriter --outbox-send`) with SIGKILL at random
/// moments, restarts it, and checks at a server that applies each idempotency key once that every
/// operation arrived once, in its entity's order.
@Suite struct OutboxCrashTests {
    static let operations = 60

    @Test func givenSenderKilledAtRandomMoments_whenRestarted_thenEveryOperationIsAppliedOnceInOrder()
        async throws
    {
        let writer = try #require(CrashTests.writerExecutable(), "SQLiteCrashWriter is built with the tests")
        let folder = TemporaryFolder()
        let server = try LoopbackServer()
        defer { server.stop() }
        let gate = HeldRequest()
        server.handler = { _ in
            gate.holdIfDue()
            return LoopbackResponse(status: 200, body: Data("{}".utf8))
        }
        let enqueued = try await CrashTests.runAndKill(
            writer, arguments: ["--outbox-enqueue", folder.database.path, "\(Self.operations)"],
            when: .afterLines(Int.max))
        #expect(enqueued.exited && enqueued.status == 0, "enqueueing failed: \(enqueued.errors)")

        var kills = 0
        var finished = false
        for _ in 0..<200 where !finished {
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
        // Each run stores at most four answers before it is killed.
        #expect(kills >= Self.operations / 4 - 1, "the sender was killed \(kills) times")
        let requests = server.requests.filter { $0.path == "/likes" }
        var applied: [String: String] = [:]  // idempotency key -> "note likes"
        var order: [String: [Int]] = [:]  // note -> likes, as applied
        for request in requests {
            let key = try #require(request.header("Idempotency-Key"))
            if let earlier = applied[key] {
                #expect(earlier == request.bodyText, "one key for two operations")
                continue
            }
            applied[key] = request.bodyText
            let parts = request.bodyText.split(separator: " ")
            order[String(parts[0]), default: []].append(Int(parts[1]) ?? -1)
        }
        #expect(applied.count == Self.operations, "operations applied: \(applied.count)")
        #expect(Set(applied.values).count == Self.operations, "an operation was sent under two keys")
        for (note, likes) in order {
            #expect(likes == likes.sorted(), "\(note) got its likes out of order: \(likes)")
        }
        let persisted = try await openNotes(at: folder.database)
        #expect(try await persisted.outbox.entries().isEmpty)
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == Self.operations)
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
