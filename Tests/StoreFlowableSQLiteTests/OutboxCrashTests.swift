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
        server.handler = { _ in LoopbackResponse(status: 200, body: Data("{}".utf8)) }
        let enqueued = try await CrashTests.runAndKill(
            writer, arguments: ["--outbox-enqueue", folder.database.path, "\(Self.operations)"],
            afterLines: Int.max)
        #expect(enqueued.exited && enqueued.status == 0, "enqueueing failed: \(enqueued.errors)")

        var kills = 0
        var finished = false
        for _ in 0..<200 where !finished {
            let run = try await CrashTests.runAndKill(
                writer, arguments: ["--outbox-send", folder.database.path, server.baseURL.absoluteString],
                afterLines: Int.random(in: 1...4))
            if run.exited {
                #expect(run.status == 0, "the sender failed: \(run.errors)")
                finished = true
            } else {
                kills += 1
            }
        }

        #expect(finished, "the outbox was never emptied")
        #expect(kills >= 10, "the sender was killed \(kills) times")
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
