import Foundation
import Testing

extension PseudoTerminal {
    /// Waits for a whole frame of the full-screen reader that satisfies `isWanted`, and returns its
    /// lines without escape sequences.
    func frame(where isWanted: @escaping @Sendable ([String]) -> Bool) async -> [String] {
        let found = await wait { text in text.hasSuffix("\u{1B}[J") && isWanted(Self.lastFrame(text)) }
        let frame = Self.lastFrame(text(after: 0))
        if !found { Issue.record("no frame as wanted came; the last one:\n\(frame.joined(separator: "\n"))") }
        return frame
    }

    /// The lines of the last frame in `text`, without escape sequences.
    static func lastFrame(_ text: String) -> [String] {
        let frame = text.components(separatedBy: "\u{1B}[H").last ?? ""
        let plain = frame.replacingOccurrences(
            of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        return plain.components(separatedBy: "\r\n")
    }
}
