/// Where the command writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: Sendable {
    /// Writes `text` as given; the caller includes any line breaks.
    func write(_ text: String)
}
