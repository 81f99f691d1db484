import Foundation
import MastodonDemoInstance
import Testing

/// `status ID` through the demo instance: the status, the statuses it replies to and its replies.
@Suite struct StatusScreenTests {
    @Test func givenAStatusInTheMiddleOfAThread_whenShownAsJSON_thenAncestorsItselfAndRepliesWithDepths()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let middle = try DemoThreads.middle(of: instance.world)
        let context = try #require(instance.world.context(of: middle.id, authenticated: true))

        let run = await CommandRun.run(["status", middle.id, "--format", "json"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let last = try #require(try run.jsonLines().last)
        #expect(last["state"] as? String == "completed")
        #expect(last["focus"] as? String == middle.id)
        #expect(last["next"] as? String == "end")
        let expected = context.ancestors.map(\.id) + [middle.id] + context.descendants.map(\.id)
        #expect(last["ids"] as? [String] == expected)
        let items = try #require(last["items"] as? [[String: Any]])
        let depths = items.compactMap { $0["depth"] as? Int }
        #expect(depths.count == items.count)
        #expect(depths.prefix(context.ancestors.count + 1).allSatisfy { $0 == 0 })
        #expect(depths.dropFirst(context.ancestors.count + 1).allSatisfy { $0 >= 1 })
        let firstReply = try #require(items.dropFirst(context.ancestors.count + 1).first)
        #expect(firstReply["in_reply_to_id"] as? String == middle.id)
        #expect(items.filter { $0["detail"] != nil }.map { $0["id"] as? String } == [middle.id])
        #expect(
            instance.requests.map(\.url.path) == [
                "/api/v1/statuses/\(middle.id)", "/api/v1/statuses/\(middle.id)/context",
            ])
    }

    @Test func givenAThread_whenShownForPeople_thenTheStatusIsMarkedAndRepliesAreIndentedUnderIt()
        async throws
    {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let middle = try DemoThreads.middle(of: instance.world)
        let context = try #require(instance.world.context(of: middle.id, authenticated: true))
        let focusNumber = context.ancestors.count + 1

        let run = await CommandRun.run(["status", middle.id], on: instance)

        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("[1] ") == true)
        #expect(lines.contains { $0.hasPrefix("[\(focusNumber)] ▶ ") })
        #expect(lines.contains { $0.hasPrefix("  [\(focusNumber + 1)] ") })
        #expect(run.output.hasSuffix("── end of thread ──\n"))
    }

    @Test func givenAnUnknownStatus_whenShownInEitherFormat_thenOneClearLineAndExit1() async throws {
        for format in ["human", "json"] {
            let instance = DemoInstance(seed: 1)

            let run = await CommandRun.run(["status", "424242", "--format", format], on: instance)

            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: status '424242' not found (GET https://\(instance.host):443/api/v1/statuses/424242: "
                        + "HTTP 404 Not Found: Record not found)"
                ])
            #expect(instance.requests.map(\.statusCode) == [404])
        }
    }

    @Test func givenABoostsID_whenShown_thenTheBoostStandsForItsOriginalInTheOriginalsThread() async throws {
        let instance = DemoInstance(seed: 1)
        let world = instance.world
        let boost = try #require(world.statuses.first { $0.isReblog && $0.visibility == .public })
        let original = try #require(boost.reblogOfID)

        let run = await CommandRun.run(["status", boost.id, "--format", "json"], on: instance)

        #expect(run.status == 0)
        let last = try #require(try run.jsonLines().last)
        #expect((last["ids"] as? [String])?.contains(boost.id) == true)
        let focus = try #require(
            (last["items"] as? [[String: Any]])?.first { $0["id"] as? String == boost.id })
        #expect(
            focus["account"] as? String
                == world.account(id: world.status(id: original)?.accountID ?? "")?.acct)
        #expect(instance.requests.last?.url.path == "/api/v1/statuses/\(original)/context")
    }

    @Test func givenATerminal_whenAStatusInTheThreadIsFavourited_thenItShowsAtOnceAndOneActionIsSent()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let middle = try DemoThreads.middle(of: instance.world)
        let context = try #require(instance.world.context(of: middle.id, authenticated: true))
        let number = context.ancestors.count + 1

        let run = await CommandRun.run(
            ["status", middle.id], on: instance, lines: ["f \(number)", "r", "q"], isTerminal: true)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output.contains("\n↳ [\(number)] now "))
        #expect(run.output.contains(" · favourited\n"))
        #expect(instance.requests.map(\.method) == ["GET", "GET", "POST", "GET", "GET"])
        #expect(instance.requests[2].url.path == "/api/v1/statuses/\(middle.id)/favourite")
    }
}
