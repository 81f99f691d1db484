/// Composes synthetic statuses (originals, replies and boost wrappers) from the phrase bank.
struct StatusComposer: Sendable {
    let content: ContentBuilder

    /// Inputs for an original post.
    struct OriginalRequest {
        var author: DemoAccount
        var topics: [Int]
        var isWeatherBot: Bool
        var milliseconds: Int64
        /// Accounts that may be mentioned.
        var others: [DemoAccount]
        /// Forces a visibility instead of drawing one.
        var visibility: DemoVisibility?
    }

    func original(_ request: OriginalRequest, rng: inout SplitMix64) -> DemoStatus {
        var text = TextParts()
        let topicIndex = rng.pick(request.topics) ?? 0
        let topic = PhraseBank.topics[topicIndex % PhraseBank.topics.count]
        if request.isWeatherBot {
            text.first = HTML.escape(rng.pick(PhraseBank.weatherLines) ?? "")
        } else if rng.chance(0.06), let foreign = rng.pick(PhraseBank.foreignSentences) {
            text.language = foreign.language
            text.first = HTML.escape(foreign.text)
        } else {
            compose(topic: topic, others: request.others, into: &text, rng: &rng)
        }
        let drawn = Self.visibility(roll: rng.int(0...99))
        let visibility = request.visibility ?? drawn
        if visibility == .direct, text.mentions.isEmpty, let target = rng.pick(request.others) {
            text.first = content.mention(target) + " " + text.first
            text.mentions.append(target.id)
        }
        let spoiler = rng.chance(0.06) ? (rng.pick(PhraseBank.spoilers) ?? "") : ""
        let media =
            rng.chance(0.18) ? attachments(topic: topic, milliseconds: request.milliseconds, rng: &rng) : []
        let sensitive = !spoiler.isEmpty || (!media.isEmpty && rng.chance(0.05))
        let id = Snowflake.make(milliseconds: request.milliseconds, using: &rng)
        let isHidden = visibility == .private || visibility == .direct
        return DemoStatus(
            id: id, createdAt: Timestamp.date(milliseconds: request.milliseconds),
            accountID: request.author.id,
            reblogOfID: nil, inReplyToID: nil, inReplyToAccountID: nil, visibility: visibility,
            language: text.language, sensitive: sensitive, spoilerText: spoiler,
            content: content.paragraphs(text.paragraphs), mentionedAccountIDs: text.mentions, tags: text.tags,
            emojiShortcodes: text.emoji, media: media, repliesCount: isHidden ? 0 : rng.int(0...2),
            reblogsCount: isHidden ? 0 : Self.skewedCount(rng: &rng, scale: 1),
            favouritesCount: Self.skewedCount(rng: &rng, scale: 3)
        )
    }

    /// A status with the given plain text, escaped and wrapped in a paragraph.
    func plain(_ plainText: String, author: DemoAccount, milliseconds: Int64, rng: inout SplitMix64)
        -> DemoStatus
    {
        let paragraphs = plainText.split(separator: "\n\n", omittingEmptySubsequences: true)
            .map { HTML.escape(String($0)).replacingOccurrences(of: "\n", with: "<br />") }
        return DemoStatus(
            id: Snowflake.make(milliseconds: milliseconds, using: &rng),
            createdAt: Timestamp.date(milliseconds: milliseconds), accountID: author.id, reblogOfID: nil,
            inReplyToID: nil, inReplyToAccountID: nil, visibility: .public, language: "en", sensitive: false,
            spoilerText: "", content: content.paragraphs(paragraphs), mentionedAccountIDs: [], tags: [],
            emojiShortcodes: [], media: [], repliesCount: 0, reblogsCount: 0, favouritesCount: 0
        )
    }

    func reply(
        to parent: DemoStatus, parentAuthor: DemoAccount, author: DemoAccount, milliseconds: Int64,
        rng: inout SplitMix64
    ) -> DemoStatus {
        var paragraph: String
        var mentions: [String] = []
        if parent.accountID == author.id {
            paragraph = HTML.escape(rng.pick(PhraseBank.threadFollowUps) ?? "")
        } else {
            paragraph = content.mention(parentAuthor) + " " + HTML.escape(rng.pick(PhraseBank.replies) ?? "")
            mentions.append(parentAuthor.id)
        }
        var tags: [String] = []
        if rng.chance(0.1), let topic = rng.pick(PhraseBank.topics), let tag = rng.pick(topic.hashtags) {
            paragraph += " " + content.hashtag(tag)
            tags.append(tag.lowercased())
        }
        let visibility: DemoVisibility =
            parent.visibility == .unlisted ? .unlisted : (rng.chance(0.85) ? .public : .unlisted)
        return DemoStatus(
            id: Snowflake.make(milliseconds: milliseconds, using: &rng),
            createdAt: Timestamp.date(milliseconds: milliseconds), accountID: author.id, reblogOfID: nil,
            inReplyToID: parent.id, inReplyToAccountID: parent.accountID, visibility: visibility,
            language: "en", sensitive: false, spoilerText: "", content: content.paragraphs([paragraph]),
            mentionedAccountIDs: mentions, tags: tags, emojiShortcodes: [], media: [],
            repliesCount: 0, reblogsCount: rng.chance(0.1) ? 1 : 0, favouritesCount: rng.int(0...4)
        )
    }

