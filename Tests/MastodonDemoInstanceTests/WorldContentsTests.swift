import Foundation
import MastodonDemoInstance
import Testing

@Suite struct WorldContentsTests {
    let world = DemoWorld()

    @Test func hasEnoughAccountsAndStatuses() {
        #expect(world.accounts.count >= 40)
        #expect(world.statuses.count >= 600)
        #expect(world.accounts.contains { !$0.isLocal && $0.acct.hasSuffix("@other.example") })
        #expect(world.accounts.filter(\.isLocal).count >= 20)
        #expect(Set(world.accounts.map(\.acct)).count == world.accounts.count)
    }

    @Test func containsBoostsRepliesMediaHashtagsAndWarnings() {
        let boosts = world.statuses.filter(\.isReblog)
        #expect(boosts.count >= 30)
        #expect(boosts.allSatisfy { $0.content.isEmpty && $0.favouritesCount == 0 && $0.media.isEmpty })
        #expect(boosts.allSatisfy { world.status(id: $0.reblogOfID ?? "")?.isReblog == false })
        #expect(world.statuses.filter(\.isReplyToOther).count >= 30)
        let mediaTypes = Set(world.statuses.flatMap(\.media).map(\.type))
        #expect(mediaTypes == Set(DemoMediaType.allCases))
        #expect(world.statuses.filter { !$0.tags.isEmpty }.count >= 100)
        #expect(world.statuses.contains { !$0.spoilerText.isEmpty && $0.sensitive })
        #expect(world.statuses.contains { $0.content.contains("&amp;") })
        #expect(world.statuses.contains { $0.content.contains("class=\"h-card\"") })
        #expect(Set(world.statuses.map(\.visibility)) == Set(DemoVisibility.allCases))
    }

    @Test func idsGrowWithTime() {
        let pairs = zip(world.statuses, world.statuses.dropFirst())
        #expect(pairs.allSatisfy { isOlder($1.id, than: $0.id) && $1.createdAt < $0.createdAt })
        #expect(world.statuses.allSatisfy { $0.id.count == 18 && $0.id.allSatisfy(\.isNumber) })
    }

    @Test func homeOverlapsPublicAndListsExist() {
        let home = Set(world.homeTimeline().map(\.id))
        let publicIDs = Set(world.publicTimeline().map(\.id))
        #expect(home.count >= 150)
        #expect(home.intersection(publicIDs).count >= 50)
        #expect(!home.isSubset(of: publicIDs))
        #expect(world.lists.map(\.id) == ["1", "2"])
        #expect(world.lists.allSatisfy { !$0.memberIDs.isEmpty })
        #expect(world.listTimeline(id: "1")?.isEmpty == false)
        #expect(world.listTimeline(id: "99") == nil)
    }
}
