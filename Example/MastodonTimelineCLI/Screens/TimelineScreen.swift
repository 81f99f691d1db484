import MastodonAPI

/// `--timeline`: a timeline of statuses, or the user's notifications.
enum TimelineScreen {
    static func run(_ choice: TimelineChoice, in context: ScreenContext) async -> Int32 {
        let options = context.options
        switch choice {
        case .statuses(let timeline):
            let skipped = SkippedLog(errorOutput: context.errorOutput, noun: "status")
            let request = TimelineRequest(timeline: timeline, limit: options.limit)
            return await ListScreen(
                flowable: context.store.timeline(request, skipped: skipped),
                presenter: TimelinePresenter(reading: context.reading, pending: context.store.pendingChanges),
                json: JSONRenderer(
                    output: context.output, skipped: skipped, pending: context.store.pendingChanges),
                pages: options.pages, refetch: { context.store.refetch(request, on: $0) }, keepsPlace: true
            )
            .run(in: context)
        case .notifications:
            let skipped = SkippedLog(errorOutput: context.errorOutput, noun: "notification")
            let request = NotificationsRequest(limit: options.limit)
            return await ListScreen(
                flowable: context.store.notifications(request, skipped: skipped),
                presenter: NotificationPresenter(
                    reading: context.reading, pending: context.store.pendingChanges),
                json: JSONRenderer(
                    output: context.output, skipped: skipped, items: { $0.map(JSONNotificationItem.init) }),
                pages: options.pages, refetch: { context.store.refetch(request, on: $0) }
            )
            .run(in: context)
        }
    }
}
