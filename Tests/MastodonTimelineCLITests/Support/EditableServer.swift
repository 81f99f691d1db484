import Foundation
import LoopbackHTTP
import StoreFlowable

/// A loopback Mastodon server whose public timeline a test edits as a person would on a real server:
/// posts are edited, deleted and added, and accounts renamed.
final class EditableServer: Sendable {
    /// One post.
    struct Post: Sendable {
        var text: String
        var authorID: String
        var edited = false
    }

    /// The posts and account names, guarded by their lock.
    private struct World: Sendable {
        var posts: [Int: Post] = [:]
        var names: [String: String] = [:]
    }

    let server: LoopbackServer
    private let world = Locked(World())

    /// A server with `posts` (ID to text), all by one account named `author`.
    init(posts: [Int: String], author: String = "Alice") throws {
        server = try LoopbackServer()
        world.withLock { world in
            world.names["1"] = author
            for (id, text) in posts { world.posts[id] = Post(text: text, authorID: "1") }
        }
        server.handler = { [world] request in
            guard request.path == "/api/v1/timelines/public" else {
                return .json(#"{"error":"Record not found"}"#, status: 404)
            }
            let page = world.withLock { world in
                world.posts.keys.sorted(by: >).compactMap { id in
                    world.posts[id].map {
                        Self.status(id: id, post: $0, name: world.names[$0.authorID] ?? "")
                    }
                }
            }
            guard let data = try? JSONSerialization.data(withJSONObject: page) else { return .json("[]") }
            return .json(String(decoding: data, as: UTF8.self))
        }
    }

    var baseURL: URL { server.baseURL }

    func stop() { server.stop() }

    /// Replaces the text of post `id`, marking it edited.
    func edit(_ id: Int, to text: String) {
        world.withLock {
            $0.posts[id]?.text = text; $0.posts[id]?.edited = true
        }
    }

    /// Deletes post `id`.
    func delete(_ id: Int) {
        world.withLock { _ = $0.posts.removeValue(forKey: id) }
    }

    /// Adds post `id`.
    func add(_ id: Int, text: String) {
        world.withLock { $0.posts[id] = Post(text: text, authorID: "1") }
    }

    /// Renames the account that wrote every post.
    func rename(to name: String) {
        world.withLock { $0.names["1"] = name }
    }

    private static func status(id: Int, post: Post, name: String) -> [String: Any] {
        let account: [String: Any] = [
            "id": post.authorID, "username": "alice", "acct": "alice", "display_name": name,
            "note": "", "created_at": "2022-11-03T00:00:00.000Z", "locked": false, "bot": false,
            "followers_count": 0, "following_count": 0, "statuses_count": 1, "emojis": [], "fields": [],
        ]
        return [
            "id": "\(id)", "created_at": "2026-03-05T12:00:00.000Z", "sensitive": false, "spoiler_text": "",
            "visibility": "public", "uri": "https://social.example.test/s/\(id)", "replies_count": 0,
            "reblogs_count": 0, "favourites_count": 0, "content": "<p>\(post.text)</p>", "account": account,
            "mentions": [], "tags": [], "emojis": [], "media_attachments": [],
            "edited_at": post.edited ? "2026-03-05T12:30:00.000Z" : NSNull(),
        ]
    }
}
