import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Drafts: a post shown at once under a temporary ID, across restarts, until the server gives it its
/// own; and what waits on it.
@Suite struct OutboxDraftTests {
    @Test func aDraftIsShownAtOnceInItsListAndAgainAfterReopeningBeforeAnySend() async throws {
        let timeline = try await DraftTimeline()

        try await timeline.persisted.outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])

        #expect(await timeline.shown() == ["draft-1", "n1", "n2"])
        let (reopened, timelines) = try await timeline.reopen()
        #expect(
            await DraftTimeline.home(in: timelines).getData(from: .cache)?.map(\.id) == [
                "draft-1", "n1", "n2",
            ])
        #expect(reopened.store.entity(Note.self, id: "draft-1")?.text == "a draft")
        #expect(timeline.server.requests.isEmpty)
    }

    @Test func aListOpenedAfterTheDraftIsShownShowsItToo() async throws {
        let timeline = try await DraftTimeline()
        try await timeline.persisted.outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.end(of: timeline.timelines, param: "home")])

        let reopened = try await openNotes(at: timeline.folder.database)
        try await OutboxServer(notes: []).registerDrafts(in: reopened.outbox)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")

        #expect(
            await DraftTimeline.home(in: timelines).getData(from: .cache)?.map(\.id) == [
                "n1", "n2", "draft-1",
            ])
    }

    @Test func aSentDraftTakesTheServersIDOnDiskAndInItsList() async throws {
        let timeline = try await DraftTimeline()
        try await timeline.persisted.outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])

        #expect(timeline.persisted.outbox.createdID(ofDraft: "draft-1", Note.self) == nil)

        let report = try await timeline.persisted.outbox.send()

        #expect(report.sent.count == 1)
        #expect(timeline.persisted.outbox.createdID(ofDraft: "draft-1", Note.self) == "s1")
        #expect(timeline.server.requests.map(\.kind) == ["PostNote"])
        #expect(await timeline.shown() == ["s1", "n1", "n2"])
        #expect(timeline.persisted.store.entity(Note.self, id: "draft-1") == nil)
        #expect(try await timeline.persisted.outbox.entries().isEmpty)
        let (reopened, timelines) = try await timeline.reopen()
        #expect(
            await DraftTimeline.home(in: timelines).getData(from: .cache)?.map(\.id) == ["s1", "n1", "n2"])
        #expect(reopened.store.entity(Note.self, id: "s1")?.text == "a draft")
    }

    @Test func aPostThenADeleteOfTheUnsentDraftCancelOutAndSendNothing() async throws {
        let timeline = try await DraftTimeline()
        let outbox = timeline.persisted.outbox
        try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])
        try await outbox.enqueue(Like(entityID: "draft-1", likes: 1))

        let deletion = try await outbox.enqueue(DeleteNote(entityID: "draft-1"))
        let report = try await outbox.send()

        #expect(deletion == nil)
        #expect(await timeline.shown() == ["n1", "n2"])
        #expect(report.sent.isEmpty)
        #expect(timeline.server.requests.isEmpty)
        #expect(try await outbox.entries().isEmpty)
        let (_, timelines) = try await timeline.reopen()
        #expect(await DraftTimeline.home(in: timelines).getData(from: .cache)?.map(\.id) == ["n1", "n2"])
    }

    @Test func anOperationOnADraftIsSentAfterItWithTheServersID() async throws {
        let timeline = try await DraftTimeline()
        let outbox = timeline.persisted.outbox
        try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])
        try await outbox.enqueue(Like(entityID: "draft-1", likes: 2))
        #expect(timeline.persisted.store.entity(Note.self, id: "draft-1")?.likes == 2)

        let report = try await outbox.send()

        #expect(report.sent.count == 2)
        #expect(
            timeline.server.requests.map { "\($0.kind) \($0.entityID)" } == ["PostNote draft-1", "Like s1"])
        #expect(timeline.persisted.store.entity(Note.self, id: "s1")?.likes == 2)
        #expect(timeline.server.notes.withLock { $0["s1"]?.likes } == 2)
    }

    @Test func aDeleteOfADraftBeingSentWaitsForItAndUsesTheServersID() async throws {
        let timeline = try await DraftTimeline()
        let outbox = timeline.persisted.outbox
        let (arrived, proceeding) = timeline.server.holdSettingLikes()
        try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])
        async let sending = outbox.send()
        for await _ in arrived { break }

        let deletion = try await outbox.enqueue(DeleteNote(entityID: "draft-1"))
        #expect(deletion != nil)
        #expect(await timeline.shown() == ["n1", "n2"])
        proceeding.finish()
        let report = try await sending
        let second = try await outbox.send()

        #expect(report.sent.count + second.sent.count == 2)
        #expect(
            timeline.server.requests.map { "\($0.kind) \($0.entityID)" } == [
                "PostNote draft-1", "DeleteNote s1",
            ])
        #expect(timeline.server.notes.withLock { $0["s1"] } == nil)
        #expect(await timeline.shown() == ["n1", "n2"])
        #expect(try await outbox.entries().isEmpty)
        let (reopened, timelines) = try await timeline.reopen()
        #expect(await DraftTimeline.home(in: timelines).getData(from: .cache)?.map(\.id) == ["n1", "n2"])
        #expect(reopened.store.entity(Note.self, id: "s1") == nil)
    }

    @Test func aRefusedDraftIsKeptFailedWithItsReasonAndComesBackOnRetry() async throws {
        let timeline = try await DraftTimeline(answers: [.refuse("422: text too long")])
        let outbox = timeline.persisted.outbox
        let entry = try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])

        let refused = try await outbox.send()

        #expect(refused.refused.map(\.id) == [entry.id])
        #expect(await timeline.shown() == ["n1", "n2"])
        #expect(try await outbox.entries().map(\.state) == [.failed(reason: "422: text too long")])

        #expect(try await outbox.retry(entry.id))
        #expect(await timeline.shown() == ["draft-1", "n1", "n2"])
        let sent = try await outbox.send()
        #expect(sent.sent.count == 1)
        #expect(await timeline.shown() == ["s1", "n1", "n2"])
    }

    @Test func aPostIsSentAgainUnderItsKeyAndCreatedOnce() async throws {
        let timeline = try await DraftTimeline(answers: [.offline])
        let outbox = timeline.persisted.outbox
        try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])

        let first = try await outbox.send()
        let second = try await outbox.send()

        #expect(first.waiting == 1)
        #expect(second.sent.count == 1)
        let keys = timeline.server.requests.map(\.idempotencyKey)
        #expect(keys.count == 2 && Set(keys).count == 1)
        #expect(await timeline.shown() == ["s1", "n1", "n2"])
    }

    @Test func aRefusedPostEditedInItsPlaceIsSentWithTheNewTextUnderANewKey() async throws {
        let timeline = try await DraftTimeline(answers: [.refuse("422: text too long")])
        let outbox = timeline.persisted.outbox
        let entry = try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1, text: "far too long")),
            into: [.start(of: timeline.timelines, param: "home")])
        try await outbox.enqueue(Like(entityID: "draft-1", likes: 4))
        try await outbox.send()
        #expect(await timeline.shown() == ["n1", "n2"])

        let edited = try await outbox.edit(
            entry.id, to: PostNote(draft: DraftTimeline.draft(1, text: "short")))

        #expect(edited?.state == .waiting)
        #expect(edited?.idempotencyKey != entry.idempotencyKey)
        #expect(await timeline.shown() == ["draft-1", "n1", "n2"])
        #expect(timeline.persisted.store.entity(Note.self, id: "draft-1")?.text == "short")
        #expect(timeline.persisted.store.entity(Note.self, id: "draft-1")?.likes == 4)
        try await outbox.send()
        #expect(
            timeline.server.notes.withLock { $0["s1"] }
                == Note(id: "s1", writer: Writer(id: "w", name: "Wren"), text: "short", likes: 4))
        #expect(await timeline.shown() == ["s1", "n1", "n2"])
    }

    @Test func anEditToAnotherDraftIDIsRefusedAndChangesNothing() async throws {
        let timeline = try await DraftTimeline(answers: [.refuse("422: text too long")])
        let outbox = timeline.persisted.outbox
        let entry = try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])
        try await outbox.send()

        let edited = try await outbox.edit(entry.id, to: PostNote(draft: DraftTimeline.draft(2)))

        #expect(edited == nil)
        #expect(try await outbox.entries().map(\.state) == [.failed(reason: "422: text too long")])
        #expect(await timeline.shown() == ["n1", "n2"])
    }

    @Test func anOperationOnADraftEnqueuedAfterItWasCreatedGoesToTheServersID() async throws {
        let timeline = try await DraftTimeline()
        let outbox = timeline.persisted.outbox
        try await outbox.enqueue(
            PostNote(draft: DraftTimeline.draft(1)), into: [.start(of: timeline.timelines, param: "home")])
        try await outbox.send()

        let like = try await outbox.enqueue(Like(entityID: "draft-1", likes: 6))
        let deletion = try await outbox.enqueue(DeleteNote(entityID: "draft-1"))
        try await outbox.send()

        #expect(like?.entityID == "s1")
        #expect(deletion?.entityID == "s1")
        #expect(
            timeline.server.requests.map { "\($0.kind) \($0.entityID)" } == [
                "PostNote draft-1", "Like s1", "DeleteNote s1",
            ])
        #expect(await timeline.shown() == ["n1", "n2"])
    }

    @Test func aDraftWhoseTemporaryIDIsInUseIsRefusedBeforeAnythingIsWritten() async throws {
        let timeline = try await DraftTimeline()

        await #expect(throws: OptimisticInsertError.temporaryIDInUse) {
            try await timeline.persisted.outbox.enqueue(PostNote(draft: notes(1...1)[0]))
        }
        #expect(try await timeline.persisted.outbox.entries().isEmpty)
        #expect(timeline.persisted.store.entity(Note.self, id: "n1")?.text == "note 1")
    }
}
