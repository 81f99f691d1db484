/// Ordering of Mastodon snowflake ids: compare by length first, then lexically.
enum StatusIDOrder {
    /// `true` when `lhs` is an older (smaller) id than `rhs`.
    static func isOlder(_ lhs: String, than rhs: String) -> Bool {
        lhs.utf8.count != rhs.utf8.count ? lhs.utf8.count < rhs.utf8.count : lhs < rhs
    }

}
