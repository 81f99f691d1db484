import Foundation
import MastodonAPI
import Testing

@Suite struct TransportAndCancellationTests {
    @Test func givenUnreachableHost_whenLoading_thenTransportError() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on("GET", replayed.url("/api/v1/timelines/public"), .fail(.cannotConnectToHost))

        let error = await #expect(throws: MastodonError.self) {
            try await replayed.client.timeline(.public())
        }

        guard case .transport(let reason, let request) = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            return
        }
        #expect(reason == "cannot connect to host")
        #expect(
            request?.description == "GET https://\(replayed.origin.host ?? "?"):443/api/v1/timelines/public")
    }

    @Test func givenAlreadyCancelledTask_whenLoading_thenCancellationErrorAndNoRequest() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on("GET", replayed.url("/api/v1/statuses/1"), json: StatusFixtures.anonymous)
        let client = replayed.client

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.status(id: "1")
        }

        await #expect(throws: CancellationError.self) {
            try await task.value
        }
        #expect(replayed.script.seen.isEmpty)
    }

    @Test func givenRequestInFlight_whenTaskCancelled_thenCancellationErrorNotWrapped() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on("GET", replayed.url("/api/v1/statuses/1"), .hang)
        let client = replayed.client

        let task = Task { try await client.status(id: "1") }
        for await _ in replayed.script.hangingRequests { break }
        task.cancel()

        await #expect(throws: CancellationError.self) {
            try await task.value
        }
        #expect(replayed.script.seen.count == 1)
    }
}
