import MastodonAPI

/// `status ID`: the status with the statuses it replies to and its replies, as a thread.
enum StatusScreen {
    static func run(statusID: String, in context: ScreenContext) async -> Int32 {
        let skipped = SkippedLog(errorOutput: context.errorOutput, noun: "status")
        let request = ThreadRequest(statusID: statusID)
        return await ListScreen(
            flowable: context.store.thread(request, skipped: skipped),
            presenter: ThreadPresenter(
                focusID: statusID, reading: context.reading, pending: context.store.pendingChanges),
            json: JSONRenderer(
                output: context.output, skipped: skipped,
                items: { [pending = context.store.pendingChanges] in
                    JSONStatusItem.thread($0, focusID: statusID, pending: pending)
                },
                decorate: { $0.focus = statusID }),
            pages: 1, refetch: { context.store.refetch(request, on: $0) }
        )
        .run(in: context)
    }
}
