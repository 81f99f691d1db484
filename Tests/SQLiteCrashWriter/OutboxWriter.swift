import Foundation
import StoreFlowable
import StoreFlowableSQLite

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sets a note's likes, sent as `POST /likes` with the note's ID and the count as its body.
struct Like: OutboxOperation {
    var entityID: String
    var likes: Int

    func apply(to note: inout Note) {
        note.likes = likes
    }
}

/// The outbox crash tests' writer: `--outbox-enqueue` stores five notes and enqueues COUNT likes spread
/// over them, then exits; `--outbox-send` sends what waits to SERVER, printing one line per operation
/// the server took, and exits 0 once nothing waits (or is killed before).
enum OutboxWriter {
    static func run(mode: String, database: String, argument: String) async -> Never {
        do {
            let persisted = try await SQLiteStore.open(
                at: URL(fileURLWithPath: database), entities: [Note.self, Writer.self])
            switch mode {
            case "--outbox-enqueue":
                let writer = Writer(id: "w", name: "W")
                try await persisted.put((1...5).map { Note(id: "n\($0)", writer: writer, text: "note") })
                for likes in 1...(Int(argument) ?? 0) {
                    try await persisted.outbox.enqueue(Like(entityID: "n\(likes % 5 + 1)", likes: likes))
                }
            default:
                try await send(persisted.outbox, to: argument)
            }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("SQLiteCrashWriter: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func send(_ outbox: Outbox, to server: String) async throws {
        guard let url = URL(string: server + "/likes") else { throw URLError(.badURL) }
        try await outbox.register(Like.self) { like, attempt in
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.setValue(attempt.idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
            request.httpBody = Data("\(like.entityID) \(like.likes)".utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                throw OutboxFailure.unavailable(retryAfter: nil)
            }
            FileHandle.standardOutput.write(Data("sent \(like.entityID) \(like.likes)\n".utf8))
            return nil
        }
        while try await outbox.send().waiting > 0 {}
    }
}
