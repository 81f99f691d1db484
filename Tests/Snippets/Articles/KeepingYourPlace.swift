import StoreFlowable

/// KeepingYourPlace.md's blocks, as written and in order, in a namespace: its `Post` is not the other
/// articles'. The statements are in functions whose parameters are the names the article leaves to the
/// reader; `TimelineAPI` and `TimelineFetcher` stand for the reader's API client and fetcher
/// (KeepingYourPlaceStandIns.swift).
enum KeepingYourPlaceArticle {
    /// The timeline, kept with refreshes that keep the list.
    static func openTimeline(api: TimelineAPI) -> AnyPaginationStoreFlowable<Post, String> {
        let timelineCacher = InMemoryPaginationCacher<String, Post, String>(refresh: .keepingList)
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: timelineCacher, fetcher: TimelineFetcher(api: api), param: "home")
        return timeline
    }

    /// The timeline's screen, until its task is cancelled. `show(_:)` and `showGap(_:label:)` stand for
    /// UI code: each hands what it shows to `shown`.
    static func showTimeline(_ timeline: AnyPaginationStoreFlowable<Post, String>, shown: (String) -> Void)
        async
    {
        for await update in timeline.publishWithGaps() {
            for row in update.rows {
                switch row {
                case .item(let post):
                    show(post)
                case .gap(let gap):
                    let label = gap.state.doAction(
                        onFixed: { _ in "More posts: tap to load" },
                        onLoading: { "Loading…" },
                        onError: { error in "Could not load: \(error)" })
                    showGap(gap.id, label: label)
                }
            }
        }

        func show(_ post: Post) {
            shown(post.id)
        }

        func showGap(_ id: UInt64, label: String) {
            shown(label)
        }
    }

    /// The screen's model, which holds `timeline`.
    final class TimelineModel: Sendable {
        let timeline: AnyPaginationStoreFlowable<Post, String>

        init(timeline: AnyPaginationStoreFlowable<Post, String>) {
            self.timeline = timeline
        }

        func gapTapped(_ gap: ListGap) async {
            await timeline.requestGap(gap)  // from the top: older posts below the newest part
        }

        func gapBottomReached(_ gap: ListGap) async {
            await timeline.requestGap(gap, from: .bottom)  // newer posts above the kept part
        }

        func scrolled(to post: Post, offset: Double) async throws {
            try await timeline.saveAnchor(ListAnchor(itemID: post.id, offset: offset))
        }
    }
}
