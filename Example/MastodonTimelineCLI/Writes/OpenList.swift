import Foundation
import MastodonAPI
import StoreFlowable

/// One timeline a write shows while it runs: subscribed from the first page on, its latest settled
/// state kept.
struct OpenList {
    /// What people call the list: `home timeline`, `profile @ada`.
    let name: String
    /// What JSON lines call it, in `--timeline` words: `home`, `account:ID`.
    let key: String
    /// The list's request, the param of its cached list.
    let request: TimelineRequest
    private var session: TimelineSession<ListKeeper<Status>>
    /// The positions shown of each state; empty until chosen.
    var window: Range<Int> = 0..<0
    /// A line shown in place of the items, when there is one.
    var note: String?

    /// Subscribes to the list of `request` in `store`; failures of its load are reported to
    /// `errorOutput`.
    init(name: String, key: String, request: TimelineRequest, store: TimelineStore, errorOutput: any TextSink)
    {
        self.name = name
        self.key = key
        self.request = request
        session = TimelineSession(
            flowable: store.timeline(request), renderer: ListKeeper(), errorOutput: errorOutput)
    }

    /// The lists a write opens on `timeline`: that timeline, then the profile of `author`.
    static func pair(
        timeline: Timeline, author: Account, excludeReplies: Bool = true, in context: ScreenContext
    ) -> [OpenList] {
        let limit = context.options.limit
        let (name, key) = names(of: timeline)
        return [
            OpenList(
                name: name, key: key, request: TimelineRequest(timeline: timeline, limit: limit),
                store: context.store, errorOutput: context.errorOutput),
            OpenList(
                name: "profile @\(StatusText.address(of: author))", key: "account:\(author.id)",
                request: TimelineRequest(
                    timeline: .account(author.id, excludeReplies: excludeReplies), limit: limit),
                store: context.store, errorOutput: context.errorOutput),
        ]
    }

    private static func names(of timeline: Timeline) -> (String, String) {
        switch timeline {
        case .home: ("home timeline", "home")
        case .local: ("local timeline", "local")
        default: ("public timeline", "public")
        }
    }

    /// The last settled state.
    var state: LoadingState<[Status]>? { session.current }
    /// When the content of ``state`` was saved and where it came from.
    var freshness: ContentFreshness? { session.currentFreshness }
    /// The statuses of ``state``.
    var content: [Status] { session.current?.content ?? [] }

    /// Loads the first page (the cached one first, then refreshed); returns 0, or 1 after reporting a
    /// failure.
    mutating func load() async -> Int32 {
        await session.load(pages: 1)
    }

    /// Returns once the list's IDs satisfy `isDone`: at once when they already do, otherwise at the
    /// first state after that does.
    mutating func wait(until isDone: ([String]) -> Bool) async {
        if isDone(content.map(\.id)) { return }
        _ = await session.settle { isDone(($0.content ?? []).map(\.id)) }
    }
}
