import Foundation

/// A deterministic synthetic Mastodon world: accounts, statuses, follows and lists generated from a
/// seed, with no dependence on the current time.
///
/// The same seed and host always produce an identical world (`==`), and therefore identical
/// responses from a `DemoInstance`. Statuses are kept newest first.
public struct DemoWorld: Sendable, Hashable {
    /// The host used when none is given: `demo.storeflowable.invalid`.
    public static let defaultHost = "demo.storeflowable.invalid"
    /// The fixed "now" of every world: 2026-11-01T12:00:00Z. The newest generated status is a few
    /// seconds older.
    public static let baseDate = Date(timeIntervalSince1970: 1_793_534_400)

    /// The seed the world was generated from.
    public let seed: UInt64
    /// The host name used in every URL of the world (profiles, media, tags).
    public let host: String
    /// All accounts; the demo user is the first.
    public internal(set) var accounts: [DemoAccount]
    /// All statuses, including boost wrappers and non-public ones, newest first.
    public internal(set) var statuses: [DemoStatus]
    /// The id of the demo user, the owner of any bearer token.
    public let demoAccountID: String
    /// The accounts the demo user follows (local and remote).
    public let followedAccountIDs: [String]
    /// The demo user's lists (ids `"1"` and `"2"`).
    public let lists: [DemoList]

    var rng: SplitMix64
    /// `created_at` of the newest status, in milliseconds since 1970.
    var clock: Int64
    var accountPositions: [String: Int]
    var statusPositions: [String: Int]
    /// How many statuses were added through `post`, to rotate authors.
    var postCount = 0

    /// Generates the world for `seed`; every URL inside uses `host`.
    public init(seed: UInt64 = 1, host: String = DemoWorld.defaultHost) {
        var generator = WorldGenerator(seed: seed, host: host.lowercased(), baseDate: Self.baseDate)
        let generated = generator.generate()
        self.seed = seed
        self.host = host.lowercased()
        accounts = generated.accounts
        statuses = generated.statuses
        demoAccountID = generated.demoAccountID
        followedAccountIDs = generated.followedAccountIDs
        lists = generated.lists
        rng = generated.rng
        clock = generated.clock
        accountPositions = [:]
        statusPositions = [:]
        reindex()
    }

    /// The demo user's account.
    public var demoAccount: DemoAccount? {
        account(id: demoAccountID)
    }

    /// The account with `id`, if any.
    public func account(id: String) -> DemoAccount? {
        accountPositions[id].map { accounts[$0] }
    }

    /// The status with `id` (original or boost wrapper), if any.
    public func status(id: String) -> DemoStatus? {
        statusPositions[id].map { statuses[$0] }
    }

    /// For a boost wrapper, the boosted original; otherwise the status itself.
    public func proper(_ status: DemoStatus) -> DemoStatus {
        status.reblogOfID.flatMap { self.status(id: $0) } ?? status
    }

    mutating func reindex() {
        accountPositions = Dictionary(
            accounts.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        statusPositions = Dictionary(
            statuses.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
