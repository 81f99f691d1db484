import Foundation

/// Builds a `GeneratedWorld` from a seed. Every random choice flows through one `SplitMix64`, in a
/// fixed order, so a seed always yields the same world.
struct WorldGenerator {
    static let localAccountCount = 30
    static let remoteAccountCount = 18
    static let statusCount = 660
    static let followedLocalCount = 14
    static let followedRemoteCount = 8
    static let weatherBotIndex = 7
    static let releaseBotIndex = localAccountCount + 3

    private var rng: SplitMix64
    private let composer: StatusComposer
    private let baseMilliseconds: Int64

    init(seed: UInt64, host: String, baseDate: Date) {
        rng = SplitMix64(seed: seed)
        composer = StatusComposer(content: ContentBuilder(urls: DemoURLs(host: host)))
        baseMilliseconds = Timestamp.milliseconds(baseDate)
    }

    mutating func generate() -> GeneratedWorld {
        var profiles = makeProfiles()
        let others = Array(profiles.dropFirst())
        let locals = rng.shuffled(others.filter { $0.account.isLocal }.map(\.account.id))
        let remotes = rng.shuffled(others.filter { !$0.account.isLocal }.map(\.account.id))
        let followed =
            Array(locals.prefix(Self.followedLocalCount)) + remotes.prefix(Self.followedRemoteCount)
        let lists = [
            DemoList(id: "1", title: "Swift & friends", memberIDs: Array(rng.shuffled(followed).prefix(6))),
            DemoList(id: "2", title: "Photo walks", memberIDs: Array(rng.shuffled(followed).prefix(5))),
        ]
        let statuses = makeStatuses(profiles: profiles)
        finishAccounts(&profiles, statuses: statuses, followingCount: followed.count)
        return GeneratedWorld(
            accounts: profiles.map(\.account), statuses: statuses.reversed(),
            demoAccountID: profiles[0].account.id, followedAccountIDs: followed, lists: lists,
            rng: rng, clock: statuses.last.map { Timestamp.milliseconds($0.createdAt) } ?? baseMilliseconds
        )
    }

    // MARK: - Accounts

    private mutating func makeProfiles() -> [AccountProfile] {
        let firsts = rng.shuffled(NameBank.firstNames)
        let lasts = rng.shuffled(NameBank.lastNames)
        var taken: Set<String> = ["demo"]
        var profiles = [
            makeProfile(
                username: "demo", domain: nil, displayName: "StoreFlowable Demo",
                note: "<p>The account behind the StoreFlowable example. Everything here is synthetic.</p>",
                createdDay: 20_526, isBot: false
            )
        ]
        profiles[0].topics = [0, 4]
        profiles[0].weight = 1
        let total = Self.localAccountCount + Self.remoteAccountCount
        for index in 1..<total {
            let domain = index >= Self.localAccountCount ? rng.pick(NameBank.remoteDomains) : nil
            let username: String
            let displayName: String
            let isBot = index == Self.weatherBotIndex || index == Self.releaseBotIndex
            if index == Self.weatherBotIndex {
                username = "lisbon_weather"
                displayName = "Lisbon Weather ☁️"
            } else if index == Self.releaseBotIndex {
                username = "releases"
                displayName = "Release Notes Bot"
            } else {
                let first = firsts[index % firsts.count]
                let last = lasts[index % lasts.count]
                username = uniqueUsername(first: first, last: last, domain: domain, taken: &taken)
                displayName = first + " " + last + (rng.pick(NameBank.displayDecorations) ?? "")
            }
            taken.insert(domain.map { "\(username)@\($0)" } ?? username)
            let role = rng.pick(NameBank.roles) ?? ""
            let place = rng.pick(NameBank.places) ?? ""
            let line = rng.pick(PhraseBank.notes) ?? ""
            var note = "<p>\(HTML.escape("\(role) in \(place). \(line)"))</p>"
            let topics = Array(rng.shuffled(Array(0..<PhraseBank.topics.count)).prefix(rng.int(2...3)))
            if rng.chance(0.3), let tag = PhraseBank.topics[topics[0]].hashtags.first {
                note += "<p>" + composer.content.hashtag(tag) + "</p>"
            }
            var profile = makeProfile(
                username: username, domain: domain, displayName: displayName, note: note,
                createdDay: rng.int(17_257...20_605), isBot: isBot
            )
            profile.topics = index == Self.releaseBotIndex ? [4] : topics
            profile.weight = isBot ? 2 : rng.int(1...6)
            profile.isWeatherBot = index == Self.weatherBotIndex
            profiles.append(profile)
        }
        return profiles
    }

    private mutating func uniqueUsername(
        first: String, last: String, domain: String?, taken: inout Set<String>
    ) -> String {
        let firstHandle = NameBank.asciiHandle(first)
        let lastHandle = NameBank.asciiHandle(last)
        var candidate: String
        switch rng.int(0...5) {
        case 0: candidate = firstHandle
        case 1: candidate = firstHandle + lastHandle.prefix(1)
        case 2: candidate = firstHandle + "_" + lastHandle
        case 3: candidate = firstHandle.prefix(1) + lastHandle
        case 4: candidate = firstHandle + String(rng.int(10...99))
        default: candidate = rng.pick(NameBank.handleWords) ?? firstHandle
        }
        var suffix = 2
        let base = candidate
        while taken.contains(domain.map { "\(candidate)@\($0)" } ?? candidate) {
            candidate = base + String(suffix)
            suffix += 1
        }
        return candidate
    }

