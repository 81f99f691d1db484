/// A key the reader understands, read from the terminal's bytes.
enum TerminalKey: Equatable, Sendable {
    case character(Character)
    case up
    case down
    case pageUp
    case pageDown
    case home
    case end
    case enter
    case escape
    case backspace

    /// The keys in `bytes`, as one read from the terminal gives them: escape sequences (arrows, page
    /// keys) are whole within one read; an escape byte with nothing after it is the Esc key. Bytes that
    /// make no key (other sequences, invalid UTF-8) are skipped.
    static func keys(in bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (key, length) = escapeSequence(bytes, from: index)
                if let key { keys.append(key) }
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x00..<0x20: break
            default:
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let end = min(bytes.count, index + length)
                if let text = String(validating: bytes[index..<end], as: UTF8.self),
                    let character = text.first
                {
                    keys.append(.character(character))
                }
                index = end
                continue
            }
            index += 1
        }
        return keys
    }

    /// The key an escape sequence starting at `start` makes, and how many bytes it takes.
    private static func escapeSequence(_ bytes: [UInt8], from start: Int) -> (TerminalKey?, Int) {
        let next = start + 1
        guard next < bytes.count, bytes[next] == UInt8(ascii: "[") || bytes[next] == UInt8(ascii: "O") else {
            return (.escape, 1)
        }
        var end = next + 1
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return (nil, bytes.count - start) }
        let parameters = String(decoding: bytes[(next + 1)..<end], as: UTF8.self)
        let key: TerminalKey? =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: nil
            }
        return (key, end - start + 1)
    }
}
