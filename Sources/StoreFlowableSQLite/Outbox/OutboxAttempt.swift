/// What a sender knows about the attempt it makes.
public struct OutboxAttempt: Sendable, Hashable {
    /// The operation's key, the same at every attempt and after restarts: send it where the server
    /// honours one (Mastodon's `Idempotency-Key` header), so that a retried request is applied once.
    public let idempotencyKey: String
    /// 1 for the first attempt, then one more after each that failed, across restarts (an attempt cut
    /// short by a crash is not counted).
    public let number: Int

    /// An attempt with `idempotencyKey`, numbered `number`.
    public init(idempotencyKey: String, number: Int) {
        self.idempotencyKey = idempotencyKey
        self.number = number
    }
}
