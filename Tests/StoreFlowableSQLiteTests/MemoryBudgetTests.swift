import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Synchronization
import Testing

/// `SQLiteStoreLimits.maxEntitiesInMemory`: memory keeps at most that many entities; what it drops stays
/// on disk and is read back when next asked for, never fetched again.
@Suite struct MemoryBudgetTests {
    @Test func givenMoreEntitiesThanTheBudget_whenEachIsRead_thenMemoryStaysWithinItAndEveryOneReadsBack()
        async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxEntitiesInMemory: 50))
        for writer in 0..<10 {
            let by = Writer(id: "w\(writer)", name: "Writer \(writer)")
            try await persisted.put(notes((writer * 30 + 1)...(writer * 30 + 30), by: by))
        }
        #expect(persisted.store.entitiesInMemory <= 50)

        for round in 0..<2 {
            for number in 1...300 {
                let note = persisted.store.entity(Note.self, id: "n\(number)")
                #expect(note?.text == "note \(number)", "round \(round)")
                #expect(note?.writer.id == "w\((number - 1) / 30)")
                #expect(persisted.store.entitiesInMemory <= 50)
            }
        }
        #expect(persisted.store.evictionStatistics.count > 300)
    }

    @Test func givenMemoryAtItsBudget_whenEntitiesItHoldsAreReadWithOthersItLacks_thenAllAreReturned()
        async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxEntitiesInMemory: 10))
        for number in 1...30 { try await persisted.put(notes(number...number)) }
        let held = (21...30).map { "n\($0)" }.filter {
            persisted.store.entityInMemory(Note.self, id: $0) != nil
        }
        #expect(held.count >= 4, "the last written are in memory")

        // Those held are the least recently written: making room for the rest must not drop them.
        let asked = held + (1...4).map { "n\($0)" }
        let read = persisted.store.entities(Note.self, ids: asked)

        #expect(read.map(\.id) == asked)
    }

    @Test func givenASubscribedList_whenManyOtherEntitiesAreRead_thenItsEntitiesStayInMemory() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
            try await timelines.saveData(data: notes(1...20), param: "home")
            try await timelines.saveDataCachedAt(epochSeconds: Date().timeIntervalSince1970, param: "home")
            try await persisted.put(notes(101...400, by: Writer(id: "other", name: "Other")))
            persisted.close()
        }
        let fetcher = NotePagesFetcher(pages: [])
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxEntitiesInMemory: 40))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        var subscription = home.publish().makeAsyncIterator()
        let first = await subscription.next()
        #expect(first?.content?.count == 20)

        for number in 101...400 { #expect(persisted.store.entity(Note.self, id: "n\(number)") != nil) }

        for number in 1...20 {
            #expect(
                persisted.store.entityInMemory(Note.self, id: "n\(number)") != nil, "n\(number) was dropped")
        }
        #expect(persisted.store.entitiesInMemory <= 40)
        #expect(fetcher.callCount == 0)
        withExtendedLifetime(subscription) {}
    }

    @Test func givenANoteWhoseWriterWasDropped_whenItIsReadAgain_thenAChangeOfTheWriterReachesIt()
        async throws
    {
        let folder = TemporaryFolder()
        let shared = Writer(id: "shared", name: "Shared")
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...1, by: Writer(id: "w1", name: "One")))
            try await persisted.put(notes(2...4, by: shared))
            persisted.close()
        }
        // A budget of 5 evicts one entity at a time: the oldest, the first note's writer, read before it.
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxEntitiesInMemory: 5))
        for number in 1...4 { #expect(persisted.store.entity(Note.self, id: "n\(number)") != nil) }
        #expect(persisted.store.entityInMemory(Writer.self, id: "w1") == nil)
        #expect(persisted.store.entityInMemory(Note.self, id: "n1") == nil, "n1 is held, its writer is not")

        #expect(persisted.store.entity(Note.self, id: "n1")?.writer.name == "One")
        let woken = Mutex<[Set<String>]>([])
        let observation = persisted.store.observe(Note.self, ids: ["n1"]) { ids in
            woken.withLock { $0.append(ids) }
        }
        try await persisted.update(Writer.self, id: "w1") { $0.name = "Renamed" }

        #expect(woken.withLock { $0 } == [["n1"]])
        #expect(persisted.store.entity(Note.self, id: "n1")?.writer.name == "Renamed")
        withExtendedLifetime(observation) {}
    }

    @Test func givenALiveQueryOverMoreThanTheBudget_whenOtherEntitiesAreRead_thenItsResultsStayWhole()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...100))
            persisted.close()
        }
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxEntitiesInMemory: 20))
        var results = persisted.store.query(Note.self, where: { _ in true }, sortedBy: { $0.id < $1.id })
            .makeAsyncIterator()
        #expect(await results.next()?.count == 100)

        try await persisted.put(notes(101...101, by: Writer(id: "late", name: "Late")))

        #expect(await results.next()?.count == 101, "no matching note was dropped from the query")
        #expect(persisted.store.count(of: Note.self) { _ in true } == 101)
    }
}
