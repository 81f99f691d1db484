import Foundation
import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

@Suite struct HydrationTests {
    @Test func givenPagedTimeline_whenReopened_thenFirstStateShowsItBeforeAnyFetch() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: [notes(1...3), notes(4...5), notes(6...7)])
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
            let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
            await home.requestNextData(continueWhenError: false)
            persisted.close()
        }
        let callsBefore = fetcher.callCount

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")

        // The first page only: the second is read from the file when the list is paged on.
        let state = await firstState(of: home)
        #expect(state?.content?.map(\.id) == ["n1", "n2", "n3"])
        #expect(state?.isCompleted == true)
        #expect(state?.next == .fixed(canRequestAdditionalData: true))
        #expect(await timelines.loadNextKey(param: "home") == 1)
        #expect(reopened.store.entitiesInMemory == 4, "three notes and their writer")

        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == ["n1", "n2", "n3", "n4", "n5"])
        #expect(await timelines.loadNextKey(param: "home") == 2)
        #expect(fetcher.callCount == callsBefore, "no page was fetched")
        #expect(reopened.store.entity(Writer.self, id: "w")?.name == "Wren")

        // Past the stored end, the network.
        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == ["n1", "n2", "n3", "n4", "n5", "n6", "n7"])
        #expect(fetcher.callCount == callsBefore + 1)
    }

    @Test func givenExpiredTimeline_whenReopened_thenFirstStateIsLoadingWithTheStoredContent() async throws {
        let folder = TemporaryFolder()
        let clock = TestClock(epochSeconds: 1_000)
        let fetcher = NotePagesFetcher(pages: [notes(1...2)])
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(
                in: persisted, name: "t", expireSeconds: 60, clock: clock.epochClock)
            let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
        }
        clock.advance(by: .seconds(61))

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(
            in: reopened, name: "t", expireSeconds: 60, clock: clock.epochClock)
        #expect(await timelines.loadDataCachedAt(param: "home") == 1_000)
        let home = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...3)]), param: "home")

        let state = await firstState(of: home)
        #expect(state == .loading(content: notes(1...2)))
    }

    @Test func givenEntityChangedThroughTheStore_whenReopened_thenEveryListShowsTheChange() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            for param in ["home", "local"] {
                let flowable = AnyPaginationStoreFlowable.from(
                    cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...3)]), param: param)
                _ = try await flowable.requireData()
            }
            try await persisted.update(Note.self, id: "n2") { $0.likes = 7 }
            try await persisted.update(Writer.self, id: "w") { $0.name = "Wren R." }
        }

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        for param in ["home", "local"] {
            let list = await timelines.loadData(param: param)
            #expect(list?.first { $0.id == "n2" }?.likes == 7)
            #expect(list?.allSatisfy { $0.writer.name == "Wren R." } == true)
        }
    }

    @Test func givenValuesInKeyValueCacher_whenReopened_thenValueAndTimestampAreBack() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let cacher = SQLiteCacher<String, [String: Int]>(in: persisted, name: "counts")
            try await cacher.saveData(data: ["a": 1], param: "x")
            try await cacher.saveDataCachedAt(epochSeconds: 42, param: "x")
            try await cacher.saveData(data: ["b": 2], param: "y")
            try await cacher.saveData(data: nil, param: "y")
        }

        let reopened = try await openNotes(at: folder.database)
        let cacher = SQLiteCacher<String, [String: Int]>(in: reopened, name: "counts")
        #expect(await cacher.loadData(param: "x") == ["a": 1])
        #expect(await cacher.loadDataCachedAt(param: "x") == 42)
        #expect(await cacher.loadData(param: "y") == nil)
        let other = SQLiteCacher<String, [String: Int]>(in: reopened, name: "other")
        #expect(await other.loadData(param: "x") == nil)
    }
}
