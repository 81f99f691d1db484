import Foundation

/// A deterministic synthetic Mastodon world: accounts, statuses, follows, lists and notifications
/// generated from a seed, dated relative to a given "now".
///
/// The same seed, host and `now` always produce an identical world (`==`), and therefore identical
/// responses from a `DemoInstance`. The seed alone decides everything but the dates: the IDs, authors
/// and text are the same whatever `now` is, and every date moves with `now`, so that the newest post is
/// a few minutes old and the oldest a few days. Statuses are kept newest first.
public struct DemoWorld: Sendable, Hashable {
    /// The host used when none is given: `demo.storeflowable.invalid`.
    public static let defaultHost = "demo.storeflowable.invalid"
    /// The "now" a world is dated against unless told otherwise: 2026-11-01T12:00:00Z. Snowflake IDs
    /// are always made from dates laid out against it, so they do not depend on `now`.
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
    /// The instant the world's dates are relative to: its newest status is a few minutes older.
    public let now: Date
    /// The demo user's notifications, newest first.
    public internal(set) var notifications: [DemoNotification]

    var rng: SplitMix64
    /// The newest status's instant as laid out against ``baseDate``, in milliseconds since 1970; IDs are
    /// made from it.
    var clock: Int64
    /// What is added to a laid-out instant to date it against ``now``, in milliseconds.
    let timeShift: Int64
    var accountPositions: [String: Int]
    var statusPositions: [String: Int]
    /// How many statuses were added through `post`, to rotate authors.
    var postCount = 0

    /// Generates the world for `seed`, dated relative to `now`; every URL inside uses `host`.
    ///
    /// - Parameters:
    ///   - seed: Decides the accounts, statuses, IDs and text.
    ///   - host: The host name in every URL of the world.
    ///   - now: The instant the dates are relative to; the newest status is a few minutes older and the
    ///     oldest a few days. Pass the current time for a world that feels alive, a fixed instant for
    ///     reproducible output.
    public init(seed: UInt64 = 1, host: String = DemoWorld.defaultHost, now: Date = DemoWorld.baseDate) {
        var generator = WorldGenerator(seed: seed, host: host.lowercased(), baseDate: Self.baseDate)
        let generated = generator.generate()
        let shift = Timestamp.milliseconds(now) - Timestamp.milliseconds(Self.baseDate)
        self.seed = seed
        self.host = host.lowercased()
        self.now = Timestamp.date(milliseconds: Timestamp.milliseconds(now))
        timeShift = shift
        statuses = generated.statuses.map { $0.shifted(by: shift) }
        var lastStatusDays: [String: Date] = [:]
        for status in statuses where lastStatusDays[status.accountID] == nil {
            lastStatusDays[status.accountID] = Timestamp.startOfDay(status.createdAt)
        }
        accounts = generated.accounts.map { account in
            account.shifted(by: shift, lastStatusAt: lastStatusDays[account.id])
        }
        demoAccountID = generated.demoAccountID
        followedAccountIDs = generated.followedAccountIDs
        lists = generated.lists
        rng = generated.rng
        clock = generated.clock
        accountPositions = [:]
        statusPositions = [:]
        notifications = []
        reindex()
        notifications = generatedNotifications()
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
