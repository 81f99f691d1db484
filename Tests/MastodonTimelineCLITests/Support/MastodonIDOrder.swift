/// Mastodon's id order: a longer id is newer; ids of one length compare as text.
enum MastodonIDOrder {
    static func isNewer(_ lhs: String, than rhs: String) -> Bool {
        lhs.count != rhs.count ? lhs.count > rhs.count : lhs > rhs
    }
}
