import Foundation
import Testing

/// A fenced ```swift block of one of the package's docs.
struct DocBlock: Sendable, CustomTestStringConvertible {
    /// What a block holds, which decides how it is checked.
    enum Kind: Sendable {
        /// Swift of a program or a library: it must be in the doc's snippet files as written.
        case source
        /// A whole `Package.swift`.
        case manifest
        /// A target of a manifest, such as a `.testTarget(…)`.
        case manifestPart
    }

    /// The doc's path from the package root, such as `README.md`.
    let doc: String
    /// The doc's line of the block's first line (the one after the fence), from 1.
    let line: Int
    /// The block's lines, without the fence's indentation.
    let lines: [String]

    /// The block's text.
    var text: String { lines.joined(separator: "\n") }

    /// Where the block is, as `doc:line`.
    var location: String { "\(doc):\(line)" }

    var testDescription: String { location }

    var kind: Kind {
        let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if code.contains(where: { $0.hasPrefix("// swift-tools-version") || $0.contains("= Package(") }) {
            return .manifest
        }
        let manifestCalls = [".testTarget(", ".target(", ".executableTarget("]
        if let first = code.first(where: { !$0.hasPrefix("//") }),
            manifestCalls.contains(where: { first.hasPrefix($0) })
        {
            return .manifestPart
        }
        return .source
    }

    /// The ```swift blocks of the doc at `path` (from the package root), in order.
    static func blocks(inDoc path: String) throws -> [DocBlock] {
        let text = try String(contentsOf: PackageRoot.url(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed == "```swift" else {
                index += 1
                continue
            }
            let fenceIndentation = line.prefix { $0 == " " }.count
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let body = lines[(index + 1)..<end].map { String($0.dropFirst(min(fenceIndentation, $0.count))) }
            blocks.append(DocBlock(doc: path, line: index + 2, lines: body))
            index = end + 1
        }
        return blocks
    }
}
