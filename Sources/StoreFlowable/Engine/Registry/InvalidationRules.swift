/// The params marked stale, as rules over their timestamps: content of a matching param saved at or
/// before a rule's time is stale. A rule outlives the machines of the params it covers, so an inactive
/// param refetches on its next subscription.
struct InvalidationRules: Sendable {
    struct Rule: Sendable {
        let time: Double
        let matches: @Sendable (ParamKey) -> Bool
    }

    /// The most rules kept: beyond it the oldest are folded into "everything before", which may refetch
    /// more than was marked but never less.
    static let limit = 64

    /// Content of every param saved at or before this time is stale.
    private(set) var everythingBefore: Double?
    private(set) var rules: [Rule] = []

    /// The time of the latest rule: a fetch saved after it must be stamped later.
    var latest: Double? {
        max(everythingBefore ?? -.infinity, rules.last?.time ?? -.infinity).nonInfinite
    }

    mutating func add(at time: Double, matching matches: @escaping @Sendable (ParamKey) -> Bool) {
        rules.append(Rule(time: time, matches: matches))
        if rules.count > Self.limit {
            let folded = rules.removeFirst()
            everythingBefore = max(everythingBefore ?? -.infinity, folded.time)
        }
    }

    mutating func addEverything(at time: Double) {
        everythingBefore = max(everythingBefore ?? -.infinity, time)
        rules.removeAll { $0.time <= time }
    }

    /// Whether content of `key` saved at `cachedAt` is stale.
    func covers(_ key: ParamKey, cachedAt: Double?) -> Bool {
        guard let cachedAt else { return false }
        if let everythingBefore, cachedAt <= everythingBefore { return true }
        return rules.contains { cachedAt <= $0.time && $0.matches(key) }
    }
}

extension Double {
    fileprivate var nonInfinite: Double? { isInfinite ? nil : self }
}
