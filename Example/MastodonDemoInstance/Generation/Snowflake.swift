/// Mastodon-style snowflake ids: milliseconds since 1970 shifted left by 16 bits, plus 16 random
/// bits. Ids therefore grow with time and compare by length, then lexically.
enum Snowflake {
    static func make(milliseconds: Int64, using rng: inout SplitMix64) -> String {
        String((UInt64(clamping: milliseconds) << 16) | (rng.next() & 0xFFFF))
    }
}
