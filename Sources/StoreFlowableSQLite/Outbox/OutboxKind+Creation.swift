import Foundation
import StoreFlowable

extension OutboxKind {
    init<Creation: OutboxCreation>(
        _ type: Creation.Type,
        sender: @escaping @Sendable (Creation, OutboxAttempt) async throws -> Creation.Entity
    ) {
        typealias Payload = DraftPayload<Creation>
        role = .creation
        apply = { payload, persisted throws(SQLiteError) in
            let draft = try StoredValue.value(Payload.self, data: payload)
            return try? persisted.store.beginOptimisticInsert(
                draft.creation.draft, into: persisted.lists.positions(of: draft))
        }
        rollBack = { token, payload, persisted in
            guard let draft = try? StoredValue.value(Payload.self, data: payload) else { return }
            persisted.store.settleOptimisticInsert(
                token, temporaryID: draft.creation.draft.id, in: persisted.lists.positions(of: draft),
                with: nil)
        }
        retarget = { payload, _ in payload }
        showInList = { token, payload, list, persisted in
            guard let draft = try? StoredValue.value(Payload.self, data: payload) else { return }
            for stored in draft.positions where stored.list == list {
                guard let position = persisted.lists.position(Creation.Entity.self, at: stored) else {
                    continue
                }
                position.list.beginPendingInsert(draft.creation.draft.id, token: token, atEnd: position.atEnd)
            }
        }
        // A draft is never stored among the entities: there is nothing to remove.
        removeRow = { _, _, _ in }
        removeEntity = { _, _ in }
        send = { payload, attempt in
            let draft = try StoredValue.value(Payload.self, data: payload)
            let answer = try await sender(draft.creation, attempt)
            return OutboxSettlement(creating: draft, answer: answer)
        }
    }
}
