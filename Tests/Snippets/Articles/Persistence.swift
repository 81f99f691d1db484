import Foundation
import StoreFlowable
import StoreFlowableSQLite

// Persistence.md's block, as written: a file per account. `Post` stands for the reader's entity.

/// A post, kept on disk.
struct Post: PersistentEntity {
    let id: String
    var text: String
}

func openAccount(_ accountID: String, in folder: URL) async throws -> (CachePartition, SQLiteStore) {
    let partition = CachePartition(id: accountID)
    let file = folder.appendingPathComponent("account-\(accountID).sqlite")
    let persisted = partition.own(try await SQLiteStore.open(at: file, entities: [Post.self]))
    return (partition, persisted)
}
