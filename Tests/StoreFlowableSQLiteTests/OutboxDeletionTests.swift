import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Deletions kept in the outbox: the entity hidden at once and after restarts, gone for good once sent,
/// back when refused.
@Suite struct OutboxDeletionTests {
    @Test func aDeletionHidesTheEntityAtOnceAndAfterReopeningThenRemovesItOnceSent() async throws {
        let timeline = try await DraftTimeline()
        let outbox = timeline.persisted.outbox

        try await outbox.enqueue(DeleteNote(entityID: "n1"))

        #expect(await timeline.shown() == ["n2"])
        #expect(timeline.persisted.store.entity(Note.self, id: "n1") == nil)
        let (reopened, timelines) = try await timeline.reopen()
        #expect(await DraftTimeline.home(in: timelines).getData(from: .cache)?.map(\.id) == ["n2"])
        #expect(reopened.store.entity(Note.self, id: "n1") == nil)

        let report = try await outbox.send()
        #expect(report.sent.count == 1)
        #expect(timeline.server.notes.withLock { $0["n1"] } == nil)
        let (again, timelinesAgain) = try await timeline.reopen()
        #expect(try await again.outbox.entries().isEmpty)
        #expect(await DraftTimeline.home(in: timelinesAgain).getData(from: .cache)?.map(\.id) == ["n2"])
    }

    @Test func aRefusedDeletionShowsTheEntityAgainWhereItWas() async throws {
        let timeline = try await DraftTimeline(answers: [.refuse("403: not yours")])
        let outbox = timeline.persisted.outbox
        try await outbox.enqueue(DeleteNote(entityID: "n1"))

        let report = try await outbox.send()

        #expect(report.refused.count == 1)
        #expect(await timeline.shown() == ["n1", "n2"])
        #expect(try await outbox.entries().map(\.state) == [.failed(reason: "403: not yours")])
    }
}

/// What an entry keeps can be read back, typed, for a screen that lists what waits in its own words.
@Suite struct OutboxReadingTests {
    @Test func eachEntrysOperationReadsBackAsItsOwnKindOnly() async throws {
        let timeline = try await DraftTimeline()
        let outbox = timeline.persisted.outbox
        let post = try await outbox.enqueue(PostNote(draft: DraftTimeline.draft(1, text: "hello")))
        let like = try #require(await outbox.enqueue(Like(entityID: "n1", likes: 9)))
        let deletion = try #require(await outbox.enqueue(DeleteNote(entityID: "n2")))

        #expect(try await outbox.operation(of: post, as: PostNote.self)?.draft.text == "hello")
        #expect(try await outbox.operation(of: like, as: Like.self)?.likes == 9)
        #expect(try await outbox.operation(of: deletion, as: DeleteNote.self)?.entityID == "n2")
        #expect(try await outbox.operation(of: like, as: Retext.self) == nil)
        try await outbox.discard(like.id)
        #expect(try await outbox.operation(of: like, as: Like.self) == nil)
    }
}
