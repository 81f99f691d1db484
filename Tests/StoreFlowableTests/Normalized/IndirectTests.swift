import Foundation
import StoreFlowable
import Testing

/// A self-referential entity declared with `@Indirect`, with no box of the user's own.
@Suite struct IndirectTests {
    struct Note: NormalizedEntity, Codable {
        let id: String
        var author: Author
        var text: String
        @Indirect var boost: Note?

        static let relationships: [EntityRelationship<Note>] = [.one(\.author), .optional(\.boost)]
    }

    @Test func givenABoostDeclaredIndirect_whenTheInnerAuthorChanges_thenTheBoostShowsIt() {
        let store = EntityStore()
        let inner = Note(id: "1", author: Author(id: "a", name: "Ada"), text: "hello", boost: nil)
        store.put(Note(id: "2", author: Author(id: "b", name: "Bob"), text: "", boost: inner))

        store.update(Author.self, id: "a") { $0.name = "Ada L." }

        #expect(store.entity(Note.self, id: "2")?.boost?.author.name == "Ada L.")
        #expect(store.entity(Note.self, id: "1")?.author.name == "Ada L.")
    }

    @Test func givenACopy_whenItsIndirectValueIsWritten_thenTheOriginalKeepsItsOwn() {
        let original = Note(id: "2", author: Author(id: "b", name: "Bob"), text: "", boost: nil)
        var copy = original
        copy.boost = Note(id: "1", author: Author(id: "a", name: "Ada"), text: "x", boost: nil)

        #expect(original.boost == nil)
        #expect(copy.boost?.id == "1")
        #expect(copy != original)
    }

    @Test func givenAnIndirectValue_whenEncoded_thenItIsTheValueItselfAndDecodesBack() throws {
        let note = Note(
            id: "2", author: Author(id: "b", name: "Bob"), text: "",
            boost: Note(id: "1", author: Author(id: "a", name: "Ada"), text: "x", boost: nil))

        let json = try JSONEncoder().encode(note)
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let decoded = try JSONDecoder().decode(Note.self, from: json)

        #expect((object?["boost"] as? [String: Any])?["id"] as? String == "1")
        #expect(decoded == note)
    }
}
