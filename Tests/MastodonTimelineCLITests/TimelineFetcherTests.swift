import MastodonAPI
import MastodonDemoInstance
import MastodonTimelineCLI
import Testing

@Suite struct TimelineFetcherTests {
    @Test func givenTheDemoInstance_whenPagingBothWays_thenFollowsTheLinksAndStopsOnAnEmptyPage() async throws
    {
        let instance = DemoInstance(seed: 1)
        let client = try MastodonClient(
            instance: instance.baseURL, accessToken: DemoInstance.accessToken, session: instance.makeSession()
        )
        let fetcher = MastodonTimelineFetcher(client: client)
        let request = TimelineRequest(timeline: .public(), limit: 5)
        let expected = instance.world.publicTimeline().map(\.id)

        let first = try await fetcher.fetch(param: request)
        let nextKey = try #require(first.nextKey)
        let second = try await fetcher.fetchNext(nextKey: nextKey, param: request)
        let newer = try await fetcher.fetchPrev(prevKey: try #require(first.prevKey), param: request)

        #expect(first.data.map(\.id) == Array(expected.prefix(5)))
        #expect(nextKey.absoluteString.contains("max_id=\(expected[4])"))
        #expect(second.data.map(\.id) == Array(expected[5..<10]))
        #expect(newer.data.isEmpty)
        #expect(newer.prevKey == nil)
    }
}
