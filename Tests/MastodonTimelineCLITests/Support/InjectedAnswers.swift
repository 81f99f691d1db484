import Foundation
import MastodonDemoInstance

/// Answers of the demo instance replaced for one path: hand-written payloads (in the shape of a
/// server's documented output) served through the demo instance's own HTTP transport.
enum InjectedAnswers {
    /// A rule answering every request for `path` with `json`, status 200, and the given headers.
    static func json(_ json: String, at path: String, headers: [String: String] = [:]) -> FailureRule {
        FailureRule(
            trigger: .path(path), statusCode: 200,
            headers: ["Content-Type": "application/json; charset=utf-8"].merging(headers) { _, new in new },
            body: Data(json.utf8))
    }

    /// A status in Pleroma's manner (content, warning, display name, bio and field names with character
    /// references; media, card and poll text plain), with two media attachments, a card and a poll
    /// closing three hours after `now`.
    static func detailedStatus(id: String, now: Date) -> String {
        let closes = ISO8601DateFormatter().string(from: now.addingTimeInterval(3 * 3_600 + 30))
        return #"""
            {"id": "\#(id)", "created_at": "2026-05-01T09:30:00.000Z", "in_reply_to_id": null,
             "sensitive": true, "spoiler_text": "Tom &amp; Jerry &#x27;24", "visibility": "public",
             "content": "<p>caf&eacute;&nbsp;cr&egrave;me &#39;n&#39; more&hellip;</p>",
             "replies_count": 0, "reblogs_count": 1, "favourites_count": 2,
             "account": {"id": "9zYkC7pLq1", "username": "rene", "acct": "rene@pleroma.example.test",
                         "display_name": "Ren&eacute;e &amp; co", "note": "<p>Caf&eacute; owner&nbsp;&mdash; &#x1F375;</p>",
                         "fields": [{"name": "Shop &amp; caf&eacute;", "value": "<a href=\"https://cafe.example.test\">caf&eacute;.example</a>",
                                     "verified_at": "2026-01-01T00:00:00+00:00"}],
                         "followers_count": 7, "following_count": 8, "statuses_count": 9},
             "media_attachments": [
               {"id": 1, "type": "image", "url": "https://files.example.test/1.jpg", "description": "A latte & a croissant"},
               {"id": "2", "type": "video", "url": null, "description": null}],
             "mentions": [], "tags": [], "emojis": [],
             "card": {"url": "https://news.example.test/a", "title": "Cafés of Lyon", "description": "",
                      "type": "link", "provider_name": "News"},
             "poll": {"id": 5, "expires_at": "\#(closes)", "expired": false, "multiple": false, "votes_count": 3,
                      "options": [{"title": "Tea", "votes_count": 1}, {"title": "Coffee", "votes_count": 2}]}}
            """#
    }
}
