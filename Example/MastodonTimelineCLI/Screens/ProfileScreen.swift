import MastodonAPI

/// `profile ACCT_OR_ID`: the account's header, then its posts paged like a timeline.
///
/// The header's account is the shared store's: the very entity the posts' author is, so the header
/// and every post show the same name.
enum ProfileScreen {
    static func run(reference: String, in context: ScreenContext) async -> Int32 {
        let store = context.store
        let options = context.options
        let found: Account
        do {
            found = try await store.resolveAccount(reference)
        } catch {
            context.report(error)
            return 1
        }
        await store.account(id: found.id).update(newData: found)
        let skipped = SkippedLog(errorOutput: context.errorOutput, noun: "status")
        let request = TimelineRequest(
            timeline: .account(found.id, excludeReplies: !options.replies, pinned: options.pinned),
            limit: options.limit)
        if options.format == .human {
            let account = store.entities.entity(Account.self, id: found.id) ?? found
            context.line.write(
                context.reading.render(ProfileHeader.lines(of: account, reading: context.reading)) + "\n\n")
        }
        return await ListScreen(
            flowable: store.timeline(request, skipped: skipped),
            presenter: TimelinePresenter(reading: context.reading, pending: store.pendingChanges),
            json: JSONRenderer(
                output: context.output, skipped: skipped,
                items: { [pending = store.pendingChanges] in $0.map { JSONStatusItem($0, pending: pending) }
                },
                decorate: { line in
                    line.account = JSONAccount(store.entities.entity(Account.self, id: found.id) ?? found)
                }),
            pages: options.pages, refetch: { store.refetch(request, on: $0) }, keepsPlace: true
        )
        .run(in: context)
    }
}
