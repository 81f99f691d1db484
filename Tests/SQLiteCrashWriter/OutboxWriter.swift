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

/// Posts a note, sent as `POST /statuses` with its text as the body; the server answers with its ID.
struct PostNote: OutboxCreation {
    let draft: Note
}

/// Deletes a note, sent as `DELETE /notes/ID`.
struct DeleteNote: OutboxDeletion {
    typealias Entity = Note
    var entityID: String
}

/// The outbox crash tests' writer: `--outbox-enqueue` stores eight notes and enqueues COUNT likes
/// spread over the first five, and after every tenth like a post of a draft with a like of the draft,
/// and a deletion of one of the last three notes; then exits. `--outbox-send` sends what waits to
/// SERVER, printing one line per operation the server took, and exits 0 once nothing waits (or is
/// killed before).
enum OutboxWriter {
    static func run(mode: String, database: String, argument: String) async -> Never {
        do {
            let persisted = try await SQLiteStore.open(
                at: URL(fileURLWithPath: database), entities: [Note.self, Writer.self])
            switch mode {
            case "--outbox-enqueue":
                let writer = Writer(id: "w", name: "W")
                try await persisted.put((1...8).map { Note(id: "n\($0)", writer: writer, text: "note") })
                for likes in 1...(Int(argument) ?? 0) {
                    try await persisted.outbox.enqueue(Like(entityID: "n\(likes % 5 + 1)", likes: likes))
                    guard likes % 10 == 0 else { continue }
                    let post = likes / 10
                    let draft = Note(id: "draft-\(post)", writer: writer, text: "post \(post)")
                    try await persisted.outbox.enqueue(PostNote(draft: draft))
                    try await persisted.outbox.enqueue(Like(entityID: draft.id, likes: post))
                    if post <= 3 { try await persisted.outbox.enqueue(DeleteNote(entityID: "n\(post + 5)")) }
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
        guard let base = URL(string: server) else { throw URLError(.badURL) }
        try await outbox.register(Like.self) { like, attempt in
            try await request(
                "POST", base.appendingPathComponent("likes"), body: "\(like.entityID) \(like.likes)", attempt)
            FileHandle.standardOutput.write(Data("sent \(like.entityID) \(like.likes)\n".utf8))
            return nil
        }
        try await outbox.register(PostNote.self) { post, attempt in
            let answer = try await request(
                "POST", base.appendingPathComponent("statuses"), body: post.draft.text, attempt)
            var note = post.draft
            note = Note(id: String(decoding: answer, as: UTF8.self), writer: note.writer, text: note.text)
            FileHandle.standardOutput.write(Data("posted \(note.id)\n".utf8))
            return note
        }
        try await outbox.register(DeleteNote.self) { delete, attempt in
            try await request(
                "DELETE", base.appendingPathComponent("notes/\(delete.entityID)"), body: "", attempt)
            FileHandle.standardOutput.write(Data("deleted \(delete.entityID)\n".utf8))
        }
        while try await outbox.send().waiting > 0 {}
    }

    /// Sends one request with the attempt's idempotency key; the answer's body.
    @discardableResult
    private static func request(_ method: String, _ url: URL, body: String, _ attempt: OutboxAttempt)
        async throws -> Data
    {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue(attempt.idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
        request.httpBody = Data(body.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw OutboxFailure.unavailable(retryAfter: nil)
        }
        return data
    }
}
