/// What wakes the reader: a key, a new terminal size, or a screen whose list changed.
enum ReaderEvent: Sendable {
    case key(TerminalKey)
    case resized
    case changed
    /// `--refresh-every` came round.
    case tick
    /// A line for the message bar: what an action did, or why it failed.
    case message(String)
    /// Standard input ended.
    case endOfInput
}
