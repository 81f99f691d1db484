import Foundation
import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

@testable import ReadmeStoreSnippet

/// The README's persistence block says that after a restart it shows the stored timeline at once, then
/// refreshes it once it is older than its expiry. Each launch here opens the same file with a new store and
/// a new cacher, built as the README builds them, with the expiry the README gives (none when it gives
/// none) and a test clock.
@Suite struct ReadmeRestartTests {
    let folder = TemporaryFolder()
    let clock = TestClock(epochSeconds: 1_000)
    let ada = Author(id: "ada", name: "Ada")

    @Test func aRestartShowsTheStoredTimeline_andRefreshesItOnlyOnceItExpired() async throws {
        // Without an expiry, the list never expires: the last launch below shows it completed, and fails.
        let expiry = try Self.readmesExpiry() ?? 300
        let first = Post(id: "1", author: ada, boost: nil)
        let newer = Post(id: "2", author: ada, boost: nil)
        try await launch { feed, fetcher in
            let states = StateRecorder(feed)
            await states.expect(.loading(nil))
            try await fetcher.firstPage.nextRequest().answer([first])
            await states.expect(.completed([first]))
        }

        clock.advance(by: .seconds(expiry - 1))
        try await launch { feed, fetcher in
            let states = StateRecorder(feed)
            await states.expect(.completed([first]))
            #expect(fetcher.firstPage.requestCount == 0, "a list younger than its expiry is fetched again")
        }

        clock.advance(by: .seconds(2))
        try await launch { feed, fetcher in
            let states = StateRecorder(feed)
            await states.expect(.loading([first]))
            try await fetcher.firstPage.nextRequest().answer([newer, first])
            await states.expect(.completed([newer, first]))
        }
    }

    /// Opens the database file as the README does, with a fetcher the test answers, runs `body`, and closes
    /// the store: one launch of the app.
    func launch(
        _ body: (AnyPaginationStoreFlowable<Post, String>, TestPaginationFetcher<String, Post, String>)
            async throws -> Void
    ) async throws {
        let persisted = try await SQLiteStore.open(
            at: folder.url.appendingPathComponent("timelines.sqlite"), entities: [Post.self, Author.self])
        let expiry = try Self.readmesExpiry()
        let stored =
            if let expiry {
                try await SQLiteListCacher<String, Post, String>(
                    in: persisted, name: "timelines", expiry: .seconds(expiry), clock: clock.epochClock)
            } else {
                try await SQLiteListCacher<String, Post, String>(
                    in: persisted, name: "timelines", clock: clock.epochClock)
            }
        let fetcher = TestPaginationFetcher<String, Post, String>()
        try await body(
            AnyPaginationStoreFlowable.from(cacher: stored, fetcher: fetcher, param: "home"), fetcher)
        persisted.close()
    }

    /// The expiry, in seconds, the README's persistence block gives its `SQLiteListCacher`; `nil` when it
    /// gives none. Records an issue when the block no longer builds the cacher as this test does.
    static func readmesExpiry() throws -> Int? {
        let block = try DocBlock.blocks(inDoc: "README.md").first { $0.text.contains("SQLiteListCacher<") }
        let text = try #require(block?.text, "the README has no SQLiteListCacher")
        let setup =
            /SQLiteListCacher<String, Post, String>\(\s*in: persisted, name: "timelines"(, expiry: \.seconds\((\d+)\))?\)/
        let match = try #require(
            text.firstMatch(of: setup), "the README builds its SQLiteListCacher differently: update this test"
        )
        return match.output.2.flatMap { Int($0) }
    }
}
