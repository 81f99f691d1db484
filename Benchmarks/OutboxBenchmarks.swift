import CSQLite
import Foundation
import LoopbackHTTP
import StoreFlowable
import StoreFlowableSQLite

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The outbox: an operation enqueued (its row written, its change shown), and 1,000 queued operations
/// sent to a loopback server, each beside the plainest code doing the same work.
enum OutboxBenchmarks {
    static let operations = 1_000
    static let rounds = 7

    struct Note: PersistentEntity {
        let id: String
        var text: String
        var likes = 0
    }

    struct Like: OutboxOperation {
        var entityID: String
        var likes: Int

        func apply(to note: inout Note) {
            note.likes = likes
        }
    }

    static func run(into report: inout Report) async {
        print("outbox")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storeflowable-outbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var enqueues: [(ours: Double, floor: Double)] = []
            var replays: [(ours: Double, floor: Double)] = []
            let server = try LoopbackServer()
            defer { server.stop() }
            server.handler = { _ in .json("{}") }
            for round in 0..<rounds {
                enqueues.append(try await enqueue(in: folder, round: round))
                replays.append(try await replay(in: folder, round: round, server: server))
            }
            report.add(
                "outbox_enqueue_us", median(enqueues.map(\.ours)), floor: median(enqueues.map(\.floor)),
                base: "outbox_enqueue", unit: "us", target: "(none)", ratioTarget: "<= 2")
            report.add(
                "outbox_replay_ms", median(replays.map(\.ours)), floor: median(replays.map(\.floor)),
                base: "outbox_replay", unit: "ms", target: "(none)", ratioTarget: "<= 1.2")
        } catch {
            print("  outbox benchmarks failed: \(error)")
        }
    }

    /// A database of 100 stored notes at `url`, closed.
    static func makeDatabase(at url: URL) async throws {
        let persisted = try await SQLiteStore.open(at: url, entities: [Note.self])
        try await persisted.put(
            (0..<100).map { Note(id: "n\($0)", text: String(repeating: "x", count: 300)) })
        persisted.close()
    }

    /// Microseconds an `enqueue` of a like, and its floor: one transaction inserting the operation's row
    /// (its payload encoded with `JSONEncoder`) and updating the note's row, on a copy of the same file.
    static func enqueue(in folder: URL, round: Int) async throws -> (ours: Double, floor: Double) {
        let url = folder.appendingPathComponent("enqueue-\(round).sqlite")
        try await makeDatabase(at: url)
        let copy = folder.appendingPathComponent("enqueue-\(round)-floor.sqlite")
        try FileManager.default.copyItem(at: url, to: copy)
        let floor = await enqueueFloor(at: copy)
        let persisted = try await SQLiteStore.open(at: url, entities: [Note.self])
        defer { persisted.close() }
        let ours = await measure {
            for index in 0..<operations {
                _ = try? await persisted.outbox.enqueue(Like(entityID: "n\(index % 100)", likes: index))
            }
        }
        let entries = try await persisted.outbox.entries()
        precondition(entries.count == operations)
        precondition(persisted.store.entity(Note.self, id: "n99")?.likes == operations - 1)
        return (ours / Double(operations) * 1e6, floor)
    }

    static func enqueueFloor(at url: URL) async -> Double {
        let database = RawSQLite(path: url.path)
        database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        let read = database.prepare("SELECT value FROM entities WHERE type = 'Note' AND id = 'n0'")
        precondition(database.step(read))
        let value = Data(bytes: sqlite3_column_blob(read, 0), count: Int(sqlite3_column_bytes(read, 0)))
        sqlite3_finalize(read)
        let encoder = JSONEncoder()
        let seconds = await measure {
            let insert = database.prepare(
                """
                INSERT INTO outbox(kind, entity_type, entity_id, payload, idempotency_key, created_at)
                VALUES ('Like', 'Note', ?, ?, ?, ?)
                """)
            let update = database.prepare(
                "UPDATE entities SET value = ?, seq = seq + 1 WHERE type = 'Note' AND id = ?")
            for index in 0..<operations {
                let id = "n\(index % 100)"
                guard let payload = try? encoder.encode(Like(entityID: id, likes: index)) else { return }
                database.execute("BEGIN IMMEDIATE")
                sqlite3_bind_text(insert, 1, id, -1, transient)
                payload.withUnsafeBytes {
                    _ = sqlite3_bind_blob(insert, 2, $0.baseAddress, Int32($0.count), transient)
                }
                sqlite3_bind_text(insert, 3, UUID().uuidString, -1, transient)
                sqlite3_bind_double(insert, 4, Date().timeIntervalSince1970)
                database.run(insert)
                value.withUnsafeBytes {
                    _ = sqlite3_bind_blob(update, 1, $0.baseAddress, Int32($0.count), transient)
                }
                sqlite3_bind_text(update, 2, id, -1, transient)
                database.run(update)
                database.execute("COMMIT")
            }
            sqlite3_finalize(insert)
            sqlite3_finalize(update)
        }
        precondition(database.integer("SELECT count(*) FROM outbox") == operations)
        return seconds / Double(operations) * 1e6
    }

    /// Milliseconds for `send()` of 1,000 queued likes to `server`, and for the same 1,000 requests sent
    /// by a plain loop.
    static func replay(in folder: URL, round: Int, server: LoopbackServer) async throws
        -> (ours: Double, floor: Double)
    {
        let url = folder.appendingPathComponent("replay-\(round).sqlite")
        try await makeDatabase(at: url)
        let persisted = try await SQLiteStore.open(at: url, entities: [Note.self])
        defer { persisted.close() }
        var keys: [String] = []
        for index in 0..<operations {
            let entry = try await persisted.outbox.enqueue(Like(entityID: "n\(index % 100)", likes: index))
            guard let entry else { preconditionFailure("a like without a replacement key is always kept") }
            keys.append(entry.idempotencyKey)
        }
        let endpoint = server.baseURL.appendingPathComponent("likes")
        let floor = try await measure {
            for (index, key) in keys.enumerated() {
                try await post(Like(entityID: "n\(index % 100)", likes: index), key: key, to: endpoint)
            }
        }
        try await persisted.outbox.register(Like.self) { like, attempt in
            try await post(like, key: attempt.idempotencyKey, to: endpoint)
            return nil
        }
        var sent = 0
        let ours = try await measure { sent = try await persisted.outbox.send().sent.count }
        precondition(sent == operations)
        return (ours * 1e3, floor * 1e3)
    }

    static func post(_ like: Like, key: String, to endpoint: URL) async throws {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue(key, forHTTPHeaderField: "Idempotency-Key")
        request.httpBody = Data("\(like.entityID) \(like.likes)".utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
    }
}