    /// A boost wrapper: empty content, zero counts, the original named by `reblogOfID`.
    func reblog(
        of original: DemoStatus, by booster: DemoAccount, milliseconds: Int64, rng: inout SplitMix64
    ) -> DemoStatus {
        DemoStatus(
            id: Snowflake.make(milliseconds: milliseconds, using: &rng),
            createdAt: Timestamp.date(milliseconds: milliseconds), accountID: booster.id,
            reblogOfID: original.id,
            inReplyToID: nil, inReplyToAccountID: nil, visibility: original.visibility, language: nil,
            sensitive: false, spoilerText: "", content: "", mentionedAccountIDs: [], tags: [],
            emojiShortcodes: [], media: [], repliesCount: 0, reblogsCount: 0, favouritesCount: 0
        )
    }

    // MARK: - Pieces

    private struct TextParts {
        var first = ""
        var extra: [String] = []
        var language = "en"
        var tags: [String] = []
        var mentions: [String] = []
        var emoji: [String] = []

        var paragraphs: [String] {
            [first] + extra
        }
    }

    private func compose(
        topic: Topic, others: [DemoAccount], into text: inout TextParts, rng: inout SplitMix64
    ) {
        var sentences = [rng.pick(topic.sentences) ?? ""]
        if rng.chance(0.35), let second = rng.pick(topic.sentences), second != sentences[0] {
            sentences.append(second)
        }
        text.first = sentences.map(HTML.escape).joined(separator: rng.chance(0.12) ? "<br />" : " ")
        if rng.chance(0.12), let url = rng.pick(PhraseBank.links) {
            text.first += " " + content.link(url)
        }
        if rng.chance(0.08), let friend = rng.pick(others) {
            text.first += " cc " + content.mention(friend)
            text.mentions.append(friend.id)
        }
        if rng.chance(0.07), let shortcode = rng.pick(PhraseBank.customEmoji) {
            text.first += " :\(shortcode):"
            text.emoji.append(shortcode)
        }
        if rng.chance(0.55) {
            let count = rng.int(1...min(3, topic.hashtags.count))
            let chosen = Array(rng.shuffled(topic.hashtags).prefix(count))
            let rendered = chosen.map(content.hashtag).joined(separator: " ")
            text.tags = chosen.map { $0.lowercased() }
            if rng.chance(0.5) {
                text.first += " " + rendered
            } else {
                text.extra.append(rendered)
            }
        }
    }

    private func attachments(topic: Topic, milliseconds: Int64, rng: inout SplitMix64)
        -> [DemoMediaAttachment]
    {
        let roll = rng.int(0...99)
        let type: DemoMediaType = roll < 80 ? .image : (roll < 90 ? .gifv : .video)
        let count = type == .image ? rng.int(1...4) : 1
        let sizes = [(1600, 1200), (1200, 1600), (2048, 1365), (1080, 1080)]
        return (0..<count).map { index in
            let size = type == .image ? (rng.pick(sizes) ?? (1600, 1200)) : (1280, 720)
            let stamp = milliseconds - 1500 - Int64(count - index) * 100
            return DemoMediaAttachment(
                id: Snowflake.make(milliseconds: stamp, using: &rng), type: type,
                fileStem: rng.hex(length: 16),
                width: size.0, height: size.1,
                duration: type == .image ? nil : Double(rng.int(40...950)) / 10,
                description: rng.chance(0.75) ? rng.pick(topic.altTexts) : nil,
                blurhash: Self.blurhash(rng: &rng)
            )
        }
    }

    private static func visibility(roll: Int) -> DemoVisibility {
        switch roll {
        case ..<76: .public
        case ..<88: .unlisted
        case ..<97: .private
        default: .direct
        }
    }

    /// Mostly small numbers, sometimes a popular post.
    static func skewedCount(rng: inout SplitMix64, scale: Int) -> Int {
        let roll = rng.int(0...99)
        switch roll {
        case ..<60: return rng.int(0...(2 * scale))
        case ..<95: return rng.int(0...(12 * scale))
        default: return rng.int((12 * scale)...(140 * scale))
        }
    }

    private static func blurhash(rng: inout SplitMix64) -> String {
        let alphabet = Array(
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~"
        )
        return "U" + String((0..<27).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
    }
}
