import Foundation
import StoreFlowable
import StoreFlowableSQLite

// Persistence.md's blocks, as written: limits for a long scroll, a file per account. `Post` stands for
// the reader's entity.

/// A post, kept on disk.
struct Post: PersistentEntity {
    let id: String
    var text: String
}

/// The article's limits for a long scroll: a window of ten pages and 2,000 entities in memory.
func scrollingLimits() -> SQLiteStoreLimits {
    let limits = SQLiteStoreLimits(maxEntitiesInMemory: 2_000, pagesInMemory: 10)
    return limits
}

func openAccount(_ accountID: String, in folder: URL) async throws -> (CachePartition, SQLiteStore) {
    let partition = CachePartition(id: accountID)
    let file = folder.appendingPathComponent("account-\(accountID).sqlite")
    let persisted = partition.own(try await SQLiteStore.open(at: file, entities: [Post.self]))
    return (partition, persisted)
}
