import MastodonAPI

/// What is attached to the status the status screen shows: media, card and poll, each only when
/// present.
struct JSONStatusDetail: Encodable, Equatable {
    struct Media: Encodable, Equatable {
        var type: String
        var description: String?
        var url: String?
    }

    struct Card: Encodable, Equatable {
        var title: String
        var provider: String
        var url: String?
    }

    struct PollOption: Encodable, Equatable {
        var title: String
        var votesCount: Int?

        enum CodingKeys: String, CodingKey {
            case title
            case votesCount = "votes_count"
        }
    }

    struct Poll: Encodable, Equatable {
        var options: [PollOption]
        var votesCount: Int
        var expired: Bool
        var expiresAt: String?

        enum CodingKeys: String, CodingKey {
            case options, expired
            case votesCount = "votes_count"
            case expiresAt = "expires_at"
        }
    }

    var media: [Media]
    var card: Card?
    var poll: Poll?

    init(_ status: Status) {
        media = status.mediaAttachments.map {
            Media(type: $0.type.rawValue, description: $0.description, url: $0.url?.absoluteString)
        }
        card = status.card.map {
            Card(title: $0.title, provider: $0.providerName, url: $0.url?.absoluteString)
        }
        poll = status.poll.map { poll in
            Poll(
                options: poll.options.map { PollOption(title: $0.title, votesCount: $0.votesCount) },
                votesCount: poll.votesCount, expired: poll.expired,
                expiresAt: poll.expiresAt.map(MastodonDate.string(from:)))
        }
    }
}
