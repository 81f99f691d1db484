/// The kind of a demo media attachment; the raw values are Mastodon's attachment `type` strings.
public enum DemoMediaType: String, Sendable, Hashable, CaseIterable {
    /// A still picture (JPEG or PNG).
    case image
    /// A short looping silent video, served as MP4.
    case gifv
    /// A video with sound, served as MP4.
    case video
}
