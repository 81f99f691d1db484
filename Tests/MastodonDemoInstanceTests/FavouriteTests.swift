import Foundation
import MastodonDemoInstance
import Testing

@Suite struct FavouriteTests {
    @Test func favouriteIsVisibleOnReadIdempotentAndUndoable() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let target = try #require(instance.world.publicTimeline().first)
        let path = "/api/v1/statuses/\(target.id)"
        let answered = try await client.post("\(path)/favourite").object()
        #expect(answered["id"] as? String == target.id)
        #expect(answered["favourited"] as? Bool == true)
        #expect(answered["favourites_count"] as? Int == target.favouritesCount + 1)
        let read = try await client.get(path, token: "t").object()
        #expect(read["favourited"] as? Bool == true)
        #expect(read["favourites_count"] as? Int == target.favouritesCount + 1)
        let again = try await client.post("\(path)/favourite").object()
        #expect(again["favourites_count"] as? Int == target.favouritesCount + 1)
        let undone = try await client.post("\(path)/unfavourite").object()
        #expect(undone["favourited"] as? Bool == false)
        #expect(undone["favourites_count"] as? Int == target.favouritesCount)
        let undoneAgain = try await client.post("\(path)/unfavourite").object()
        #expect(undoneAgain["favourites_count"] as? Int == target.favouritesCount)
    }
}
