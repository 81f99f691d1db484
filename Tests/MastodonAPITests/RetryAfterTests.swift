import Foundation
import MastodonAPI
import StoreFlowable
import Testing

/// An HTTP error says how long to wait before trying again (`Retry-After`, a rate limit's reset),
/// measured from the server's `Date` when it sends one, from the client's clock otherwise.
@Suite struct RetryAfterTests {
    /// 2026-08-01T13:55:00Z.
    static let noon = Date(timeIntervalSince1970: 1_785_592_500)

    private func error(
        status: Int, headers: [String: String], now: Date = noon
    ) async throws -> MastodonError? {
        let replayed = try ReplayedClient(now: { now })
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/public"), status: status, headers: headers,
            json: #"{"error": "Too many requests"}"#)
        return await #expect(throws: MastodonError.self) {
            try await replayed.client.timeline(.public())
        }
    }

    @Test(arguments: [429, 503])
    func givenRetryAfterInSeconds_whenMapped_thenThatIsTheWait(status: Int) async throws {
        let error = try await error(status: status, headers: ["Retry-After": "12"])

        #expect(error?.retryAfter == .seconds(12))
        #expect((error as (any Error)?) is any RetryAfterProviding)
        let reason = status == 429 ? "Too Many Requests" : "Service Unavailable"
        #expect(
            error?.description.hasSuffix(": HTTP \(status) \(reason): Too many requests; retry after 12 s")
                == true)
    }

    @Test func givenRetryAfterAsADateAndAServerDate_whenMapped_thenTheWaitIsMeasuredOnTheServersClock()
        async throws
    {
        // The client's clock is an hour fast: the server's `Date` is what the wait is measured from.
        let error = try await error(
            status: 503,
            headers: [
                "Retry-After": "Sat, 01 Aug 2026 13:55:30 GMT", "Date": "Sat, 01 Aug 2026 13:55:00 GMT",
            ],
            now: Self.noon.addingTimeInterval(3_600))

        #expect(error?.retryAfter == .seconds(30))
    }

    @Test func givenRetryAfterAsADateWithoutAServerDate_whenMapped_thenTheWaitIsMeasuredFromTheClientsClock()
        async throws
    {
        let error = try await error(
            status: 429, headers: ["Retry-After": "Sat, 01 Aug 2026 13:56:00 GMT"],
            now: Self.noon.addingTimeInterval(15))

        #expect(error?.retryAfter == .seconds(45))
    }

    @Test func givenARateLimitResetAndAServerDate_whenMapped_thenTheWaitRunsToTheReset() async throws {
        let error = try await error(
            status: 429,
            headers: [
                "X-RateLimit-Reset": "2026-08-01T13:55:12.000000Z", "Date": "Sat, 01 Aug 2026 13:55:00 GMT",
            ],
            now: .distantPast)

        #expect(error?.retryAfter == .seconds(12))
        #expect(error?.description.hasSuffix("; rate limit resets at 2026-08-01T13:55:12.000Z") == true)
    }

    @Test func givenBothHeaders_whenMapped_thenRetryAfterWins() async throws {
        let error = try await error(
            status: 429, headers: ["Retry-After": "3", "X-RateLimit-Reset": "2026-08-01T14:00:00.000000Z"])

        #expect(error?.retryAfter == .seconds(3))
    }

    @Test func givenAResetAlreadyPast_whenMapped_thenThereIsNoWait() async throws {
        let error = try await error(
            status: 429, headers: ["X-RateLimit-Reset": "2026-08-01T13:00:00.000000Z"])

        #expect(error?.retryAfter == .zero)
    }

    @Test(arguments: [
        (["Retry-After": "soon"], nil),
        (["Retry-After": "99999999999999999999999"], Duration.seconds(1_000_000)),
        (["Retry-After": "Sat, 01 Aug 2026 13:55:30"], nil),
        (["Retry-After": "-5"], nil),
    ])
    func givenAnUnusualRetryAfter_whenMapped_thenItIsReadSafely(headers: [String: String], wait: Duration?)
        async throws
    {
        let error = try await error(status: 429, headers: headers)

        #expect(error?.retryAfter == wait)
    }

    @Test(arguments: [500, 502, 404])
    func givenAnotherStatus_whenItSendsRetryAfter_thenItIsNotRead(status: Int) async throws {
        let error = try await error(status: status, headers: ["Retry-After": "12"])

        #expect(error?.statusCode == status)
        #expect(error?.retryAfter == nil)
    }
}
