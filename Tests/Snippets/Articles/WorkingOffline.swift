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
