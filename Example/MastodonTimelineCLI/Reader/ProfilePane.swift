import MastodonAPI
import StoreFlowable

/// The reader's profile screen: the account's header — the store's own entity, so a rename shows at
/// once — above its posts.
enum ProfilePane {
    /// A pane of the account with `accountID`: its header, loaded (and kept current) through the
    /// store's account flowable, above its posts without its replies.
    static func make(accountID: String, store: TimelineStore, onChange: @escaping @Sendable () -> Void)
        -> Pane
    {
        let account = store.account(id: accountID)
        let pending = store.pendingChanges
        let header = Task {
            for await _ in account.publish() { onChange() }
        }
        let pane = Pane.list(
            title: "profile "
                + (store.entities.entity(Account.self, id: accountID).map { "@" + $0.acct } ?? accountID),
            flowable: store.timeline(
                TimelineRequest(timeline: .account(accountID, excludeReplies: true), limit: nil)),
            presenter: { TimelinePresenter(reading: $0, pending: pending) },
            header: { reading in
                guard let current = store.entities.entity(Account.self, id: accountID) else { return [] }
                return ProfileHeader.lines(of: current, reading: reading) + [StyledText()]
            }, keepsPlace: true, onChange: onChange)
        pane.onClose { header.cancel() }
        return pane
    }
}
