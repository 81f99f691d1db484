import Foundation
import Testing

/// The 500-new-posts story with the built program, piped, as a user runs it: the run after them shows the
/// newest page, a gap line, and every post the earlier run had, never a cleared list.
@Suite struct BuiltProgramGapTests {
    @Test func givenACachedTimeline_whenFiveHundredPostsArrive_thenTheBuiltProgramShowsNewestGapAndAllItHad()
        async throws
    {
        let server = try PagingServer(posts: 100)
        defer { server.stop() }
        let arguments = TimelineGapTests.arguments(server)
        let first = try await BuiltExecutable.run(arguments + ["--pages", "3"])
        server.post(500)
        let second = try await BuiltExecutable.run(arguments)

        #expect(first.status == 0)
        #expect(TimelineGapTests.sequence(of: first.output) == TimelineGapTests.ids(41...100))
        #expect(second.status == 0)
        #expect(
            TimelineGapTests.sequence(of: second.output)
                == TimelineGapTests.ids(581...600) + ["gap"] + TimelineGapTests.ids(41...100))
    }
}
