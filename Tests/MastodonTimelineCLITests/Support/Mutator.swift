import Foundation

/// Mutates seed payloads the way a broken or hostile server might: flipped, inserted, deleted and
/// duplicated bytes, truncation, interesting tokens spliced in, or plain random bytes.
struct Mutator {
    /// Tokens that tend to reach edge cases in JSON, HTML, `Link` headers and terminals.
    static let tokens: [String] = [
        "null", "\"\"", "[]", "{}", "-1", "1e999", "18446744073709551616", "\"\\u001b[31m\"", "\\u009b",
        "\\ud800", "&#27;", "&#x9b;", "&#0;", "&#xFFFFFFFF;", "&amp", "<span class=\"invisible\">",
        "<span class=\"ellipsis\">", "</span>", "<br>", "<p>", "<!--", "-->", "<a href='", "\u{1B}]0;t\u{07}",
        "\u{9B}2J", "\u{202E}", "\r\n", "<", ">", ";", ",", "=", "\"", "rel=\"next\"", "\u{0}", "\u{7F}",
    ]

    var random: SplitMix64

    /// One mutated copy of `seed`.
    mutating func mutate(_ seed: Data) -> Data {
        var bytes = [UInt8](seed)
        if Int.random(in: 0..<20, using: &random) == 0 {
            return Data(
                (0..<Int.random(in: 0..<256, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                })
        }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            mutateOnce(&bytes)
        }
        return Data(bytes)
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !bytes.isEmpty:
            bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1:
            bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        case 2 where !bytes.isEmpty:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
            bytes.removeSubrange(position..<end)
        case 3 where !bytes.isEmpty:
            let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        case 4:
            bytes.removeSubrange(position..<bytes.count)
        default:
            let token = Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &random)]
            bytes.insert(contentsOf: Array(token.utf8), at: position)
        }
    }
}
