import Foundation
import MastodonDemoInstance
import Testing

/// The status screen lists what is attached to the status asked for, and decodes every character
/// reference in its text, its warning and its author's name.
@Suite struct StatusDetailTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func instance() -> DemoInstance {
        DemoInstance(
            seed: 1,
            failures: [
                InjectedAnswers.json(
                    InjectedAnswers.detailedStatus(id: "77", now: Self.now), at: "/api/v1/statuses/77"),
                InjectedAnswers.json(
                    #"{"ancestors": [], "descendants": []}"#, at: "/api/v1/statuses/77/context"),
            ])
    }

    @Test func givenAStatusWithMediaCardAndPoll_whenShownForPeople_thenEachIsListedAndTextIsDecoded() async {
        let run = await CommandRun.run(["status", "77", "--expand-cw"], on: instance(), clock: { Self.now })

        #expect(run.status == 0)
        #expect(run.output.hasPrefix("[1] ▶ Renée & co @rene@pleroma.example.test · "))
        #expect(run.output.contains("\n    ⚠ CW: Tom & Jerry '24\n    café crème 'n' more…\n"))
        #expect(run.output.contains("\n    🖼 image: A latte & a croissant\n    🎞 video: no description\n"))
        #expect(run.output.contains("\n    🔗 Cafés of Lyon · News · https://news.example.test/a\n"))
        #expect(
            run.output.contains(
                "\n    📊 poll · 3 votes · closes in 3h\n       Tea · 1 vote · 33%\n       Coffee · 2 votes · 67%\n"
            ))
    }

    @Test func givenAStatusWithMediaCardAndPoll_whenShownAsJSON_thenItsDetailCarriesThem() async throws {
        let run = await CommandRun.run(
            ["status", "77", "--format", "json"], on: instance(), clock: { Self.now })

        #expect(run.status == 0)
        let last = try #require(try run.jsonLines().last)
        let item = try #require((last["items"] as? [[String: Any]])?.first)
        #expect(item["text"] as? String == "⚠ CW: Tom & Jerry '24\ncafé crème 'n' more…")
        let detail = try #require(item["detail"] as? [String: Any])
        let media = try #require(detail["media"] as? [[String: Any]])
        #expect(media.map { $0["type"] as? String } == ["image", "video"])
        #expect((detail["card"] as? [String: Any])?["provider"] as? String == "News")
        let poll = try #require(detail["poll"] as? [String: Any])
        #expect(poll["votes_count"] as? Int == 3)
        #expect((poll["options"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Tea", "Coffee"])
    }
}
