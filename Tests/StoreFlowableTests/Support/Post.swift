/// An identifiable list item; `description` is `id:text`, so `[1:a, 2:b]` in state descriptions.
struct Post: Identifiable, Sendable, Equatable, CustomStringConvertible {
    let id: Int
    var text: String

    init(_ id: Int, _ text: String) {
        self.id = id
        self.text = text
    }

    var description: String { "\(id):\(text)" }
}
