/// Generation-time facts about an account that are not part of the public model.
struct AccountProfile: Sendable {
    var account: DemoAccount
    /// Indices into `PhraseBank.topics` the account posts about.
    var topics: [Int]
    /// Relative posting frequency.
    var weight: Int
    /// Whether the account posts weather reports instead of topics.
    var isWeatherBot: Bool
}
