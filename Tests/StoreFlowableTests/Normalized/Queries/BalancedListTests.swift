import Testing

@testable import StoreFlowable

/// The tree behind live query results behaves as an array, and a copy taken before a change keeps its
/// elements.
@Suite struct BalancedListTests {
    @Test func givenRandomInsertionsAndRemovals_whenComparedWithAnArray_thenTheyAgreeAtEveryStep() {
        var generator = SeededGenerator(seed: 7)
        var list = BalancedList<Int>()
        var array: [Int] = []
        var snapshots: [(BalancedList<Int>, [Int])] = []
        for step in 0..<6_000 {
            let removes = !array.isEmpty && (step > 4_000 || generator.next() % 3 == 0)
            if removes {
                let position = Int(generator.next() % UInt64(array.count))
                #expect(list.remove(at: position) == array.remove(at: position))
            } else {
                let position = Int(generator.next() % UInt64(array.count + 1))
                list.insert(step, at: position)
                array.insert(step, at: position)
            }
            if step.isMultiple(of: 500) {
                #expect(Array(list) == array)
                #expect(isBalanced(list.root))
                snapshots.append((list, array))
            }
        }
        #expect(Array(list) == array)
        #expect(list.count == array.count)
        for (snapshot, elements) in snapshots { #expect(Array(snapshot) == elements) }
    }

    @Test func givenSortedElements_whenBuiltAtOnce_thenPositionsAndPartitionsAreRight() {
        let list = BalancedList(Array(0..<10_000).map { $0 * 2 })

        #expect(list.count == 10_000)
        #expect(list[0] == 0 && list[9_999] == 19_998 && list[4_321] == 8_642)
        #expect(list.partitioningIndex { $0 >= 5_001 } == 2_501)
        #expect(list.partitioningIndex { $0 >= 0 } == 0)
        #expect(list.partitioningIndex { $0 > 20_000 } == 10_000)
        #expect(isBalanced(list.root))
        #expect(Array(BalancedList<Int>([])) == [])
    }

    /// Every leaf at the same depth, every count the sum of its children's.
    func isBalanced(_ node: BalancedList<Int>.Node) -> Bool {
        func depth(_ node: BalancedList<Int>.Node) -> Int? {
            guard !node.isLeaf else { return node.count == node.elements.count ? 0 : nil }
            let depths = node.children.map(depth)
            guard let first = depths.first ?? nil, depths.allSatisfy({ $0 == first }),
                node.count == node.children.reduce(0, { $0 + $1.count })
            else { return nil }
            return first + 1
        }
        return depth(node) != nil
    }
}
