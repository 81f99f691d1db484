import Foundation
import StoreFlowable
import StoreFlowableSQLite

// WorkingOffline.md's blocks, as written: the operation at the top level, the statements in a function
// whose parameters are the names the article leaves to the reader. `Status` is NormalizedStore.md's,
// `MastodonClient` the stand-in of NormalizedStoreStandIns.swift.

struct Favourite: OutboxOperation {
    var entityID: String

    func apply(to status: inout Status) {
        status.favourited = true
        status.favouritesCount += 1
    }
}

/// "Register, enqueue, send": favourites status `id`; what the send did.
func favouriteThroughTheOutbox(persisted: SQLiteStore, client: MastodonClient, id: String) async throws
    -> OutboxReport
{
    try await persisted.outbox.register(Favourite.self) { favourite, attempt in
        try await client.favourite(id: favourite.entityID)  // the status as the server now has it
    }
    try await persisted.outbox.enqueue(Favourite(entityID: id))  // shown at once, kept on disk
    let report = try await persisted.outbox.send()  // now, or when the network is back
    return report
}

struct PostStatus: OutboxCreation {
    let draft: Status  // under a temporary ID, such as "draft-\(UUID())"
}

struct DeleteStatus: OutboxDeletion {
    typealias Entity = Status
    var entityID: String
}

/// "Posts and deletions": posts `text` as `me` into the home timeline, then deletes it before it is sent.
func postAndDeleteThroughTheOutbox(
    persisted: SQLiteStore, client: MastodonClient, timelines: SQLiteListCacher<TimelineRequest, Status, URL>,
    me: Account, text: String
) async throws {
    try await persisted.outbox.register(PostStatus.self) { post, attempt in
        try await client.post(post.draft.content)  // the status, under the server's ID
    }
    try await persisted.outbox.register(DeleteStatus.self) { delete, attempt in
        try await client.delete(id: delete.entityID)
    }
    let draft = Status(id: "draft-\(UUID())", account: me, content: text)
    try await persisted.outbox.enqueue(PostStatus(draft: draft), into: [.start(of: timelines, param: .home)])
    try await persisted.outbox.enqueue(DeleteStatus(entityID: draft.id))  // cancels the unsent post
}
