import MastodonAPI
import StoreFlowable

/// `post TEXT`: the timeline and the user's profile, loaded; the post in both at once under a
/// temporary ID, marked `⏳ sending…`; then, when the server has it, under the server's ID in both —
/// or, when the server refuses it, gone from both, with one `error:` line and exit status 1. A run
/// that keeps a cache posts through its outbox instead (``QueuedPostScreen``).
enum PostScreen {
    static func run(text: String, in context: ScreenContext) async -> Int32 {
        let store = context.store
        if store.persisted != nil { return await QueuedPostScreen.run(text: text, in: context) }
        let user: Account
        do {
            user = try await store.currentUser()
        } catch {
            context.report(error)
            return 1
        }
        guard case .statuses(let timeline) = context.options.timeline else { return 2 }
        guard var lists = await OpenList.loadedAtTop(timeline: timeline, author: user, in: context) else {
            return 1
        }
        var screens = WriteScreens(context: context)
        screens.show(.loaded, lists)
        let draftID = DraftStatus.freeID(in: store)
        let draft = DraftStatus.make(id: draftID, text: text, author: user, now: context.clock())
        do {
            let posted = try await store.post(draft, text: text, into: lists.map(\.request)) {
                for index in lists.indices {
                    await lists[index].wait { $0.contains(draftID) }
                }
                screens.pending = [draftID]
                screens.show(.sending(draftID), lists)
            }
            for index in lists.indices {
                await lists[index].wait { $0.contains(posted.id) && !$0.contains(draftID) }
            }
            screens.pending = []
            screens.show(.posted(draftID, as: posted.id), lists)
            return 0
        } catch {
            for index in lists.indices {
                await lists[index].wait { !$0.contains(draftID) }
            }
            screens.pending = []
            screens.show(.failed(draftID), lists)
            context.errorOutput.write("error: the post was not sent: \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }
}
