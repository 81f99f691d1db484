import Foundation
import MastodonAPI
import MastodonDemoInstance
import Testing

/// Every screen says how old what it shows is, from the freshness the library hands out with each
/// state: content read from the cache is headed by its age, and content kept after a failed refresh
/// says when it was loaded.
@Suite struct ContentAgeTests {
    static let now = DemoWorld.baseDate

    @Test func givenACachedProfile_whenOpenedOfflineThreeMinutesLater_thenItsPostsAreHeadedByTheirAge()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let author = try #require(
            instance.world.publicTimeline().first.flatMap { instance.world.account(id: $0.accountID) })
        let acct = author.acct
        let arguments = ["profile", acct, "--limit", "2", "--cache", path]
        let first = await CommandRun.run(arguments, on: instance, clock: { Self.now })

        // Offline for the posts: what shows is the cache, headed by its age.
        instance.failures = [
            .transport(.cannotConnectToHost, on: .path("/api/v1/accounts/\(author.id)/statuses"))
        ]
        let second = await CommandRun.run(
            arguments, on: instance, clock: { Self.now.addingTimeInterval(180) })

        #expect(first.status == 0 && second.status == 0)
        #expect(!first.output.contains("cached"))
        #expect(second.output.contains("\n\ncached 3 min ago\n[1] "))
    }

    @Test func givenACachedTimeline_whenWrittenAsJSONOffline_thenTheLineSaysWhenTheContentWasSaved()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let arguments = ["--limit", "2", "--format", "json", "--cache", path]
        let first = try await CommandRun.run(arguments, on: instance, clock: { Self.now }).jsonLines()
        let again = try await CommandRun.run(
            arguments, on: instance, clock: { Self.now.addingTimeInterval(300) }
        ).jsonLines()

        instance.failures = [CacheTests.unreachable]
        let offline = await CommandRun.run(
            arguments, on: instance, clock: { Self.now.addingTimeInterval(600) })
        let lines = try offline.jsonLines()

        #expect(first.count == 1 && again.count == 1)
        #expect(first.allSatisfy { $0["cached_at"] == nil })
        #expect(again.allSatisfy { $0["cached_at"] == nil })
        #expect(offline.status == 0)
        #expect(lines.count == 1)
        #expect(
            lines.first?["cached_at"] as? String
                == MastodonDate.string(from: Self.now.addingTimeInterval(300)))
        #expect((lines.first?["ids"] as? [String])?.count == 2)
        #expect(offline.errorLines.first?.hasSuffix("showing the cached timeline") == true)
    }

    @Test func givenAFailedRefreshInInteractiveMode_whenReported_thenTheAgeOfWhatStaysIsShown() async throws {
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let time = AgeClockTests.ManualClock(Self.now)

        let run = await CommandRun.run(
            ["--limit", "2"], on: instance, lines: ["r", "q"],
            beforeLine: { line in
                guard line == "r" else { return }
                instance.failures = [.error(403, message: "Forbidden", on: .everyRequest)]
                time.advance(by: 600)
            }, isTerminal: true, clock: { time.now() })

        #expect(run.status == 0)
        #expect(
            run.errorLines == [
                "error: GET https://\(instance.host):443/api/v1/timelines/public?limit=2: HTTP 403 Forbidden: "
                    + "Forbidden"
            ])
        #expect(run.output.contains("\n> (showing what was loaded 10 min ago)\n> "))
    }
}