    /// `createdDay` counts days since 1970-01-01.
    private mutating func makeProfile(
        username: String, domain: String?, displayName: String, note: String, createdDay: Int, isBot: Bool
    ) -> AccountProfile {
        let midnight = Int64(createdDay) * 86_400_000
        let idStamp = midnight + Int64(rng.int(0...86_399_999))
        let popular = rng.chance(0.1)
        let account = DemoAccount(
            id: Snowflake.make(milliseconds: idStamp, using: &rng), username: username, domain: domain,
            displayName: displayName, note: note, createdAt: Timestamp.date(milliseconds: midnight),
            followersCount: popular ? rng.int(400...12_000) : rng.int(3...400),
            followingCount: rng.int(10...600), statusesCount: 0, lastStatusAt: nil, isBot: isBot,
            isLocked: rng.chance(0.08), imageStem: rng.hex(length: 16)
        )
        return AccountProfile(account: account, topics: [], weight: 1, isWeatherBot: false)
    }

    private mutating func finishAccounts(
        _ profiles: inout [AccountProfile], statuses: [DemoStatus], followingCount: Int
    ) {
        var counts: [String: Int] = [:]
        var newest: [String: DemoStatus] = [:]
        for status in statuses {
            counts[status.accountID, default: 0] += 1
            newest[status.accountID] = status
        }
        for index in profiles.indices {
            let id = profiles[index].account.id
            let history = index == 0 ? rng.int(0...30) : rng.int(0...1500)
            profiles[index].account.statusesCount = (counts[id] ?? 0) + history
            profiles[index].account.lastStatusAt = newest[id].map { Timestamp.startOfDay($0.createdAt) }
        }
        let demo = profiles[0].account
        profiles[0].account = DemoAccount(
            id: demo.id, username: demo.username, domain: demo.domain, displayName: demo.displayName,
            note: demo.note, createdAt: demo.createdAt, followersCount: demo.followersCount,
            followingCount: followingCount, statusesCount: demo.statusesCount,
            lastStatusAt: demo.lastStatusAt,
            isBot: false, isLocked: false, imageStem: demo.imageStem
        )
    }

    // MARK: - Statuses

    /// Oldest first.
    private mutating func makeStatuses(profiles: [AccountProfile]) -> [DemoStatus] {
        var times: [Int64] = []
        // The newest post is a few minutes old, as on a quiet instance.
        var time = baseMilliseconds - Int64(rng.int(120_000...540_000))
        for _ in 0..<Self.statusCount {
            times.append(time)
            time -= Int64(rng.int(25_000...840_000))
        }
        times.reverse()
        let pool = profiles.indices.flatMap { Array(repeating: $0, count: profiles[$0].weight) }
        var accountsByID: [String: DemoAccount] = [:]
        for profile in profiles {
            accountsByID[profile.account.id] = profile.account
        }
        var statuses: [DemoStatus] = []
        var positions: [String: Int] = [:]
        var boosted: Set<String> = []
        for milliseconds in times {
            let profile = profiles[rng.pick(pool) ?? 0]
            let author = profile.account
            let roll = rng.int(0...99)
            var made: DemoStatus?
            if roll < 13 {
                let candidates = statuses.suffix(200).filter {
                    !$0.isReblog && ($0.visibility == .public || $0.visibility == .unlisted)
                        && $0.accountID != author.id && !boosted.contains("\(author.id)|\($0.id)")
                }
                if let original = rng.pick(candidates), let position = positions[original.id] {
                    made = composer.reblog(of: original, by: author, milliseconds: milliseconds, rng: &rng)
                    statuses[position].reblogsCount += 1
                    boosted.insert("\(author.id)|\(original.id)")
                }
            } else if roll < 30 {
                let recent = statuses.suffix(80).filter {
                    !$0.isReblog && ($0.visibility == .public || $0.visibility == .unlisted)
                }
                let own = recent.filter { $0.accountID == author.id }
                let parent =
                    rng.chance(0.25) && !own.isEmpty
                    ? rng.pick(own) : rng.pick(recent.filter { $0.accountID != author.id })
                if let parent, let parentAuthor = accountsByID[parent.accountID],
                    let position = positions[parent.id]
                {
                    made = composer.reply(
                        to: parent, parentAuthor: parentAuthor, author: author, milliseconds: milliseconds,
                        rng: &rng
                    )
                    statuses[position].repliesCount += 1
                }
            }
            let status =
                made
                ?? composer.original(
                    StatusComposer.OriginalRequest(
                        author: author, topics: profile.topics, isWeatherBot: profile.isWeatherBot,
                        milliseconds: milliseconds,
                        others: profiles.map(\.account).filter { $0.id != author.id }, visibility: nil
                    ),
                    rng: &rng
                )
            positions[status.id] = statuses.count
            statuses.append(status)
        }
        return statuses
    }
}
