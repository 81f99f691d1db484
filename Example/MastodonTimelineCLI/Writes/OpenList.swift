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

    /// The lists a deletion of `target` shows, loaded, each around the status: the timeline of
    /// `timeline` and its author's profile. Also where the status was in each (`nil` where it is not on
    /// the first page, which the list's note says). `nil` when a list could not load (its error said).
    static func loadedAround(_ target: Status, timeline: Timeline, in context: ScreenContext) async
        -> (lists: [OpenList], places: [Int?])?
    {
        var lists = pair(
            timeline: timeline, author: target.account, excludeReplies: target.inReplyToId == nil,
            in: context)
        var places: [Int?] = []
        for index in lists.indices {
            guard await lists[index].load() == 0 else { return nil }
            let place = lists[index].content.firstIndex { $0.id == target.id }
            places.append(place)
            if let place {
                lists[index].window = max(0, place - 1)..<(place + 2)
            } else {
                lists[index].note = "(\(TerminalText.clean(target.id)) is not on the first page)"
            }
        }
        return (lists, places)
    }

    /// The lists a post by `author` shows, loaded, each at its top: the timeline of `timeline` and the
    /// author's profile. `nil` when a list could not load (its error said).
    static func loadedAtTop(timeline: Timeline, author: Account, in context: ScreenContext) async
        -> [OpenList]?
    {
        var lists = pair(timeline: timeline, author: author, in: context)
        for index in lists.indices {
            guard await lists[index].load() == 0 else { return nil }
            lists[index].window = 0..<3
        }
        return lists
    }
}
