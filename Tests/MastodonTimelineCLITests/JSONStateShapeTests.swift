import MastodonDemoInstance
import Testing

@Suite struct JSONStateShapeTests {
    @Test func givenAnyState_whenWrittenAsJSON_thenKeysAreSortedAndItemsCarryTheDocumentedFields()
        async throws
    {
        let run = await CommandRun.run(["--limit", "2", "--format", "json"], on: DemoInstance(seed: 1))

        let rawLines = run.output.split(separator: "\n")
        #expect(
            rawLines.first == #"{"ids":[],"items":[],"next":"loading","prev":"loading","state":"loading"}"#)
        let last = try #require(try run.jsonLines().last)
        #expect(Set(last.keys) == ["ids", "items", "next", "prev", "state"])
        let items = try #require(last["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(
            items.allSatisfy {
                Set($0.keys) == [
                    "id", "account", "text", "created_at", "favourited", "reblogged", "reblogs_count",
                    "favourites_count",
                ]
            })
    }
}
