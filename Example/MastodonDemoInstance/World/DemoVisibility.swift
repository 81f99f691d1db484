/// Who may see a demo status; the raw values are Mastodon's `visibility` strings.
public enum DemoVisibility: String, Sendable, Hashable, CaseIterable {
    /// Visible to everyone and shown on the public timelines.
    case `public`
    /// Visible to everyone but kept off the public timelines.
    case unlisted
    /// Visible to the author's followers only.
    case `private`
    /// Visible to the mentioned accounts only.
    case direct
}
