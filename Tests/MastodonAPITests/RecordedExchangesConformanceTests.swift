import Foundation
import MastodonAPI
import Testing

/// Decodes and replays the real recorded Mastodon 4.6.4 exchanges from `shared/fixtures`.
///
/// Skipped (and reported as not run) when the folder is absent, unless
/// `STOREFLOWABLE_REQUIRE_SHARED_FIXTURES=1`, in which case its absence fails the tests.
@Suite(
    .enabled(
        if: RecordedFixtures.shouldRun,
        Comment(
            rawValue: "shared/fixtures/mastodon-recorded is not next to the package; did not run "
                + "(STOREFLOWABLE_REQUIRE_SHARED_FIXTURES=1 makes this a failure)")
    )
)
struct RecordedExchangesConformanceTests {
    private static let recordedInstance = URL(string: "http://localhost:3000")

    @Test func givenEveryRecordedBody_whenStatusesAndAccountsDecoded_thenAllDecodeAndRoundTrip() throws {
        let directory = try requireDirectory()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var counts = (statuses: 0, arrays: 0, boosts: 0, accounts: 0)

        for name in names {
            let file = try RecordedFixtures.load(name, from: directory)
            for (index, exchange) in file.exchanges.enumerated() {
                let body = exchange.response.body
                let place = "\(name) exchange \(index)"
                if case .array(let items) = body, !items.isEmpty, items.allSatisfy(\.looksLikeStatus) {
                    let page = try decode([Status].self, body, place)
                    #expect(page.count == items.count)
                    counts.arrays += 1
                }
                try visit(body, place: place, counts: &counts)
            }
        }

        #expect(names.count >= 10)
        #expect(counts.statuses >= 200)
        #expect(counts.arrays >= 15)
        #expect(counts.boosts >= 1)
        #expect(counts.accounts > counts.statuses)
    }

    @Test(.serialized, arguments: ["pagination-iterator.json", "fetch-remaining.json"])
    func givenRecordedTagTimeline_whenReplayedFollowingNext_thenEndsOnEmptyPageWithoutDuplicates(
        name: String
    ) async throws {
        let directory = try requireDirectory()
        let instance = try #require(Self.recordedInstance)
        let exchanges = try RecordedFixtures.load(name, from: directory).exchanges.filter {
            $0.request.method == "GET" && $0.request.url.contains("/api/v1/timelines/tag/")
        }
        let first = try #require(exchanges.first)
        let firstURL = try #require(URLComponents(string: first.request.url))
        let tag = try #require(firstURL.path.split(separator: "/").last.map(String.init))
        let limit = firstURL.queryItems?.first { $0.name == "limit" }?.value.flatMap { Int($0) }
        let script = ReplayScript(origins: [instance])
        for exchange in exchanges {
            let reply = ReplayReply(
                status: exchange.response.status, headers: exchange.response.headers,
                body: try exchange.response.body.bodyData())
            script.on(exchange.request.method, exchange.request.url, .respond(reply))
        }
        let client = try MastodonClient(
            instance: instance, accessToken: "token", session: script.makeSession())

        var page = try await client.timeline(.tag(tag), limit: limit)
        var ids = page.statuses.map(\.id)
        while !page.isEmpty, let next = page.next {
            page = try await client.page(at: next)
            ids += page.statuses.map(\.id)
        }

        #expect(ids.count == 30)
        #expect(Set(ids).count == ids.count)
        #expect(page.isEmpty && page.next == nil && page.prev == nil)
        #expect(script.seen.count == 4)
        #expect(script.seen.first?.url.absoluteString == first.request.url)
        #expect(script.seen.allSatisfy { $0.authorization == "Bearer token" })
    }

    private func requireDirectory() throws -> URL {
        try #require(
            RecordedFixtures.directory,
            "\(RecordedFixtures.requireVariable)=1 but \(RecordedFixtures.expectedDirectory.path) is missing")
    }

    private func visit(
        _ value: JSONValue, place: String,
        counts: inout (statuses: Int, arrays: Int, boosts: Int, accounts: Int)
    ) throws {
        switch value {
        case .object(let object):
            if value.looksLikeStatus {
                let status = try decode(Status.self, value, place)
                #expect(try roundTrip(status) == status, "\(place): status \(status.id) round trip")
                counts.statuses += 1
                if let original = status.reblog {
                    #expect(status.displayed == original)
                    #expect(original.reblog == nil)
                    counts.boosts += 1
                }
            } else if value.looksLikeAccount {
                let account = try decode(Account.self, value, place)
                #expect(try roundTrip(account) == account, "\(place): account \(account.id) round trip")
                counts.accounts += 1
            }
            for child in object.values {
                try visit(child, place: place, counts: &counts)
            }
        case .array(let items):
            for item in items {
                try visit(item, place: place, counts: &counts)
            }
        default:
            break
        }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ value: JSONValue, _ place: String) throws
        -> Value
    {
        do {
            return try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
        } catch {
            Issue.record("\(place): \(Value.self) failed to decode: \(error)")
            throw error
        }
    }
}
