/// Everything `WorldGenerator` produces, handed to `DemoWorld`.
struct GeneratedWorld: Sendable {
    var accounts: [DemoAccount]
    /// Newest first.
    var statuses: [DemoStatus]
    var demoAccountID: String
    var followedAccountIDs: [String]
    var lists: [DemoList]
    /// The generator state after generation, for statuses posted later.
    var rng: SplitMix64
    /// `created_at` of the newest status, in milliseconds since 1970.
    var clock: Int64
}
