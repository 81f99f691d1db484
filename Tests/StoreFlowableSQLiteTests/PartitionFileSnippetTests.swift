import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

// Persistence.md, "One file per account", compiled and run: the article's function as written, with the
// `Post` it stores declared here.

enum PartitionFileArticle {
    struct Post: PersistentEntity {
        let id: String
        var text: String
    }

    static func openAccount(_ accountID: String, in folder: URL) async throws -> (CachePartition, SQLiteStore)
    {
        let partition = CachePartition(id: accountID)
        let file = folder.appendingPathComponent("account-\(accountID).sqlite")
        let persisted = partition.own(try await SQLiteStore.open(at: file, entities: [Post.self]))
        return (partition, persisted)
    }
}

@Suite struct PartitionFileSnippetTests {
    @Test func eachAccountHasItsFileAndClearingOnePartitionEmptiesOnlyThatFile() async throws {
        let folder = TemporaryFolder()
        let (alice, alicesFile) = try await PartitionFileArticle.openAccount("109", in: folder.url)
        let (_, bobsFile) = try await PartitionFileArticle.openAccount("110", in: folder.url)
        try await alicesFile.put([PartitionFileArticle.Post(id: "1", text: "Alice's")])
        try await bobsFile.put([PartitionFileArticle.Post(id: "1", text: "Bob's")])

        try await alice.clearAll()

        #expect(try await alicesFile.isEmpty())
        #expect(try await !bobsFile.isEmpty())
        bobsFile.close()
        let (_, reopened) = try await PartitionFileArticle.openAccount("110", in: folder.url)
        #expect(reopened.store.entity(PartitionFileArticle.Post.self, id: "1")?.text == "Bob's")
    }
}
