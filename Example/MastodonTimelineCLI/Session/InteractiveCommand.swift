import Foundation

/// One line typed in interactive mode.
enum InteractiveCommand: Equatable {
    /// `n`: load older posts.
    case next
    /// `p`: load newer posts.
    case prev
    /// `r`: refresh the timeline.
    case refresh
    /// `g`: load a page into the first gap, where posts are missing.
    case gap
    /// `f N`: favourite post N, or remove the favourite.
    case favourite(Int)
    /// `b N`: boost post N, or remove the boost.
    case boost(Int)
    /// `q`: quit.
    case quit
    /// `h` or `?`: show the commands.
    case help
    /// An empty line.
    case nothing
    /// Anything else.
    case unknown(String)

    /// The commands, on one line.
    static let summary =
        "n older · p newer · r refresh · g load gap · f N favourite · b N boost · h help · q quit"

    /// Parses a typed line; surrounding spaces and case are ignored.
    init(_ line: String) {
        let words = line.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch (words.first, words.count) {
        case (nil, _): self = .nothing
        case ("n", 1): self = .next
        case ("p", 1): self = .prev
        case ("r", 1): self = .refresh
        case ("g", 1): self = .gap
        case ("q", 1): self = .quit
        case ("h", 1), ("?", 1): self = .help
        case ("f", 2): self = Int(words[1]).map(Self.favourite) ?? .unknown(line)
        case ("b", 2): self = Int(words[1]).map(Self.boost) ?? .unknown(line)
        default: self = .unknown(line.trimmingCharacters(in: .whitespaces))
        }
    }
}
