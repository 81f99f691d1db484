/// How long the test kit waits for something a test awaits (a request, a sleeper, a state) before it
/// gives up and fails the test instead of hanging it.
///
/// The limit only decides when a test that is failing anyway stops: a test that passes never waits for
/// it, so a generous limit costs nothing. Once it has passed, every task ready then runs before the wait
/// gives up: on a loaded machine whose concurrency pool was busy for longer than the limit, what a test
/// waits for still comes. Pass a ``TestClock`` as `clock` to test a time-out itself.
///
/// ```swift
/// let fetcher = TestFetcher<String, User>(waitLimit: WaitLimit(.seconds(5)))
/// ```
public struct WaitLimit: Sendable {
    /// How long to wait; `nil` waits for ever.
    public let duration: Duration?
    /// The clock the wait is measured on.
    public let clock: any Clock<Duration>

    /// A limit of `duration` on `clock`.
    public init(_ duration: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.duration = duration
        self.clock = clock
    }

    private init(unlimitedOn clock: any Clock<Duration>) {
        self.duration = nil
        self.clock = clock
    }

    /// Thirty seconds of real time: far more than any state or request takes to arrive in a passing test.
    public static var standard: WaitLimit { WaitLimit(.seconds(30)) }

    /// No limit: a wait for something that never happens hangs the test.
    public static var unlimited: WaitLimit { WaitLimit(unlimitedOn: ContinuousClock()) }

    /// The limit in words, for failure messages: "30 seconds".
    var text: String {
        guard let duration else { return "ever" }
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
        return "\(duration)"
    }
}
