/// A theme that synthetic accounts post about: sentences, hashtags and media alt texts.
struct Topic: Sendable {
    /// Plain-text sentences (escaped when turned into HTML).
    let sentences: [String]
    /// Hashtags as authors type them (CamelCase allowed); tag names are their lowercase forms.
    let hashtags: [String]
    /// Alt texts for pictures attached to posts about this topic.
    let altTexts: [String]
}
