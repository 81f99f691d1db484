import Foundation
import StoreFlowable

// UsingFlowablesInSwiftUI.md's blocks about the model, as written and in order, in functions whose
// parameters are the names the article leaves to the reader: `Status`, the timelines and their fetcher are
// NormalizedStore.md's. Its view is in TimelineView.swift.

/// "The model": a model of the home timeline, and the statuses it shows before any `await`.
@MainActor
func makeTimelineModel(
    timelines: NormalizedListCacher<TimelineRequest, Status, URL>, fetcher: TimelineFetcher
) -> (model: FlowableModel<[Status]>, shown: [Status]?) {
    let timeline = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
    let model = FlowableModel(timeline)
    let shown = model.state.content  // the cached statuses, or nil
    return (model, shown)
}

/// `model` run as a view's `.task` runs it, for one more page.
@MainActor
func runTimelineModel(_ model: FlowableModel<[Status]>) async {
    let run = Task { await model.run() }
    await model.requestNextData()  // older posts, appended
    run.cancel()  // what SwiftUI's .task does when the view goes away
}
