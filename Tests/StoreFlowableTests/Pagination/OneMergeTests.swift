import Testing

@testable import StoreFlowable

/// A page merged once into a list not kept (the default `saveNextData`/`savePrevData`) ends exactly as a
/// merge into a kept ``IdentifiedList``: overlapping items replaced in place, duplicates within a page
/// resolved the same way, new items placed after or before.
@Suite struct OneMergeTests {
    struct Item: Identifiable, Sendable, Equatable {
        let id: Int
        let version: Int
    }

    @Test(arguments: [ListPlacement.after, .before])
    func givenRandomListsAndPages_whenMergedOnce_thenTheResultIsTheKeptListsMerge(placement: ListPlacement) {
        var random = SeededGenerator(seed: 26)
        for round in 0..<2_000 {
            let listIDs = Array(
                Set(
                    (0..<Int.random(in: 0...30, using: &random)).map { _ in
                        Int.random(in: 0..<60, using: &random)
                    }))
            let list = listIDs.map { Item(id: $0, version: 0) }
            let page = (0..<Int.random(in: 0...12, using: &random)).map { index in
                Item(id: Int.random(in: 0..<60, using: &random), version: index + 1)
            }
            var kept = IdentifiedList(list)
            kept.add(page, placingNew: placement)

            let merged = IdentifiedList.merging(page, into: list, placingNew: placement)

            #expect(merged == kept.items, "round \(round): list \(listIDs), page \(page.map(\.id))")
            if merged != kept.items { return }
        }
    }

    @Test func givenItemsWithoutIDs_whenMergedOnce_thenThePageIsPlacedWhole() {
        #expect(IdentifiedList.merging([3, 3], into: [1, 2], placingNew: .after) == [1, 2, 3, 3])
        #expect(IdentifiedList.merging([0], into: [1, 2], placingNew: .before) == [0, 1, 2])
    }
}
