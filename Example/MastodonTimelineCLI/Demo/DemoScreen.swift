import Foundation
import MastodonAPI
import StoreFlowable

/// One screen of the demo story: a subscriber of a list flowable and what it last showed.
struct DemoScreen {
    /// What the story calls the screen: `home`, `status` or `profile`.
    let name: String
    var states: LoadingStateSequence<[Status]>.Iterator
    /// The list of the last settled state.
    private(set) var content: [Status] = []
    private var canRequestNext = false

    init(name: String, states: LoadingStateSequence<[Status]>.Iterator) {
        self.name = name
        self.states = states
    }

    /// The name padded so that the story's lines align.
    var paddedName: String { Self.pad(name) }

    /// Whether the list has older pages to load.
    var canLoadMore: Bool { canRequestNext }

    /// Waits for the next settled state whose list satisfies `isDone`; throws the error of a failed load.
    mutating func settle(until isDone: ([Status]) -> Bool = { _ in true }) async throws {
        while let state = await states.next() {
            guard state.isSettled else { continue }
            if let error = state.error ?? state.next?.error { throw error }
            let list = state.content ?? []
            guard isDone(list) else { continue }
            content = list
            canRequestNext = state.next?.canRequestAdditionalData ?? false
            return
        }
        throw CancellationError()
    }

    /// The number the post `id` has on this screen (its place in the list, from 1), if it is there.
    func number(of id: String) -> Int? {
        content.firstIndex { $0.displayed.id == id }.map { $0 + 1 }
    }

    /// `name` padded to the longest screen name.
    static func pad(_ name: String) -> String {
        name.padding(toLength: 7, withPad: " ", startingAt: 0)
    }
}
