import MastodonDemoInstance
import Testing

@Suite struct DemoSubcommandTests {
    /// The lines of the screens (`  home …`, `  status …`, `  profile …`) in the part of the story after
    /// `marker`, up to the next blank line or the first frame.
    private func screenLines(after marker: String, in output: String) throws -> [Substring] {
        let part = try #require(output.components(separatedBy: marker).last)
        let block = try #require(part.components(separatedBy: "\n\n").first)
        return block.split(separator: "\n").prefix { !$0.hasPrefix("─") }.filter { $0.hasPrefix("  ") }
    }

    /// The frames drawn after `marker`: each one's title and the selected item's lines.
    private func frames(after marker: String, in output: String) throws -> [(
        title: String, selected: [Substring]
    )] {
        let part = try #require(output.components(separatedBy: marker).last)
        let frames = part.components(separatedBy: String(repeating: "─", count: 80) + "\n").dropFirst()
            .prefix(3)
        return frames.map { frame in
            let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
            return (String(lines.first ?? ""), lines.filter { $0.hasPrefix("▌ ") })
        }
    }

    @Test func givenTheStory_whenTold_thenTheReadersScreensShowTheFavouriteAndTheNewNameOnThePostSelected()
        async throws
    {
        let run = await CommandRun.run(["demo"], on: DemoInstance(seed: 1))

        let favourited = try frames(after: "Favouriting it from the home timeline…", in: run.output)
        let renamed = try frames(after: "refreshing the profile's header…", in: run.output)

        #expect(favourited.map(\.title) == [" home", " status", " profile"])
        #expect(favourited.allSatisfy { $0.selected.last?.contains(" · favourited · id ") == true })
        #expect(renamed.map(\.title) == [" home", " status", " profile"])
        #expect(renamed.allSatisfy { $0.selected.first?.contains(" (renamed) @") == true })
    }

    /// Holds only when the three screens read one stored status and one stored account: the status
    /// and profile screens make no request after they open, yet show the favourite and the new name.
    /// If a screen never showed a change, the time limit would end the wait.
    @Test(.timeLimit(.minutes(10)))
    func
        givenOnePostOnThreeScreens_whenFavouritedAndItsAuthorRenamed_thenEveryScreenShowsBothWithOneRequestEach()
        async throws
    {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(["demo"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let opened = try screenLines(after: "opened on three screens:", in: run.output)
        #expect(opened.map { $0.split(separator: " ").first } == ["home", "status", "profile"])
        let favourited = try screenLines(after: "Favouriting it from the home timeline…", in: run.output)
        #expect(favourited.count == 3)
        #expect(favourited.allSatisfy { $0.hasSuffix(" · favourited") })
        #expect(run.output.contains("\nHTTP requests for the favourite: 1\n"))
        let renamed = try screenLines(after: "refreshing the profile's header…", in: run.output)
        #expect(renamed.count == 4)
        #expect(renamed.allSatisfy { $0.contains(" (renamed) @") })
        #expect(run.output.contains("\nHTTP requests for the new name: 1\n"))

        let requests = instance.requests.map { "\($0.method) \($0.url.path)" }
        let post = try #require(requests.firstIndex { $0.hasPrefix("POST ") })
        #expect(requests.filter { $0.hasPrefix("POST ") }.count == 1)
        #expect(requests[post].hasSuffix("/favourite"))
        // After the favourite, the only request is the refreshed header of the renamed account.
        #expect(requests.count == post + 2)
        #expect(requests.last?.hasPrefix("GET /api/v1/accounts/") == true)
        #expect(requests.contains { $0.hasSuffix("/context") })
        #expect(instance.world.accounts.contains { $0.displayName.hasSuffix(" (renamed)") })
    }
}

/// With a cache, the story ends offline: the post is bookmarked while the instance cannot be reached,
/// every screen shows the bookmark marked as waiting, and one request sends it once the instance is back.
@Suite struct DemoOfflineStoryTests {
    @Test
    func givenACache_whenTheInstanceGoesOffline_thenTheBookmarkWaitsMarkedOnEveryScreenAndOneRequestSendsIt()
        async throws
    {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(["demo", "--cache", CacheTests.cachePath()], on: instance)

        #expect(run.status == 0)
        let part = try #require(
            run.output.components(separatedBy: "goes offline; bookmarking the post…\n").last)
        let lines = part.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3).map { $0.split(separator: " ").first } == ["home", "status", "profile"])
        #expect(lines.prefix(3).allSatisfy { $0.hasSuffix(" · bookmarked · ⏳ bookmark waiting") })
        #expect(lines[3] == "queued: 1 change waiting: every screen shows it, marked until sent.")
        #expect(lines[5...7].allSatisfy { $0.hasSuffix(" · bookmarked") })
        #expect(lines[8] == "HTTP requests to send it: 1")
        let bookmarks = instance.requests.filter { $0.url.path.hasSuffix("/bookmark") }
        #expect(bookmarks.map(\.statusCode) == [0, 200])
    }
}
