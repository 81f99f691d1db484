import Foundation
import StoreFlowable
import StoreFlowableSQLite

/// Sets a note's likes: an operation whose server answers with the note as it stores it.
struct Like: OutboxOperation {
    var entityID: String
    var likes: Int

    func apply(to note: inout Note) {
        note.likes = likes
    }
}

/// Replaces a note's text.
struct Retext: OutboxOperation {
    var entityID: String
    var text: String

    func apply(to note: inout Note) {
        note.text = text
    }
}

/// Sets a note's likes, replacing an unsent earlier setting of them.
struct SetLikes: OutboxOperation {
    var entityID: String
    var likes: Int

    var replacementKey: String? { "likes" }

    func apply(to note: inout Note) {
        note.likes = likes
    }
}

/// Takes a note's likes back to none, replacing an unsent earlier setting of them.
struct ClearLikes: OutboxOperation {
    var entityID: String

    var replacementKey: String? { "likes" }

    func apply(to note: inout Note) {
        note.likes = 0
    }
}

/// A server for outbox tests: records every request it gets and answers each with the next of its
/// scripted answers (accepting when none is left).
final class OutboxServer: Sendable {
    enum Answer: Sendable {
        /// Takes the request; answers with the note as changed, its text stamped `serverText` when given.
        case accept(serverText: String? = nil)
        /// Takes the request and answers with no entity.
        case acceptWithoutAnswer
        case refuse(String)
        case unavailable(retryAfter: Duration? = nil)
        case offline
        case gone
    }

    struct Request: Sendable, Equatable {
        let kind: String
        let entityID: String
        let idempotencyKey: String
        let attempt: Int
    }

    private let state: Locked<(answers: [Answer], requests: [Request])>
    let notes: Locked<[String: Note]>

    init(answers: [Answer] = [], notes: [Note]) {
        state = Locked((answers, []))
        self.notes = Locked(Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0) }))
    }

    var requests: [Request] { state.withLock { $0.requests } }

    /// When set, a `SetLikes` or `PostNote` request reports its arrival here and waits for `proceed` before it is
    /// answered.
    let arrivals = Locked<(arrived: AsyncStream<Void>.Continuation, proceed: AsyncStream<Void>)?>(nil)

    /// Makes each `SetLikes` request wait until `proceeding` yields or finishes; `arrived` yields as
    /// each one arrives.
    func holdSettingLikes() -> (arrived: AsyncStream<Void>, proceeding: AsyncStream<Void>.Continuation) {
        let (arrived, arrival) = AsyncStream.makeStream(of: Void.self)
        let (proceed, proceeding) = AsyncStream.makeStream(of: Void.self)
        arrivals.withLock { $0 = (arrival, proceed) }
        return (arrived, proceeding)
    }

    func arrive() async throws {
        guard let (arrived, proceed) = arrivals.withLock({ $0 }) else { return }
        arrived.yield()
        for await _ in proceed { return }
    }

    func register(in outbox: Outbox) async throws {
        try await outbox.register(Like.self) { like, attempt in
            try self.answer(Like.kind, like.entityID, attempt) { like.apply(to: &$0) }
        }
        try await outbox.register(Retext.self) { retext, attempt in
            try self.answer(Retext.kind, retext.entityID, attempt) { retext.apply(to: &$0) }
        }
        try await outbox.register(SetLikes.self) { set, attempt in
            try await self.arrive()
            return try self.answer(SetLikes.kind, set.entityID, attempt) { set.apply(to: &$0) }
        }
        try await outbox.register(ClearLikes.self) { clear, attempt in
            try self.answer(ClearLikes.kind, clear.entityID, attempt) { clear.apply(to: &$0) }
        }
    }

    /// Records a request; the answer scripted for it.
    func record(_ kind: String, _ id: String, _ attempt: OutboxAttempt) -> Answer {
        state.withLock { state -> Answer in
            state.requests.append(
                Request(
                    kind: kind, entityID: id, idempotencyKey: attempt.idempotencyKey, attempt: attempt.number)
            )
            return state.answers.isEmpty ? .accept() : state.answers.removeFirst()
        }
    }

    /// Records a request and answers it as scripted.
    func accept(_ kind: String, _ id: String, _ attempt: OutboxAttempt, change: (inout Note) -> Void) throws
        -> Note?
    {
        try answer(kind, id, attempt, change: change)
    }

    private func answer(
        _ kind: String, _ id: String, _ attempt: OutboxAttempt, change: (inout Note) -> Void
    ) throws -> Note? {
        switch record(kind, id, attempt) {
        case .accept(let serverText):
            return notes.withLock { notes in
                guard var note = notes[id] else { return nil }
                change(&note)
                if let serverText { note.text = serverText }
                notes[id] = note
                return note
            }
        case .acceptWithoutAnswer:
            notes.withLock { notes in if var note = notes[id] { change(&note); notes[id] = note } }
            return nil
        case let failure:
            try outcome(of: failure)
            return nil
        }
    }
}

/// A store holding note `n1` with a setting of its likes to 5 enqueued, and a server that holds every
/// `SetLikes` request until `proceeding` lets it go: a send is under way once `arrived` yields.
struct HeldSetting {
    let folder = TemporaryFolder()
    let persisted: SQLiteStore
    let server = OutboxServer(notes: notes(1...1))
    let arrived: AsyncStream<Void>
    let proceeding: AsyncStream<Void>.Continuation

    init() async throws {
        persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        (arrived, proceeding) = server.holdSettingLikes()
        try await server.register(in: persisted.outbox)
        try await persisted.outbox.enqueue(SetLikes(entityID: "n1", likes: 5))
    }

    /// Returns once the server holds the setting's request.
    func waitForTheRequest() async {
        for await _ in arrived { return }
    }
}
