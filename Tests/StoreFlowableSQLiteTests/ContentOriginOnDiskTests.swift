import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Where content on disk came from, per subscriber: fetched by this process reads `.network` to every
/// subscriber; saved by an earlier run reads `.disk` until this process fetches it.
@Suite struct ContentOriginOnDiskTests {
    @Test
    func givenAListFetchedInThisRun_whenASecondSubscriberComes_thenItIsShownNetworkAndAfterARestartDisk()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: [notes(1...2)])
        var secondOrigin: ContentOrigin?
        var afterEntityWrite: ContentOrigin?
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
            var second = home.publishWithFreshness().makeAsyncIterator()
            secondOrigin = await second.next()?.freshness?.origin
            try await persisted.update(Note.self, id: "n1") { $0.text = "edited" }
            var third = home.publishCacheOnlyWithFreshness().makeAsyncIterator()
            let shown = await third.next()
            #expect(shown?.state.content?.first?.text == "edited")
            afterEntityWrite = shown?.freshness?.origin
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        var updates = home.publishCacheOnlyWithFreshness().makeAsyncIterator()
        let afterRestart = await updates.next()?.freshness?.origin

        #expect(secondOrigin == .network)
        #expect(afterEntityWrite == .network)
        #expect(afterRestart == .disk)
        #expect(fetcher.callCount == 1)
    }
}
