import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// A nested entity is stored once, in its own row: a holder's row keeps it one level deep and hollow,
/// so bytes on disk grow with the entities written, not with the square of how deep they nest.
@Suite struct DeepNestingStorageTests {
    struct Post: PersistentEntity {
        let id: String
        var writer: Writer
        var text: String
        @Indirect var boost: Post?

        static let relationships: [EntityRelationship<Post>] = [.one(\.writer), .optional(\.boost)]
    }

    /// A post boosting a post boosting … `depth` deep.
    static func chain(depth: Int) -> Post {
        let writer = Writer(id: "w", name: "Wren")
        var post = Post(id: "p0", writer: writer, text: "original", boost: nil)
        for level in 1...depth {
            post = Post(id: "p\(level)", writer: writer, text: "boost \(level)", boost: post)
        }
        return post
    }

    static func storedBytes(depth: Int) async throws -> Int {
        let folder = TemporaryFolder()
        let persisted = try await SQLiteStore.open(at: folder.database, entities: [Post.self, Writer.self])
        try await persisted.put([chain(depth: depth)])
        return try await persisted.database.read { try $0.integer("SELECT sum(length(value)) FROM entities") }
    }

    @Test func givenChainsOfTwoDepths_whenStored_thenTheBytesGrowWithTheDepthNotItsSquare() async throws {
        let shallow = try await Self.storedBytes(depth: 100)
        let deep = try await Self.storedBytes(depth: 400)

        // Four times the entities: four times the bytes, give or take; nested copies made it sixteen.
        #expect(Double(deep) / Double(shallow) < 4.5)
    }

    @Test func givenADeepChainStored_whenReopened_thenTheWholeChainReadsBack() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(
                at: folder.database, entities: [Post.self, Writer.self])
            try await persisted.put([Self.chain(depth: 50)])
            _ = try await persisted.update(Writer.self, id: "w") { $0.name = "Wren L." }
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: [Post.self, Writer.self])

        var post = reopened.store.entity(Post.self, id: "p50")
        var depth = 0
        while let inner = post?.boost {
            #expect(inner.writer.name == "Wren L.")
            post = inner
            depth += 1
        }
        #expect(depth == 50)
        #expect(post?.text == "original")
    }

    @Test func givenOnlyTheHolderTypeRegistered_whenReopened_thenItsNestedEntitiesComeFromItsRow()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(
                at: folder.database, entities: [Note.self, Writer.self])
            try await persisted.put(notes(1...3))
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: [Note.self])

        #expect(reopened.store.entity(Note.self, id: "n2")?.writer.name == "Wren")
    }
}
