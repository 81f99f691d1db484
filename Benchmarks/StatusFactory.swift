import Foundation
import MastodonAPI

/// Realistic Mastodon statuses for the benchmarks: JSON as a server sends it, and decoded values.
enum StatusFactory {
    static let accountCount = 40

    /// A status's JSON. With `authors`, its author is one of that many, picked at random but the same for
    /// the same `number`; `counters` is added to the author's counters, as a server sends an author whose
    /// followers and statuses changed since an earlier page.
    static func statusJSON(number: Int, id: String? = nil, authors: Int? = nil, counters: Int = 0) -> String {
        let account = authors.map { (number &* 2_654_435_761 >> 7) % $0 } ?? number % accountCount
        let statusID = id ?? String(113_000_000_000_000_000 + number)
        return """
            {"id":"\(statusID)","created_at":"2026-11-01T12:\(String(number % 60).leftPadded(to: 2)):00.000Z",\
            "in_reply_to_id":null,"in_reply_to_account_id":null,"sensitive":false,"spoiler_text":"",\
            "visibility":"public","language":"en","uri":"https://social.example/users/user\(account)/statuses/\(statusID)",\
            "url":"https://social.example/@user\(account)/\(statusID)","replies_count":\(number % 5),\
            "reblogs_count":\(number % 7),"favourites_count":\(number % 11),"edited_at":null,\
            "content":"<p>Status number \(number) from the benchmark timeline, with a <a href=\\"https://social.example/tags/swift\\" class=\\"mention hashtag\\" rel=\\"tag\\">#<span>swift</span></a> tag and enough words to look like a real post on a real server.</p>",\
            "reblog":null,"application":null,\
            "account":{"id":"\(110_000_000_000_000_000 + account)","username":"user\(account)","acct":"user\(account)",\
            "display_name":"User Number \(account)","locked":false,"bot":false,"discoverable":true,"group":false,\
            "created_at":"2024-01-01T00:00:00.000Z","note":"<p>I am user number \(account) and I write benchmark posts.</p>",\
            "url":"https://social.example/@user\(account)","avatar":"https://social.example/avatars/\(account).png",\
            "avatar_static":"https://social.example/avatars/\(account).png","header":"https://social.example/headers/\(account).png",\
            "header_static":"https://social.example/headers/\(account).png","followers_count":\(account * 13 + counters),\
            "following_count":\(account * 7),"statuses_count":\(account * 101 + counters),"last_status_at":"2026-11-01",\
            "emojis":[],"fields":[]},\
            "media_attachments":[],"mentions":[],"tags":[{"name":"swift","url":"https://social.example/tags/swift"}],\
            "emojis":[],"card":null,"poll":null}
            """
    }

    static func json(_ statuses: [String]) -> Data {
        Data(("[" + statuses.joined(separator: ",") + "]").utf8)
    }

    static func status(number: Int, id: String? = nil, authors: Int? = nil, counters: Int = 0) -> Status {
        let data = Data(statusJSON(number: number, id: id, authors: authors, counters: counters).utf8)
        do {
            return try JSONDecoder().decode(Status.self, from: data)
        } catch {
            preconditionFailure("the benchmark's own status JSON does not decode: \(error)")
        }
    }
}
