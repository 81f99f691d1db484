/// A list kept in a balanced tree of small immutable arrays. A change copies only the nodes on one path
/// from the root, so a copy handed out before the change shares every other node and stays as it was.
///
/// - Complexity: Access, insertion and removal at a position are O(log *n*); building from an array and
///   iterating are O(*n*).
struct BalancedList<Element: Sendable>: RandomAccessCollection, Sendable {
    /// One node: a leaf holds elements, an inner node holds children. Every leaf is at the same depth.
    final class Node: Sendable {
        let count: Int
        let elements: [Element]
        let children: [Node]

        init(elements: [Element]) {
            count = elements.count
            self.elements = elements
            children = []
        }

        init(children: [Node]) {
            count = children.reduce(0) { $0 + $1.count }
            elements = []
            self.children = children
        }

        var isLeaf: Bool { children.isEmpty }
        /// How many elements or children it holds.
        var width: Int { isLeaf ? elements.count : children.count }
    }

    static var maximumWidth: Int { 32 }
    static var minimumWidth: Int { 8 }

    private(set) var root: Node

    /// An empty list.
    init() {
        root = Node(elements: [])
    }

    /// The elements of `elements`, in order.
    init(_ elements: [Element]) {
        let width = Self.maximumWidth * 3 / 4
        var level = stride(from: 0, to: elements.count, by: width).map {
            Node(elements: Array(elements[$0..<Swift.min($0 + width, elements.count)]))
        }
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: width).map {
                Node(children: Array(level[$0..<Swift.min($0 + width, level.count)]))
            }
        }
        root = level.first ?? Node(elements: [])
    }

    var startIndex: Int { 0 }
    var endIndex: Int { root.count }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < root.count, "index out of range")
        var node = root
        var offset = position
        while !node.isLeaf {
            let (child, childOffset) = Self.locate(offset, in: node, forInsertion: false)
            node = node.children[child]
            offset = childOffset
        }
        return node.elements[offset]
    }

    /// The first position whose element `isAfter` says comes after, given that it says so of every
    /// element from some position on.
    ///
    /// - Complexity: O(log² *n*).
    func partitioningIndex(where isAfter: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    mutating func insert(_ element: Element, at position: Int) {
        precondition(position >= 0 && position <= root.count, "index out of range")
        let (left, right) = Self.inserting(element, at: position, into: root)
        root = right.map { Node(children: [left, $0]) } ?? left
    }

    @discardableResult
    mutating func remove(at position: Int) -> Element {
        precondition(position >= 0 && position < root.count, "index out of range")
        let (node, removed) = Self.removing(at: position, from: root)
        root = node.children.count == 1 ? node.children[0] : node
        return removed
    }

    /// The child holding `offset` and the offset within it; for an insertion, the end of a child counts.
    private static func locate(_ offset: Int, in node: Node, forInsertion: Bool) -> (Int, Int) {
        var offset = offset
        for (index, child) in node.children.enumerated() {
            if offset < child.count || (forInsertion && offset == child.count) { return (index, offset) }
            offset -= child.count
        }
        return (node.children.count - 1, node.children[node.children.count - 1].count)
    }

    private static func inserting(_ element: Element, at offset: Int, into node: Node) -> (Node, Node?) {
        if node.isLeaf {
            var elements = node.elements
            elements.insert(element, at: offset)
            return split(elements: elements)
        }
        let (index, childOffset) = locate(offset, in: node, forInsertion: true)
        var children = node.children
        let (left, right) = inserting(element, at: childOffset, into: children[index])
        children[index] = left
        if let right { children.insert(right, at: index + 1) }
        return split(children: children)
    }

    private static func removing(at offset: Int, from node: Node) -> (Node, Element) {
        if node.isLeaf {
            var elements = node.elements
            let removed = elements.remove(at: offset)
            return (Node(elements: elements), removed)
        }
        let (index, childOffset) = locate(offset, in: node, forInsertion: false)
        var children = node.children
        let (child, removed) = removing(at: childOffset, from: children[index])
        children[index] = child
        if child.width < minimumWidth, children.count > 1 {
            let first = index > 0 ? index - 1 : index
            let merged = merge(children[first], children[first + 1])
            children.replaceSubrange(first...first + 1, with: [merged.0] + (merged.1.map { [$0] } ?? []))
        }
        return (Node(children: children), removed)
    }

    /// Two neighbouring nodes of one depth as one, or as two halves when one would be too wide.
    private static func merge(_ left: Node, _ right: Node) -> (Node, Node?) {
        left.isLeaf
            ? split(elements: left.elements + right.elements)
            : split(children: left.children + right.children)
    }

    private static func split(elements: [Element]) -> (Node, Node?) {
        guard elements.count > maximumWidth else { return (Node(elements: elements), nil) }
        let half = elements.count / 2
        return (Node(elements: Array(elements[..<half])), Node(elements: Array(elements[half...])))
    }

    private static func split(children: [Node]) -> (Node, Node?) {
        guard children.count > maximumWidth else { return (Node(children: children), nil) }
        let half = children.count / 2
        return (Node(children: Array(children[..<half])), Node(children: Array(children[half...])))
    }

    func makeIterator() -> Iterator {
        Iterator(root: root)
    }

    /// Walks the leaves in order.
    struct Iterator: IteratorProtocol {
        /// The inner nodes above the current leaf, each with the index of the child to visit next.
        private var path: [(node: Node, next: Int)] = []
        private var leaf: [Element] = []
        private var position = 0

        init(root: Node) {
            descend(from: root)
        }

        private mutating func descend(from node: Node) {
            var node = node
            while !node.isLeaf {
                path.append((node, 1))
                node = node.children[0]
            }
            leaf = node.elements
            position = 0
        }

        mutating func next() -> Element? {
            while position == leaf.count {
                guard let last = path.indices.last else { return nil }
                let (node, next) = path[last]
                if next < node.children.count {
                    path[last].next += 1
                    descend(from: node.children[next])
                } else {
                    path.removeLast()
                }
            }
            defer { position += 1 }
            return leaf[position]
        }
    }
}
