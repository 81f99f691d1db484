import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// An origin error that says when to come back, as an HTTP 429 with `Retry-After` does.
struct RateLimitedError: RetryAfterProviding, Equatable {
    let retryAfter: Duration?
}

/// A retry policy of `maxAttempts` on `clock`, with waits of exactly their ceiling (1 s, 2 s, 4 s…), and
/// every retry announced to `attempts`.
func fixedRetry(
    maxAttempts: Int,
    clock: TestClock,
    maxDelay: Duration = .seconds(30),
    attempts: Recorder<RetryAttempt>? = nil
) -> RetryPolicy {
    var announce: (@Sendable (RetryAttempt) -> Void)?
    if let attempts { announce = { attempts.record($0) } }
    return RetryPolicy(
        maxAttempts: maxAttempts, baseDelay: .seconds(1), maxDelay: maxDelay, jitter: .none, clock: clock,
        onRetry: announce)
}

/// A flowable of `Int` on `cacher` for `param`, whose failed fetches are tried again as `retry` says.
func makeRetryingFlowable(
    cacher: IntCacher,
    fetcher: some Fetcher<String, Int>,
    param: String = "key",
    retry: RetryPolicy
) -> AnyStoreFlowable<Int> {
    AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param, retry: retry)
}

/// A fetcher that forwards to `inner` and opens `released` when it is deallocated.
///
/// The library holds a flowable's fetcher only while the flowable, a subscription to it, or a fetch it
/// runs is alive. Once the test has dropped the flowable and its subscriptions, `released` opens exactly
/// when the fetch the flowable ran has ended: a way to wait for a fetch with nobody waiting for it.
final class ReleaseSignallingFetcher: Fetcher {
    let inner: TestFetcher<String, Int>
    private let release: AsyncStream<Void>.Continuation

    init(_ inner: TestFetcher<String, Int>, released: AsyncStream<Void>.Continuation) {
        self.inner = inner
        self.release = released
    }

    deinit {
        release.finish()
    }

    func fetch(param: String) async throws -> Int {
        try await inner.fetch(param: param)
    }
}

/// Waits until `stream` ends.
func waitUntilFinished(_ stream: AsyncStream<Void>) async {
    for await _ in stream {}
}

/// Signals the test sends by hand, for a refetch trigger.
struct ManualSignals {
    let stream: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    }

    func send() {
        continuation.yield()
    }

    func end() {
        continuation.finish()
    }
}
