import MastodonDemoInstance
import Testing

@Suite struct DemoSubcommandTests {
    /// The lines of the screens (`  home …`, `  status …`, `  profile …`) in the part of the story after
    /// `marker`, up to the next blank line.
    private func screenLines(after marker: String, in output: String) throws -> [Substring] {
        let part = try #require(output.components(separatedBy: marker).last)
        let block = try #require(part.components(separatedBy: "\n\n").first)
        return block.split(separator: "\n").filter { $0.hasPrefix("  ") }
    }

    /// Holds only when the three screens read one stored status and one stored account: the status
    /// and profile screens make no request after they open, yet show the favourite and the new name.
    /// If a screen never showed a change, the time limit would end the wait.
    @Test(.timeLimit(.minutes(1)))
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
