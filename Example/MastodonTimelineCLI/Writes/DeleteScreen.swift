import MastodonAPI
import StoreFlowable

/// `delete ID`: the timeline and the author's profile, loaded; the status hidden from both at once;
/// then gone for good when the server deleted it — or, when the server refuses, back in its place in
/// both, with one `error:` line and exit status 1. A run that keeps a cache deletes through its
/// outbox instead (``QueuedDeleteScreen``).
enum DeleteScreen {
    static func run(statusID: String, in context: ScreenContext) async -> Int32 {
        if context.store.persisted != nil {
            return await QueuedDeleteScreen.run(statusID: statusID, in: context)
        }
        let target: Status
        do {
            target = try await context.store.status(id: statusID)
        } catch {
            context.report(error)
            return 1
        }
        guard case .statuses(let timeline) = context.options.timeline else { return 2 }
        guard let loaded = await OpenList.loadedAround(target, timeline: timeline, in: context) else {
            return 1
        }
        var lists = loaded.lists
        let places = loaded.places
        var screens = WriteScreens(context: context)
        screens.show(.loaded, lists)
        do {
            try await context.store.delete(statusID: statusID) {
                for index in lists.indices {
                    await lists[index].wait { !$0.contains(statusID) }
                }
                screens.show(.deleting(statusID), lists)
            }
            screens.show(.deleted(statusID), lists)
            return 0
        } catch {
            for index in lists.indices where places[index] != nil {
                await lists[index].wait { $0.contains(statusID) }
            }
            screens.show(.restored(statusID), lists)
            context.errorOutput.write("error: the status was not deleted: \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }
}
