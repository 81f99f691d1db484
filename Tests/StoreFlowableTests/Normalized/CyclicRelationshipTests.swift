import Testing

@testable import StoreFlowable

/// Entities that refer to each other in a loop are stored as written, and every read of them ends.
@Suite struct CyclicRelationshipTests {
    /// The README's post: an author, and the post it boosts.
    struct Post: NormalizedEntity {
        let id: String
        var author: Author
        var text = ""
        @Indirect var boost: Post? = nil
        var replies: [Post] = []

        static let relationships: [EntityRelationship<Post>] = [
            .one(\.author), .optional(\.boost), .many(\.replies),
        ]
    }

    static let ada = Author(id: "ada", name: "Ada")

    @Test func givenAPostThatBoostsItself_whenWrittenAndRead_thenItReadsWithTheLoopCut() {
        let store = EntityStore()
        let inner = Post(id: "1", author: Self.ada, text: "inner")
        let outer = Post(id: "1", author: Self.ada, text: "outer", boost: inner)

        store.put(outer)
        let read = store.entity(Post.self, id: "1")

        #expect(read?.text == "outer")
        #expect(read?.boost == nil)
        #expect(read?.author.name == "Ada")
    }

    @Test func givenTwoPostsThatBoostEachOther_whenRead_thenEachShowsTheOtherOnceAndStops() {
        let store = EntityStore()
        // Written inside out: the plain "b" first, then "a" boosting it, then "b" boosting "a".
        let a = Post(id: "a", author: Self.ada, text: "A", boost: Post(id: "b", author: Self.ada, text: "B"))
        store.put(Post(id: "b", author: Self.ada, text: "B", boost: a))

        let readA = store.entity(Post.self, id: "a")
        let readB = store.entity(Post.self, id: "b")

        #expect(readA?.boost?.text == "B")
        #expect(readA?.boost?.boost == nil)
        #expect(readB?.boost?.text == "A")
        #expect(readB?.boost?.boost == nil)
    }

    @Test func givenALoopThroughThreePostsAndAToManyRelationship_whenRead_thenTheLoopIsLeftOut() {
        let store = EntityStore()
        let c = Post(id: "c", author: Self.ada, replies: [Post(id: "a", author: Self.ada)])
        let b = Post(id: "b", author: Self.ada, replies: [c])
        store.put(Post(id: "a", author: Self.ada, replies: [b]))

        let a = store.entity(Post.self, id: "a")

        #expect(a?.replies.map(\.id) == ["b"])
        #expect(a?.replies.first?.replies.map(\.id) == ["c"])
        #expect(a?.replies.first?.replies.first?.replies.isEmpty == true)
        #expect(store.entity(Post.self, id: "c")?.replies.first?.replies.first?.replies.map(\.id) == [])
    }

    @Test func givenAnUpdateThatPointsAPostAtItself_whenRead_thenItReadsWithTheLoopCut() async throws {
        let store = EntityStore()
        store.put(Post(id: "1", author: Self.ada, text: "one"))
        let original = try #require(store.entity(Post.self, id: "1"))

        let updated = store.update(Post.self, id: "1") { $0.boost = original }
        #expect(updated?.boost == nil)
        #expect(store.entities(Post.self, where: { $0.boost == nil }).map(\.id) == ["1"])

        let settled = try await store.optimisticUpdate(Post.self, id: "1", apply: { $0.boost = original }) {
            var answer = original
            answer.text = "settled"
            return answer
        }
        #expect(settled.text == "settled")
        #expect(store.entity(Post.self, id: "1")?.boost == nil)
    }
}
