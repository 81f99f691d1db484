import Testing

@testable import StoreFlowable

/// The comparison of whole lists of IDs, used after a refresh: valid, as short as the standard library's,
/// and listing as updated only items kept in place.
@Suite struct FullComparisonTests {
    @Test(arguments: 0..<UInt64(200))
    func givenRandomLists_whenCompared_thenTheDifferenceLeadsFromOneToTheOtherWithTheFewestChanges(
        seed: UInt64
    ) {
        var random = SeededGenerator(seed: seed)
        let universe = Array(0..<Int.random(in: 1...60, using: &random))
        let old = Array(
            universe.shuffled(using: &random).prefix(Int.random(in: 0...universe.count, using: &random)))
        var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
        for _ in 0..<Int.random(in: 0...3, using: &random) where new.count > 1 {
            new.swapAt(
                Int.random(in: 0..<new.count, using: &random), Int.random(in: 0..<new.count, using: &random))
        }
        for id in universe where !old.contains(id) && Int.random(in: 0..<3, using: &random) == 0 {
            new.insert(id, at: Int.random(in: 0...new.count, using: &random))
        }

        let difference = IDDifference.between(old, new, touched: nil)

        let reference = referenceDifference(from: old, to: new)
        #expect(old.applying(difference.changes) == new)
        #expect(difference.changes.insertions.count == reference.insertions.count)
        #expect(difference.changes.removals.count == reference.removals.count)
        let inserted = Set(
            difference.changes.insertions.map { if case .insert(_, let id, _) = $0 { id } else { -1 } })
        #expect(difference.updated == Set(old).intersection(new).subtracting(inserted))
    }

    @Test func givenTouchedIDs_whenCompared_thenOnlyThoseKeptInPlaceAreUpdated() {
        let difference = IDDifference.between(
            ["a", "b", "c", "d"], ["d", "a", "c", "e"], touched: ["a", "b", "d"])

        #expect(difference.updated == ["a"])
    }

    @Test func givenAListWithARepeatedID_whenCompared_thenTheDifferenceIsStillValid() {
        let difference = IDDifference.between(["a", "b", "a"], ["b", "a", "c"], touched: nil)

        #expect(["a", "b", "a"].applying(difference.changes) == ["b", "a", "c"])
    }
}
