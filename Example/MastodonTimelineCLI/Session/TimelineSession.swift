import Foundation
import MastodonAPI
import StoreFlowable

/// One subscriber of a timeline flowable that renders every state it receives and runs page requests,
/// refreshes and actions between them.
///
/// States may arrive that no operation of the session caused: a shared store tells every list about a
/// change from a task of its own, sometimes twice. ``run(_:)`` therefore waits for the state its
/// operation caused, not just the next settled one, and never waits for a state that will not come.
struct TimelineSession<Renderer: StateRenderer> {
    /// A flowable operation, such as a page request or a refresh.
    typealias Operation = @Sendable (AnyPaginationStoreFlowable<Status, URL>) async -> Void

    let flowable: AnyPaginationStoreFlowable<Status, URL>
    var renderer: Renderer
    private let errorOutput: any TextSink
    private var states: LoadingStateSequence<[Status]>.Iterator

    /// The last settled state, once there is one.
    private(set) var current: LoadingState<[Status]>?

    init(flowable: AnyPaginationStoreFlowable<Status, URL>, renderer: Renderer, errorOutput: any TextSink) {
        self.flowable = flowable
        self.renderer = renderer
        self.errorOutput = errorOutput
        states = flowable.publish().makeAsyncIterator()
    }

    /// Renders states until one is settled and satisfies `isDone`, and returns it; `nil` when the task is
    /// cancelled.
    mutating func settle(
        until isDone: (LoadingState<[Status]>) -> Bool = { _ in true }
    ) async -> LoadingState<[Status]>? {
        while let state = await states.next() {
            renderer.render(state)
            guard state.isSettled, isDone(state) else { continue }
            current = state
            return state
        }
        return nil
    }

    /// Runs `operation`, which publishes at least one state, rendering until its result is shown.
    ///
    /// Every state the operation publishes before its result is unsettled (a page or the whole list is
    /// loading), so the first settled state that follows one of them, or that differs from the state
    /// before, is the result. A settled state equal to the one before may be a late duplicate: then,
    /// once the operation is over, the current state is read from a new subscription, which also drops
    /// anything still queued for the old one.
    mutating func run(_ operation: @escaping Operation) async -> LoadingState<[Status]>? {
        let before = current.map(JSONStateLine.init)
        let flowable = flowable
        let task = Task { await operation(flowable) }
        var sawActivity = false
        while let state = await states.next() {
            renderer.render(state)
            guard state.isSettled else {
                sawActivity = true
                continue
            }
            await task.value
            guard sawActivity || JSONStateLine(state) != before else {
                return await resubscribe()
            }
            current = state
            return state
        }
        task.cancel()
        return nil
    }

    /// Replaces the subscription with a new one, whose first state is the current one, and settles.
    private mutating func resubscribe() async -> LoadingState<[Status]>? {
        var fresh = flowable.publish().makeAsyncIterator()
        guard let first = await fresh.next() else { return nil }
        states = fresh
        renderer.render(first)
        guard first.isSettled else { return await settle() }
        current = first
        return first
    }

    /// Writes `error: …` with the error's one line to standard error.
    func report(_ error: any Error) {
        errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
    }

    /// Loads the first page, then older pages until `pages` pages are shown or the timeline ends.
    ///
    /// - Returns: 0 on success; 1 after reporting a failed load.
    mutating func load(pages: Int) async -> Int32 {
        var loaded = 0
        var state = await settle()
        while let settled = state {
            switch settled {
            case .loading:
                return 1
            case .error(let error, _):
                report(error)
                return 1
            case .completed(_, let next, _):
                if let error = next.error {
                    report(error)
                    return 1
                }
                loaded += 1
                guard loaded < pages, next.canRequestAdditionalData else { return 0 }
                state = await run { await $0.requestNextData(continueWhenError: false) }
            }
        }
        return 1
    }
}
